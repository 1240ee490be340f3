/**
 * The new-brand form's rules, the same in the page (errors next to the field as one types) and in the
 * API (which refuses what the page let through): plain words, each naming its field.
 */
import type { Theme } from '../../schemas/index.ts';
import { phoneCasinoIdRepeatsDesktop } from '../../engine/manifest/index.ts';
import { positiveIdOf } from './positive-id.ts';
import { fieldErrorsOf, schemaFieldProblems } from './schema-field-problems.ts';

export type Palette = Theme['palette'];
export type FontRole = keyof Theme['fonts'];
export const FONT_ROLES: readonly FontRole[] = ['display', 'body', 'accent'];

/** The web addresses typed in a box, one a line or separated by commas or spaces, as host names. */
export function hostsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((entry) =>
          entry
            .trim()
            .toLowerCase()
            .replace(/^https?:\/\//, '')
            .replace(/\/.*$/, ''),
        )
        .filter(Boolean),
    ),
  ];
}

/** Where the schema's rules land in the new-brand form: brand.json's hosts, the first market's locale. */
const SCHEMA_FIELD_ROUTES = { hosts: 'hosts', locale: 'market.locale' } as const;
export type NewBrandSchemaField = (typeof SCHEMA_FIELD_ROUTES)[keyof typeof SCHEMA_FIELD_ROUTES];

/**
 * The new brand's web addresses and first market's locale checked by the schemas (through ajv), each
 * problem keyed by the form field it concerns: the page shows it there, the API refuses naming it.
 */
export function newBrandSchemaErrors(hosts: string[], locale: string | undefined) {
  return fieldErrorsOf(schemaFieldProblems(locale === undefined ? { hosts } : { hosts, locale }), SCHEMA_FIELD_ROUTES);
}

/** What is wrong with a palette colour, by theme.schema.json's rule; undefined: nothing. */
export function colourProblem(colour: string): string | undefined {
  return schemaFieldProblems({ colour })[0]?.message;
}

/** The new brand's ids as typed (or as the API receives them); the market's node id only with a market. */
export interface NewBrandIds {
  casinoId: unknown;
  mobileCasinoId: unknown;
  market?: { country?: unknown; nodeId?: unknown };
}
export type NewBrandIdField = 'casinoId' | 'mobileCasinoId' | 'market.nodeId';

/** What is wrong with the new brand's casino ids and its first market's node id, each by its form field. */
export function newBrandIdErrors({ casinoId, mobileCasinoId, market }: NewBrandIds) {
  const errors: Partial<Record<NewBrandIdField, string>> = {};
  if (!positiveIdOf(casinoId)) errors.casinoId = 'Enter the desktop casino id the platform team gave you, a whole number.';
  if (!positiveIdOf(mobileCasinoId)) errors.mobileCasinoId = 'Enter the phone casino id, a whole number.';
  else if (phoneCasinoIdRepeatsDesktop(positiveIdOf(casinoId), positiveIdOf(mobileCasinoId)))
    errors.mobileCasinoId = 'The phone casino id must differ from the desktop one.';
  if (market?.country && !positiveIdOf(market.nodeId)) errors['market.nodeId'] = 'The content node id is a whole number.';
  return errors;
}
