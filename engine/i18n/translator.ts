import { cachedFormat } from './intl-formats.ts';
import { languageOfLocale, SOURCE_LANGUAGE, type Language } from './languages.ts';
import type { CompiledMessage, MessageValues } from './message-runtime.ts';

/**
 * One area's player-facing strings (messages/<language>/<area>.json, compiled at build time): English,
 * which the code reading them carries, and any other language once `addLanguage` has it.
 */
export interface Messages<K extends string> {
  area: string;
  en: Readonly<Record<K, CompiledMessage>>;
}

/**
 * A catalogue from its area's English strings. Marked free of side effects so the bundler leaves out
 * every catalogue no code on the page reads: the safer gambling and game strings travel with their
 * code-split windows, not in a phone's first load.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineMessages<K extends string>(area: string, en: Readonly<Record<string, CompiledMessage>>): Messages<K> {
  return { area, en: en as Readonly<Record<K, CompiledMessage>> };
}

type LanguageStrings = Readonly<Record<string, Readonly<Record<string, CompiledMessage>>>>;
const languages = new Map<Language, LanguageStrings>();

/** Every area's strings of one language, for `translate` (loadLanguage calls it with the language's chunk). */
export function addLanguage(language: Language, areas: LanguageStrings): void {
  languages.set(language, areas);
}

/**
 * A message in the locale's language, its placeholders filled from values; plurals, numbers and dates
 * follow the locale (fr-CA: `1 234,50 $`). English until the language's strings are added.
 */
export function translate<K extends string>(messages: Messages<K>, locale: string, key: K, values: MessageValues = {}): string {
  const language = languageOfLocale(locale);
  const translated = language === SOURCE_LANGUAGE ? undefined : languages.get(language)?.[messages.area]?.[key];
  const message = translated ?? messages.en[key];
  return typeof message === 'string' ? message : message(values, locale);
}

/**
 * `{name}` placeholders of a brand-written template (a verification e-mail's subject) filled from
 * values; the player-facing strings are ICU messages, compiled instead.
 */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Money in the player's currency and locale, through Intl. */
export function formatMoney(amount: number, currencyIsoCode: string, locale: string): string {
  return cachedFormat(Intl.NumberFormat, locale, {
    style: 'currency',
    currency: currencyIsoCode,
    maximumFractionDigits: amount >= 100_000 ? 0 : 2,
  }).format(amount);
}

/**
 * Money with its sign always shown, as a net position reads: "+£1.50", "−£1.00" (a true minus sign,
 * U+2212), "£0.00" with none.
 */
export function formatSignedMoney(amount: number, currencyIsoCode: string, locale: string): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  return `${sign}${formatMoney(Math.abs(amount), currencyIsoCode, locale)}`;
}

export function formatDate(date: Date | string, locale: string): string {
  return cachedFormat(Intl.DateTimeFormat, locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** A time of day (hours and minutes) in the locale. */
export function formatTime(date: Date | string, locale: string): string {
  return cachedFormat(Intl.DateTimeFormat, locale, { hour: 'numeric', minute: '2-digit' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** A moment as a date and a time of day in the locale and the reader's time zone ("1 December 2026 at 14:05"). */
export function formatDateTime(date: Date | string, locale: string): string {
  return cachedFormat(Intl.DateTimeFormat, locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** A blog date, DD-MM-YYYY as the CMS stores it, as a Date (UTC). */
export function parseBlogDate(date: string): Date {
  const [day, month, year] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}
