import { FieldLabel, type BaseField, type CustomFieldRender, type Overrides } from '@puckeditor/core';
import { useContext, type ReactNode } from 'react';
import { BrandImagesContext } from './brand-images-context.ts';
import { PictureUpload } from './PictureUpload.tsx';
import type { CustomRenderers, FieldHelp } from './schema-fields.ts';
import { scheduleTimeOf, wallTimeOf } from './zoned-time.ts';
import { isColour } from '../../shared/schema-field-problems.ts';

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
          value={isColour(colour) ? colour : '#000000'}
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

/** An image under the brand's assets/ folder: the picture it names, the brand's others to pick from, an upload. */
function AssetField({ field, id, value, onChange, readOnly }: CustomProps) {
  const path = typeof value === 'string' ? value : '';
  const { images } = useContext(BrandImagesContext);
  const shown = images.find((image) => image.path === path);
  return (
    <FieldLabel label={field.label ?? ''} el="div" readOnly={readOnly}>
      <div className="asset-field">
        {shown ? (
          <img className="asset-shown" src={shown.src} alt={`${field.label ?? 'image'} now: ${path}`} />
        ) : (
          path && <p className="error">The brand has no picture {path}.</p>
        )}
        <input
          id={id}
          aria-label={field.label}
          className="asset-path"
          value={path}
          placeholder="assets/…"
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
        <details>
          <summary>The brand's pictures ({images.length})</summary>
          <ul className="asset-choices" aria-label={`${field.label ?? 'image'}: the brand's pictures`}>
            {images.map((image) => (
              <li key={image.path}>
                <button type="button" aria-pressed={image.path === path} disabled={readOnly} onClick={() => onChange(image.path)}>
                  <img src={image.src} alt="" loading="lazy" />
                  <span>
                    {image.path.replace(/^assets\//, '')}
                    {image.draft ? ' (new, unsaved)' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </details>
        <PictureUpload disabled={readOnly} onUploaded={onChange} />
      </div>
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

/**
 * A schedule time, picked as a date and a time on the clocks of the market's zone; stored with that
 * day's offset from UTC, which the field shows under it. A hand-written time the site cannot read says
 * so, and a picked one replaces it.
 */
function ZonedTimeField({ field, id, value, onChange, readOnly }: CustomProps) {
  const timeZone = (field.metadata as FieldHelp | undefined)?.timeZone ?? 'UTC';
  const stored = typeof value === 'string' ? value : '';
  const wallTime = wallTimeOf(stored, timeZone);
  return (
    <FieldLabel label={field.label ?? ''} el="div" readOnly={readOnly}>
      <div className="zoned-time-field">
        <input
          id={id}
          type="datetime-local"
          aria-label={field.label}
          aria-describedby={id ? `${id}-help` : undefined}
          value={wallTime ?? ''}
          readOnly={readOnly}
          onChange={(event) => onChange(scheduleTimeOf(event.target.value, timeZone))}
        />
        {stored && !readOnly && (
          <button type="button" aria-label={`Clear ${field.label ?? 'the time'}`} onClick={() => onChange('')}>
            Clear
          </button>
        )}
      </div>
      {wallTime === undefined ? (
        <p className="error">“{stored}” is not a time the site can read: pick a date and time.</p>
      ) : (
        stored && <p className="field-help">Saved as {stored}</p>
      )}
      <Help field={field} id={id} />
    </FieldLabel>
  );
}

export const customRenderers: CustomRenderers = {
  colour: ColourField,
  asset: AssetField,
  lines: LinesField,
  choices: ChoicesField,
  zonedTime: ZonedTimeField,
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
