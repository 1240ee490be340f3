export { resolveMarket, FALLBACK_CASINO_IDS, type ResolvedMarket, type Visitor, type MarketChoice } from './resolve-market.ts';
export { toIso2Country, toIso3Country, DEFAULT_COUNTRY_ISO3 } from './country-code.ts';
export {
  chooseLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_PARAMETER,
  localeCookieString,
  languageName,
  pathInLocale,
  type LocaleChoice,
  type LocaleWishes,
} from './choose-locale.ts';
