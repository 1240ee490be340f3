import { cachedFormat } from './intl-formats.ts';

/** The values a message's placeholders take: `{count}` from `{ count: 3 }`. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/**
 * A message compiled at build time (engine/i18n/icu): its text when it has no placeholder, else a
 * function of the values and the reader's locale (plurals and numbers follow the locale, fr-CA's
 * `1 234,50 $`). No ICU parser reaches the browser: only these helpers, which the compiled code calls.
 */
export type CompiledMessage = string | ((values: MessageValues, locale: string) => string);

type Cases = Readonly<Record<string, (pound: string) => string>>;

/** `{n, plural, =0 {…} one {…} other {…}}` (and `selectordinal`): an exact `=n` case first, then the locale's category, else `other`. */
export function plural(locale: string, value: unknown, offset: number, ordinal: boolean, cases: Cases): string {
  const n = Number(value);
  const exact = cases[`=${n}`];
  if (exact) return exact(number(locale, n - offset));
  const category = cachedFormat(Intl.PluralRules, locale, { type: ordinal ? 'ordinal' : 'cardinal' }).select(n - offset);
  return (cases[category] ?? cases.other!)(number(locale, n - offset));
}

/** `{key, select, a {…} other {…}}`. */
export function select(value: unknown, cases: Cases): string {
  return (cases[String(value)] ?? cases.other!)('');
}

/** `{n, number}`, `{n, number, percent}`, `{n, number, ::currency/CAD}`: Intl.NumberFormat in the reader's locale. */
export function number(locale: string, value: unknown, options: Intl.NumberFormatOptions = {}): string {
  return cachedFormat(Intl.NumberFormat, locale, options).format(Number(value));
}

/** `{d, date, long}` and `{d, time, short}`: Intl.DateTimeFormat in the reader's locale. */
export function dateTime(locale: string, value: unknown, options: Intl.DateTimeFormatOptions): string {
  return cachedFormat(Intl.DateTimeFormat, locale, options).format(value instanceof Date ? value : new Date(value as string));
}
