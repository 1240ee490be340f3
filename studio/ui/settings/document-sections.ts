/** A settings screen's sections: each a title and the top-level fields of the document it holds. */
export interface DocumentSection {
  title: string;
  fields: readonly string[];
}

/** Brand settings, by what a manager comes to change. */
export const BRAND_SECTIONS: readonly DocumentSection[] = [
  { title: 'Identity', fields: ['name', 'displayName', 'hosts', 'languages', 'restrictedCountries'] },
  { title: 'Look and feel', fields: ['theme'] },
  { title: 'Search engines and sharing', fields: ['meta'] },
  { title: 'Features and settings', fields: ['features'] },
  { title: 'On every page', fields: ['shell'] },
  { title: 'Platform ids', fields: ['productNodeId', 'casinoIds'] },
];

/** Market settings, likewise. */
export const MARKET_SECTIONS: readonly DocumentSection[] = [
  { title: 'Market', fields: ['name', 'countryIso2Code', 'isRow', 'currencyIsoCode', 'timeZone'] },
  { title: 'Languages', fields: ['locale', 'locales', 'localeShellProps'] },
  { title: 'Player protection', fields: ['isKYCRequired', 'rulebook'] },
  { title: 'On every page', fields: ['shellProps'] },
  { title: 'Platform ids', fields: ['marketNodeId', 'casinoId', 'mobileCasinoId'] },
];

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: readonly string[];
}

/** The schema of one section: the document's schema with only the section's fields. */
export function sectionSchema<S extends ObjectSchema>(schema: S, section: DocumentSection): S {
  const properties = schema.properties ?? {};
  return {
    ...schema,
    properties: Object.fromEntries(
      section.fields.filter((field) => field in properties).map((field) => [field, properties[field]]),
    ),
    required: (schema.required ?? []).filter((field) => section.fields.includes(field)),
  };
}

const objectOf = (value: unknown) =>
  (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;

/** The section's part of a document. */
export const sectionValue = (value: unknown, section: DocumentSection) =>
  Object.fromEntries(Object.entries(objectOf(value)).filter(([field]) => section.fields.includes(field)));

/**
 * The document with the section's part replaced: its fields keep their places, a field the section
 * cleared goes, a new one comes last.
 */
export function withSection(value: unknown, section: DocumentSection, part: unknown): Record<string, unknown> {
  const document = objectOf(value);
  const edited = objectOf(part);
  const kept = Object.keys(document)
    .filter((field) => !section.fields.includes(field) || field in edited)
    .map((field) => [field, section.fields.includes(field) ? edited[field] : document[field]] as const);
  const added = Object.keys(edited)
    .filter((field) => !(field in document))
    .map((field) => [field, edited[field]] as const);
  return Object.fromEntries([...kept, ...added]);
}
