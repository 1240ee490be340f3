import type { Visitor } from './ExplainPanel.tsx';
import type { MarketCell } from '../common/studio-client.ts';
import { VisitorMarket } from './VisitorMarket.tsx';
import { VisitorCountry, VisitorToggle } from './VisitorSwitches.tsx';

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
      <VisitorCountry ariaLabel="visitor country" size={4} visitor={visitor} onVisitor={onVisitor} />{' '}
      <VisitorToggle field="loggedIn" label="Logged in" visitor={visitor} onVisitor={onVisitor} />{' '}
      <VisitorToggle field="mobile" label="Mobile" visitor={visitor} onVisitor={onVisitor} />
    </fieldset>
  );
}
