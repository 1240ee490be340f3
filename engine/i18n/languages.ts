/** A language with strings: a folder of messages/ (en, zh, fr), or the pseudo-locale made from English. */
export type Language = string;

/** The language every other translates: its files define the keys and placeholders. */
export const SOURCE_LANGUAGE: Language = 'en';

/**
 * The pseudo-locale (en-XA, as Android and Chrome name it): English accented and about a third longer,
 * built from English's files, for seeing on a screen which text overflows or is cut.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** The language whose strings a locale reads: its language subtag (fr-CA → fr, zh → zh), the pseudo-locale itself. */
export function languageOfLocale(locale: string): Language {
  if (locale === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return (locale.split('-')[0] ?? SOURCE_LANGUAGE).toLowerCase();
}
