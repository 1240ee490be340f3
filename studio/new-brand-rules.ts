/**
 * The new-brand form's rules, the same in the page (errors next to the field as one types) and in the
 * API (which refuses what the page let through): plain words, each naming its field.
 */
import type { Theme } from '../schemas/index.ts';
import { fieldErrorsOf, schemaFieldProblems } from './schema-field-problems.ts';

export type Palette = Theme['palette'];
export type FontRole = keyof Theme['fonts'];
export const FONT_ROLES: readonly FontRole[] = ['display', 'body', 'accent'];

const COLOUR = /^#[0-9a-fA-F]{6}$/;

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

export function colourProblem(colour: string): string | undefined {
  return COLOUR.test(colour) ? undefined : `"${colour}" is not a colour such as #1f6f5c`;
}

/** A whole positive number typed in a field, or undefined. */
export function positiveIdOf(text: string | number | undefined): number | undefined {
  const id = typeof text === 'number' ? text : Number(String(text ?? '').trim());
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
