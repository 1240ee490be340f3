import { FieldLabel, type BaseField, type CustomFieldRender, type Overrides } from '@puckeditor/core';
import type { ReactNode } from 'react';
import type { CustomRenderers, FieldHelp } from './schema-fields.ts';

type CustomProps = Parameters<CustomFieldRender<unknown>>[0];

/** The schema's description under a field: what the value does on the site. */
function Help({ field, id }: { field: { metadata?: FieldHelp }; id?: string }) {
  const help = field.metadata?.help;
  return help ? (
    <p className="field-help" id={id ? `${id}-help` : undefined}>
      {help}
    </p>
  ) : null;
}

/** A CSS colour: the browser's colour picker beside the value as text. */
function ColourField({ field, id, value, onChange, readOnly }: CustomProps) {
  const colour = typeof value === 'string' ? value : '';
  return (
    <FieldLabel label={field.label ?? ''} el="div" readOnly={readOnly}>
      <div className="colour-field">
        <input
          type="color"
          aria-label={`${field.label ?? ''} picker`}
          value={/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#000000'}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          aria-label={field.label}
          value={colour}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <Help field={field} id={id} />
    </FieldLabel>
  );
}

/** An image under the brand's assets/ folder: its path, and the picture it names. */
function AssetField({ field, id, value, onChange, readOnly }: CustomProps) {
  const path = typeof value === 'string' ? value : '';
  return (
    <FieldLabel label={field.label ?? ''} el="div" readOnly={readOnly}>
      <input
        id={id}
        aria-label={field.label}
        className="asset-path"
        value={path}
        placeholder="assets/…"
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
      <Help field={field} id={id} />
    </FieldLabel>
  );
}

/** A list of short texts, one a line. */
function LinesField({ field, id, value, onChange, readOnly }: CustomProps) {
  const lines = Array.isArray(value) ? (value as string[]) : [];
  return (
    <FieldLabel label={field.label ?? ''} el="div" readOnly={readOnly}>
      <textarea
        id={id}
        aria-label={field.label}
        rows={Math.max(3, lines.length + 1)}
        value={lines.join('\n')}
        readOnly={readOnly}
        onChange={(event) =>
          onChange(event.target.value.split('\n').filter((line, index, all) => line || index < all.length - 1))
        }
      />
      <p className="field-help">One a line.</p>
      <Help field={field} id={id} />
    </FieldLabel>
  );
}

/** Several of a fixed set: a checkbox each; the chosen keep their order, a new one goes last. */
function ChoicesField({ field, value, onChange, readOnly }: CustomProps) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const choices = (field.metadata as FieldHelp | undefined)?.choices ?? [];
  return (
    <fieldset className="choices-field">
      <legend>{field.label}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="checkbox"
            checked={chosen.includes(choice.value)}
            disabled={readOnly}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, choice.value] : chosen.filter((item) => item !== choice.value))
            }
          />{' '}
          {choice.label}
        </label>
      ))}
      <Help field={field} />
    </fieldset>
  );
}

export const customRenderers: CustomRenderers = {
  colour: ColourField,
  asset: AssetField,
  lines: LinesField,
  choices: ChoicesField,
};

/** Puck's own widget with the schema's description under it. */
const withHelp = ({ field, id, children }: { field: BaseField; id?: string; children: ReactNode }) => (
  <div>
    {children}
    <Help field={field} id={id} />
  </div>
);

/** Every built-in field type shows its help. */
export const fieldTypesWithHelp: Partial<Overrides['fieldTypes']> = {
  text: withHelp,
  textarea: withHelp,
  select: withHelp,
  radio: withHelp,
  number: withHelp,
};
