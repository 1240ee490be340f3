export type Language = 'en' | 'zh';

/** The language a locale speaks: zh, zh-CN … Chinese, every other locale English. */
export const languageOfLocale = (locale: string): Language => (locale.toLowerCase().startsWith('zh') ? 'zh' : 'en');

/**
 * A catalogue of one area's player-facing strings: English, which every page carries, and the other
 * languages added when a page in them is rendered (a translation has every key English has).
 */
export interface Messages<K extends string> {
  en: Record<K, string>;
  translations: Partial<Record<Exclude<Language, 'en'>, Record<K, string>>>;
}

/**
 * A catalogue from its English strings. Marked free of side effects so the bundler leaves out every
 * catalogue no code on the page reads: the safer gambling and game strings travel with their
 * code-split windows, not in a phone's first load.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineMessages<K extends string>(en: Record<K, string>): Messages<K> {
  return { en, translations: {} };
}

export function addTranslation<K extends string>(
  messages: Messages<K>,
  language: Exclude<Language, 'en'>,
  strings: Record<K, string>,
): void {
  messages.translations[language] = strings;
}

/** `{name}` placeholders filled from values. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function translate<K extends string>(
  messages: Messages<K>,
  language: Language,
  key: K,
  values?: Record<string, string | number>,
): string {
  const strings = language === 'en' ? messages.en : messages.translations[language];
  return interpolate(strings?.[key] ?? messages.en[key], values);
}

/**
 * Intl formatters are costly to build and free to reuse: a ticker counting up formats many times a
 * second. One per locale and options, built on first use.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat, O>(
  Format: new (locale: string, options: O) => F,
  locale: string,
  options: O,
): F {
  const key = `${Format.name}|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = new Format(locale, options)));
  return format;
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
