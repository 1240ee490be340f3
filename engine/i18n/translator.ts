export type Language = 'en' | 'zh';

/** A catalogue of one area's player-facing strings; zh must have every key en has. */
export type Messages<K extends string> = { en: Record<K, string>; zh: Record<K, string> };

export function defineMessages<K extends string>(messages: Messages<K>): Messages<K> {
  return messages;
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
  return interpolate(messages[language][key] ?? messages.en[key], values);
}

/** Money in the player's currency and locale, through Intl. */
export function formatMoney(amount: number, currencyIsoCode: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyIsoCode,
    maximumFractionDigits: amount >= 100_000 ? 0 : 2,
  }).format(amount);
}

export function formatDate(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** A blog date, DD-MM-YYYY as the CMS stores it, as a Date (UTC). */
export function parseBlogDate(date: string): Date {
  const [day, month, year] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}
