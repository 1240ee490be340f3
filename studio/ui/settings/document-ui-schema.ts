import type { UiSchema } from '@rjsf/utils';
import { stringKind, type PropSchema } from '../page-editor/schema-fields.ts';

/** The widgets the studio adds to the form renderer's own (studio/ui/settings/DocumentFormTemplates.tsx). */
export const DOCUMENT_WIDGETS = { colour: 'colour', asset: 'asset', country: 'country' } as const;
/** A theme's font (family, package, fallback), chosen from the installed font packages. */
export const FONT_FIELD = 'font';
/** The read-only list the brand's shell and a market's shell copy are shown as: their words are not edited here. */
export const SHELL_SUMMARY_FIELD = 'shellSummary';

/** Properties shown as a list of the parts on every page, not as a form of component records. */
const SHELL_PROPERTIES = new Set(['shell', 'shellProps']);
const COUNTRY_PATTERN = '^[A-Z]{2}$';
const FONT_PACKAGE_PATTERN = /^\^@fontsource/;
/** A string, or a string that may be null (a rest-of-world market's country). */
const mayBeString = (schema: PropSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** "en" → "English": an enum of language codes is offered by the languages' names. */
function enumNamesOf(values: readonly unknown[]): string[] | undefined {
  if (!values.every((value) => typeof value === 'string' && /^[a-z]{2}$/.test(value))) return undefined;
  return values.map((code) => languageNames.of(code as string) ?? (code as string));
}

/**
 * How the studio's form draws a document, from what its schema says of each value, as the page
 * editor does for props: paragraphs in text areas, colours with a picker, pictures from the brand's
 * images, countries by name, fonts from the installed packages, a set of languages as checkboxes. The labels are the schema's titles.
 */
export function uiSchemaOf(schema: PropSchema, name = ''): UiSchema {
  if (SHELL_PROPERTIES.has(name)) return { 'ui:field': SHELL_SUMMARY_FIELD };
  if (schema.type === 'object' && FONT_PACKAGE_PATTERN.test(schema.properties?.package?.pattern ?? ''))
    return { 'ui:field': FONT_FIELD };
  if (schema.type === 'object' && schema.properties) {
    const fields = Object.entries(schema.properties)
      .map(([key, property]): [string, UiSchema] => [key, uiSchemaOf(property, key)])
      .filter(([, ui]) => Object.keys(ui).length > 0);
    return Object.fromEntries(fields);
  }
  if (schema.type === 'array' && schema.items) {
    if (schema.items.enum) {
      const enumNames = enumNamesOf(schema.items.enum);
      return { 'ui:widget': 'checkboxes', ...(enumNames && { 'ui:enumNames': enumNames }) };
    }
    const items = uiSchemaOf(schema.items, name);
    return Object.keys(items).length ? { items } : {};
  }
  if (mayBeString(schema) && schema.pattern === COUNTRY_PATTERN) return { 'ui:widget': DOCUMENT_WIDGETS.country };
  if (schema.type === 'string') {
    const kind = stringKind(name, schema);
    if (kind === 'textarea') return { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } };
    if (kind === 'colour') return { 'ui:widget': DOCUMENT_WIDGETS.colour };
    if (kind === 'asset') return { 'ui:widget': DOCUMENT_WIDGETS.asset };
  }
  return {};
}
