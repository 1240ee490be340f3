/**
 * The add-market request's own rules, the same on the page (next to each field as one types) and in
 * the API (which refuses what the page let through, naming the field): one wording for both. The
 * locale's and currency's rules are the market schema's; what depends on the brand (a country or node
 * taken, the brand's casino ids) the page checks besides, and `market add` refuses in the API.
 */
import { positiveIdOf } from './positive-id.ts';
import { fieldErrorsOf, schemaFieldProblems } from './schema-field-problems.ts';

/** A market's fields as the form holds them or the API receives them. */
export interface MarketRequestFields {
  locale?: unknown;
  currency?: unknown;
  nodeId?: unknown;
  casinoId?: unknown;
  mobileCasinoId?: unknown;
}
export type MarketRequestField = keyof MarketRequestFields;

/** Where the market schema's rules land in the add-market form. */
const SCHEMA_FIELD_ROUTES = { locale: 'locale', currencyIsoCode: 'currency' } as const;

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
const given = (value: unknown) => textOf(value) !== '';

/**
 * What is wrong with each field of a market request, in plain words a brand manager can act on; the
 * locale and the content node id are needed, a currency and casino ids are checked when given.
 */
export function marketRequestErrors(fields: MarketRequestFields): Partial<Record<MarketRequestField, string>> {
  const locale = textOf(fields.locale);
  const currency = textOf(fields.currency);
  const errors: Partial<Record<MarketRequestField, string>> = fieldErrorsOf(
    schemaFieldProblems({ ...(locale ? { locale } : {}), ...(currency ? { currencyIsoCode: currency } : {}) }),
    SCHEMA_FIELD_ROUTES,
  );
  if (!locale) errors.locale = 'Give the language and country, such as en-IE.';
  if (!given(fields.nodeId)) errors.nodeId = 'Give the content node that holds this market’s pages.';
  else if (!positiveIdOf(fields.nodeId)) errors.nodeId = 'The content node id is a whole number above 0, such as 1106.';
  if (given(fields.casinoId) && !positiveIdOf(fields.casinoId))
    errors.casinoId = 'The desktop casino id is a whole number above 0, such as 3568.';
  if (given(fields.mobileCasinoId) && !positiveIdOf(fields.mobileCasinoId))
    errors.mobileCasinoId = 'The phone casino id is a whole number above 0, such as 3569.';
  return errors;
}
