import type { Visitor } from './ExplainPanel.tsx';
import { REST_OF_WORLD_COUNTRY } from '../../shared/page-names.ts';
import type { MarketCell } from '../common/studio-client.ts';

/** The brand's market a visitor is from, chosen by name: it sets the visitor's country to the market's. */
export function VisitorMarket({
  label,
  markets,
  visitor,
  onVisitor,
}: {
  label: string;
  markets: readonly MarketCell[];
  visitor: Visitor;
  onVisitor(visitor: Visitor): void;
}) {
  const market = markets.find((candidate) => (candidate.country ?? REST_OF_WORLD_COUNTRY) === visitor.country);
  return (
    <label>
      Market{' '}
      <select
        aria-label={label}
        value={market?.id ?? ''}
        onChange={(event) => {
          const chosen = markets.find((candidate) => candidate.id === event.target.value);
          if (chosen) onVisitor({ ...visitor, country: chosen.country ?? REST_OF_WORLD_COUNTRY });
        }}
      >
        {!market && <option value="">(by country)</option>}
        {markets.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name ?? candidate.id}
          </option>
        ))}
      </select>
    </label>
  );
}
