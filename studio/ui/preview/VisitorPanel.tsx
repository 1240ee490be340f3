import type { Visitor } from './ExplainPanel.tsx';
import type { MarketCell } from '../common/studio-client.ts';
import { VisitorMarket } from './VisitorMarket.tsx';

/**
 * Who the page is shown to, on the canvas, in Explain and the full-size preview: their market or
 * country, logged in or not, on a phone or not.
 */
export function VisitorPanel({
  markets,
  visitor,
  onVisitor,
}: {
  markets: readonly MarketCell[];
  visitor: Visitor;
  onVisitor: (visitor: Visitor) => void;
}) {
  return (
    <fieldset className="panel" aria-label="visitor">
      <legend>Visitor</legend>
      <VisitorMarket label="visitor market" markets={markets} visitor={visitor} onVisitor={onVisitor} />{' '}
      <label>
        Country{' '}
        <input
          aria-label="visitor country"
          value={visitor.country}
          size={4}
          onChange={(event) => onVisitor({ ...visitor, country: event.target.value.toUpperCase() })}
        />
      </label>{' '}
      <label>
        <input
          type="checkbox"
          checked={visitor.loggedIn}
          onChange={(event) => onVisitor({ ...visitor, loggedIn: event.target.checked })}
        />{' '}
        Logged in
      </label>{' '}
      <label>
        <input
          type="checkbox"
          checked={visitor.mobile}
          onChange={(event) => onVisitor({ ...visitor, mobile: event.target.checked })}
        />{' '}
        Mobile
      </label>
    </fieldset>
  );
}
