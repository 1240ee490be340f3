/**
 * The new-brand form's rules, the same in the page (errors next to the field as one types) and in the
 * API (which refuses what the page let through): plain words, each naming its field.
 */
import type { Theme } from '../schemas/index.ts';
import { SCHEMA_RULES } from './schema-rules.ts';

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

/** Why a host name is refused, or undefined. */
export function hostProblem(host: string): string | undefined {
  return SCHEMA_RULES.host.test(host)
    ? undefined
    : `"${host}" is not a web address such as royalflush.com: letters, digits and hyphens, with a dot`;
}

export function colourProblem(colour: string): string | undefined {
  return COLOUR.test(colour) ? undefined : `"${colour}" is not a colour such as #1f6f5c`;
}

/** A whole positive number typed in a field, or undefined. */
export function positiveIdOf(text: string | number | undefined): number | undefined {
  const id = typeof text === 'number' ? text : Number(String(text ?? '').trim());
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
