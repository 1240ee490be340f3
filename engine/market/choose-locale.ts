import { languageOfLocale, PSEUDO_LOCALE } from '../i18n/index.ts';

/** What the visitor said about their language, each optional and unchecked: only a locale the market offers counts. */
export interface LocaleWishes {
  /** Asked for in the address (`?locale=fr-CA`, a language link or a search engine's hreflang alternate). */
  asked?: string;
  /** Remembered from an earlier choice (the `locale` cookie). */
  remembered?: string;
  /** The logged-in player's language on the platform (the account's `languageCode`, `fr`). */
  profileLanguage?: string;
  /**
   * Whether the pseudo-locale (en-XA) may be asked for besides the market's locales: on the sandbox,
   * for checking layouts with longer text; never where players are.
   */
  pseudo?: boolean;
}

/** Why the page is in its locale: asked for in the address, remembered, the player's, or the market's default. */
export type LocaleChoice = 'asked' | 'remembered' | 'profile' | 'default';

/** The cookie a visitor's choice of language is remembered in, for a year. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** The address parameter a language link sets: `?locale=fr-CA`. */
export const LOCALE_PARAMETER = 'locale';

/**
 * The locale a page is in, of the market's locales (the first its default): asked for in the address,
 * else remembered, else the logged-in player's language, else the default. A wish the market does not
 * offer (another market's locale, a made-up one) is passed over, never served.
 */
export function chooseLocale(locales: readonly string[], wishes: LocaleWishes): { locale: string; choice: LocaleChoice } {
  const offering = wishes.pseudo ? [...locales, PSEUDO_LOCALE] : locales;
  const offered = (wish: string | undefined) => (wish === undefined ? undefined : offering.find((locale) => locale === wish));
  const asked = offered(wishes.asked);
  if (asked) return { locale: asked, choice: 'asked' };
  const remembered = offered(wishes.remembered);
  if (remembered) return { locale: remembered, choice: 'remembered' };
  const profile = wishes.profileLanguage?.toLowerCase();
  const players = profile ? locales.find((locale) => languageOfLocale(locale) === profile) : undefined;
  if (players) return { locale: players, choice: 'profile' };
  return { locale: locales[0]!, choice: 'default' };
}

/** The cookie that remembers a choice of locale, as `document.cookie` takes it: first party, whole site, a year. */
export function localeCookieString(locale: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A path of the site in a locale: the real link a language choice is (`/promotions?locale=fr-CA`). */
export const pathInLocale = (path: string, locale: string) => `${path}?${new URLSearchParams({ [LOCALE_PARAMETER]: locale })}`;

/** The locale's own name for its language, as a person reading it looks for it: English, Français, 中文. */
export function languageName(locale: string): string {
  const name =
    new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(languageOfLocale(locale)) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
