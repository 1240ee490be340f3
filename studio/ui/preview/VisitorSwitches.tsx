import type { Visitor } from './ExplainPanel.tsx';

/** The visitor's country, typed as a code (capitals whatever is typed). */
export function VisitorCountry({
  ariaLabel,
  size,
  visitor,
  onVisitor,
}: {
  ariaLabel: string;
  size: number;
  visitor: Visitor;
  onVisitor: (visitor: Visitor) => void;
}) {
  return (
    <label>
      Country{' '}
      <input
        aria-label={ariaLabel}
        value={visitor.country}
        size={size}
        onChange={(event) => onVisitor({ ...visitor, country: event.target.value.toUpperCase() })}
      />
    </label>
  );
}

/** A yes-or-no of the visitor (logged in, on a phone), as a checkbox with its label. */
export function VisitorToggle({
  field,
  label,
  ariaLabel,
  visitor,
  onVisitor,
}: {
  field: 'loggedIn' | 'mobile';
  label: string;
  ariaLabel?: string;
  visitor: Visitor;
  onVisitor: (visitor: Visitor) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        aria-label={ariaLabel}
        checked={visitor[field]}
        onChange={(event) => onVisitor({ ...visitor, [field]: event.target.checked })}
      />{' '}
      {label}
    </label>
  );
}
