import { documentSchemas } from '../schemas/index.ts';

/** A schema's pattern as ajv reads it (a Unicode regular expression): the one definition of the rule. */
const patternOf = (schema: { pattern: string }) => new RegExp(schema.pattern, 'u');

/**
 * The rules the studio's forms check as one types, taken from the schemas that validate the files
 * (market.schema.json, brand.schema.json): the page, the API and `cli validate` never disagree.
 */
export const SCHEMA_RULES = {
  /** A market's locale: `en`, `en-GB`. */
  locale: patternOf(documentSchemas.market.properties.locale),
  /** A market's currency: `EUR`. */
  currency: patternOf(documentSchemas.market.properties.currencyIsoCode),
  /** A brand's production host name: `royalflush.com`. */
  host: patternOf(documentSchemas.brand.properties.hosts.items),
} as const;
