import type { Visitor } from './ExplainPanel.tsx';

/** Who the page is shown to, in Explain and the preview: their country, logged in or not, on a phone or not. */
export function VisitorPanel({ visitor, onVisitor }: { visitor: Visitor; onVisitor: (visitor: Visitor) => void }) {
  return (
    <fieldset className="panel" aria-label="visitor">
      <legend>Visitor</legend>
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
