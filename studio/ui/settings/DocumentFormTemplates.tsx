import {
  ariaDescribedByIds,
  buttonId,
  descriptionId,
  errorId,
  type ArrayFieldItemButtonsTemplateProps,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type FieldErrorProps,
  type FieldProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type RJSFSchema,
  type TemplatesType,
  type WidgetProps,
} from '@rjsf/utils';
import { createContext, useContext } from 'react';
import { componentPropsSchemas } from '../../../schemas/index.ts';
import { DOCUMENT_WIDGETS, FONT_FIELD, SHELL_SUMMARY_FIELD } from './document-ui-schema.ts';
import { CountryOptions } from '../common/CountryOptions.tsx';
import { BrandImagesContext } from '../page-editor/brand-images-context.ts';
import { PictureUpload } from '../page-editor/PictureUpload.tsx';
import { componentTitleOf, humanise } from '../../shared/component-titles.ts';
import type { PropSchema } from '../page-editor/schema-fields.ts';
import type { FontChoice } from '../common/studio-client.ts';
import { isColour } from '../../shared/schema-field-problems.ts';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** The last step of a field's path is a number when the field is an item of a list. */
const itemIndexOf = (path: readonly (string | number)[]) => {
  const last = path[path.length - 1];
  return typeof last === 'number' ? last : undefined;
};
/** An item of a list, named for people: "Web address 2". */
const itemName = (schema: RJSFSchema, index: number) => `${lowerFirst(schema.title ?? 'item')} ${index + 1}`;

/**
 * A document's field as the studio's own forms draw theirs (studio/ui/common/FormField.tsx): the title as
 * its label, the control, the description under it as help, and the error, in plain words, beside.
 * A checkbox carries its own label; a set of checkboxes is a group named by the title.
 */
function FieldTemplate({
  id,
  label,
  children,
  errors,
  rawDescription,
  hidden,
  displayLabel,
  schema,
  fieldPathId,
}: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  const index = itemIndexOf(fieldPathId.path);
  const shownLabel = index === undefined ? label : `${schema.title ?? label} ${index + 1}`;
  const help = rawDescription ? (
    <small className="field-help" id={descriptionId(id)}>
      {rawDescription}
    </small>
  ) : null;
  if (schema.type === 'boolean') {
    return (
      <div className="field">
        {children}
        {help}
        {errors}
      </div>
    );
  }
  if (!displayLabel) {
    return (
      <>
        {children}
        {errors}
      </>
    );
  }
  if (schema.type === 'array') {
    return (
      <fieldset className="field">
        <legend>{shownLabel}</legend>
        {children}
        {help}
        {errors}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{shownLabel}</label>
      {children}
      {help}
      {errors}
    </div>
  );
}

/**
 * A group of fields under its title, what it is for under that; the document itself is named by the
 * editor's heading, so its own type name ("BrandManifest") is never shown.
 */
function ObjectFieldTemplate({ title, schema, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const fields = properties.map((property) => property.content);
  if (fieldPathId.path.length === 0) return <div id={fieldPathId.$id}>{fields}</div>;
  return (
    <fieldset className="field-group" id={fieldPathId.$id}>
      <legend>{title}</legend>
      {schema.description && (
        <small className="field-help" id={descriptionId(fieldPathId)}>
          {schema.description}
        </small>
      )}
      {fields}
    </fieldset>
  );
}

/** A field's errors, in plain words, announced as they appear. */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (!shown.length) return null;
  return (
    <span id={errorId(fieldPathId)} className="error" role="alert">
      {shown.join('; ')}
    </span>
  );
}

/** A list: its title, what it holds, its items, and a button that says what it adds ("Add web address"). */
function ArrayFieldTemplate({
  title,
  schema,
  items,
  canAdd,
  onAddClick,
  disabled,
  readonly,
  fieldPathId,
}: ArrayFieldTemplateProps) {
  const item = (schema.items ?? {}) as RJSFSchema;
  return (
    <fieldset className="field-list" id={fieldPathId.$id}>
      <legend>{title}</legend>
      {schema.description && (
        <small className="field-help" id={descriptionId(fieldPathId)}>
          {schema.description}
        </small>
      )}
      <div className="field-list-items">{items}</div>
      {canAdd && (
        <button type="button" id={buttonId(fieldPathId, 'add')} onClick={onAddClick} disabled={disabled || readonly}>
          Add {lowerFirst(item.title ?? 'item')}
        </button>
      )}
    </fieldset>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar }: ArrayFieldItemTemplateProps) {
  return (
    <div className="field-list-item">
      <div className="field-list-item-value">{children}</div>
      {hasToolbar && (
        <div className="field-list-item-buttons">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

/** Move and remove, each named for the item it acts on ("Remove web address 2"). */
function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { schema, index, fieldPathId, disabled, readonly, hasMoveUp, hasMoveDown, hasRemove } = props;
  const name = itemName(schema, index);
  const off = disabled || readonly;
  return (
    <>
      {(hasMoveUp || hasMoveDown) && (
        <>
          <button
            type="button"
            id={buttonId(fieldPathId, 'moveUp')}
            aria-label={`Move ${name} up`}
            disabled={off || !hasMoveUp}
            onClick={props.onMoveUpItem}
          >
            ↑
          </button>
          <button
            type="button"
            id={buttonId(fieldPathId, 'moveDown')}
            aria-label={`Move ${name} down`}
            disabled={off || !hasMoveDown}
            onClick={props.onMoveDownItem}
          >
            ↓
          </button>
        </>
      )}
      {hasRemove && (
        <button
          type="button"
          id={buttonId(fieldPathId, 'remove')}
          aria-label={`Remove ${name}`}
          disabled={off}
          onClick={props.onRemoveItem}
        >
          Remove
        </button>
      )}
    </>
  );
}

/** A yes/no value: the box with the title beside it; the help is under both (FieldTemplate). */
function CheckboxWidget({ id, value, label, disabled, readonly, autofocus, onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <label className="checkbox-field">
      <input
        type="checkbox"
        id={id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />{' '}
      {label}
    </label>
  );
}

/** A CSS colour: the browser's colour picker beside the value as text. */
function ColourWidget({ id, value, label, disabled, readonly, onChange }: WidgetProps) {
  const colour = typeof value === 'string' ? value : '';
  return (
    <div className="colour-field">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={isColour(colour) ? colour : '#000000'}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        value={colour}
        readOnly={readonly}
        disabled={disabled}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A country by its name; the value is its ISO code. */
function CountryWidget({ id, value, disabled, readonly, onChange }: WidgetProps) {
  const code = typeof value === 'string' ? value : '';
  return (
    <select
      id={id}
      value={code}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">Choose a country</option>
      <CountryOptions kept={code} />
    </select>
  );
}

/** A picture of the brand: one of its images, shown, or a new upload (a draft until Save). */
function AssetWidget({ id, value, label, disabled, readonly, onChange }: WidgetProps) {
  const path = typeof value === 'string' ? value : '';
  const { images } = useContext(BrandImagesContext);
  const shown = images.find((image) => image.path === path);
  return (
    <div className="asset-field">
      {shown && <img className="asset-shown" src={shown.src} alt={`${label} now: ${path}`} />}
      <select
        id={id}
        value={path}
        disabled={disabled || readonly}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">None</option>
        {!shown && path && <option value={path}>{path} (missing)</option>}
        {images.map((image) => (
          <option key={image.path} value={image.path}>
            {image.path.replace(/^assets\//, '')}
            {image.draft ? ' (new, unsaved)' : ''}
          </option>
        ))}
      </select>
      <PictureUpload disabled={disabled || readonly} onUploaded={onChange} />
    </div>
  );
}

/** The font packages installed with the site (undefined while the studio is asked), for the font fields. */
export const InstalledFontsContext = createContext<readonly FontChoice[] | undefined>(undefined);

type Font = Partial<Record<'family' | 'package' | 'fallback', string>>;

/**
 * A theme's font, chosen by name from the installed font packages as New brand offers them; the
 * family and fallback come with the choice. A font whose package is not installed stays as it is,
 * with a note saying what visitors see instead.
 */
function FontField({ schema, formData, onChange, fieldPathId, disabled, readonly }: FieldProps) {
  const installed = useContext(InstalledFontsContext);
  const font = (formData ?? {}) as Font;
  const id = fieldPathId.$id;
  const title = schema.title ?? 'Font';
  const chosen = installed?.find((choice) => choice.package === font.package);
  const notInstalled = installed !== undefined && Boolean(font.package) && !chosen;
  const change = (next: Font) => onChange(next, fieldPathId.path);
  const described = [schema.description && descriptionId(id), notInstalled && `${id}-not-installed`].filter(Boolean).join(' ');
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{title}</label>
        <select
          id={id}
          value={font.package ?? ''}
          disabled={disabled || readonly || !installed}
          aria-describedby={described || undefined}
          onChange={(event) => {
            const choice = installed?.find((one) => one.package === event.target.value);
            if (choice) change({ family: choice.family, package: choice.package, fallback: choice.fallback });
          }}
        >
          {!font.package && <option value="">Choose a font</option>}
          {!chosen && font.package && (
            <option value={font.package}>
              {font.family ?? font.package}
              {installed ? ' (not installed)' : ''}
            </option>
          )}
          {installed?.map((choice) => (
            <option key={choice.package} value={choice.package}>
              {choice.family}
              {choice.variable ? '' : ' (three weights)'}
            </option>
          ))}
        </select>
        {schema.description && (
          <small className="field-help" id={descriptionId(id)}>
            {schema.description} From the fonts installed with the site.
          </small>
        )}
        {notInstalled && (
          <small className="field-note" id={`${id}-not-installed`}>
            {font.family ?? font.package} is not installed with the site ({font.package}), so visitors see the fallback fonts
            instead. Choose an installed font, or install its package.
          </small>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-fallback`}>{title}: fallback fonts</label>
        <input
          id={`${id}-fallback`}
          value={font.fallback ?? ''}
          readOnly={readonly}
          disabled={disabled}
          aria-describedby={`${id}-fallback-help`}
          onChange={(event) => change({ ...font, fallback: event.target.value })}
        />
        <small className="field-help" id={`${id}-fallback-help`}>
          The fonts visitors see until this one has loaded.
        </small>
      </div>
    </>
  );
}

const componentSchemas = componentPropsSchemas as Record<string, PropSchema | undefined>;
const componentName = (alias: string) => componentTitleOf(alias, componentSchemas[alias] ?? {}).title;

/**
 * The parts on every page (the brand's shell), or a market's own copy for them, as a list of names: a
 * brand manager reads which they are; their settings are not a form of component records.
 */
function ShellSummaryField({ schema, formData, fieldPathId }: FieldProps) {
  const lists: [string, string[]][] = Array.isArray((formData as { before?: unknown } | undefined)?.before)
    ? Object.entries(schema.properties ?? {}).map(([key, part]) => [
        (part as RJSFSchema).title ?? humanise(key),
        ((formData as Record<string, { alias: string }[]>)[key] ?? []).map((record) => componentName(record.alias)),
      ])
    : [["Parts with this market's own copy", Object.keys((formData as object | undefined) ?? {}).map(humanise)]];
  return (
    <fieldset className="field-list" id={fieldPathId.$id}>
      <legend>{schema.title}</legend>
      <small className="field-help">{schema.description}</small>
      <dl className="shell-summary">
        {lists.map(([title, names]) => (
          <div key={title}>
            <dt>{title}</dt>
            <dd>{names.length ? names.join(', ') : 'none'}</dd>
          </div>
        ))}
      </dl>
    </fieldset>
  );
}

export const documentTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
};
export const documentWidgets: RegistryWidgetsType = {
  CheckboxWidget,
  [DOCUMENT_WIDGETS.colour]: ColourWidget,
  [DOCUMENT_WIDGETS.country]: CountryWidget,
  [DOCUMENT_WIDGETS.asset]: AssetWidget,
};
export const documentFields: RegistryFieldsType = { [SHELL_SUMMARY_FIELD]: ShellSummaryField, [FONT_FIELD]: FontField };
