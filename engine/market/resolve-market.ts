import type { LoadedBrand } from '../manifest/index.ts';
import type { Device, MarketManifest } from '../../schemas/index.ts';
import { DEFAULT_COUNTRY_ISO3, toIso2Country } from './country-code.ts';
import { languageOfLocale, type Language } from '../i18n/index.ts';
import type { MarketRulebook } from '../rules/index.ts';
import { chooseLocale, type LocaleChoice, type LocaleWishes } from './choose-locale.ts';

/** Casino ids used when a brand has no market to resolve to (SPEC §1). */
export const FALLBACK_CASINO_IDS = { desktop: 3568, mobile: 3569 } as const;
const FALLBACK_LOCALE = 'en';
const FALLBACK_CURRENCY = 'GBP';

export interface Visitor {
  /** The visitor's country, ISO 3166-1 two- or three-letter, any case; absent or unknown means GBR. */
  country?: string | null;
  device: Device;
  /**
   * A market the visitor asked for by id (a search engine following a page's hreflang alternate): its
   * content and locale, whatever the country. What the brand may offer still follows the country.
   */
  marketId?: string;
  /** What the visitor said about their language; the market's default locale otherwise. */
  locale?: LocaleWishes;
}

/** How the market was chosen: asked for by id, the visitor's country has a market, the rest-of-world market, or none at all. */
export type MarketChoice = 'asked' | 'country' | 'restOfWorld' | 'fallback';

export interface ResolvedMarket {
  choice: MarketChoice;
  /** The market's id (its file name), null when no market could be chosen. */
  marketId: string | null;
  /** The visitor's country as used, two-letter (GB when it was unknown). */
  country: string;
  /** Whether the visitor's country was given and recognised, rather than defaulted to GBR. */
  countryKnown: boolean;
  /** Whether the brand does not serve the visitor's country. */
  countryRestricted: boolean;
  device: Device;
  casinoId: number;
  clientTypeId: number;
  marketNodeId: number;
  /** The locale the page is in: one of `locales`, the visitor's choice or the market's default. */
  locale: string;
  /** Every locale the market offers, its default first: a page offers a link to each. */
  locales: readonly string[];
  localeChoice: LocaleChoice;
  /** The language whose strings the page reads (en, zh, fr): the locale's. */
  language: Language;
  isRow: boolean;
  isKYCRequired: boolean;
  /**
   * The regulator's rulebook the market names, with every rule's date of effect: what applies is
   * asked at the moment it matters (`ruleInForce`), so a page cached before a date keeps no stale answer.
   */
  rulebook: MarketRulebook | null;
  currencyIsoCode: string;
  /** The market's time zone (IANA): schedules are told in it. UTC where the market names none. */
  timeZone: string;
}

type BrandMarkets = Pick<LoadedBrand, 'manifest' | 'markets'>;

/** Visitor → market: the market of the visitor's country, else the rest-of-world market, else fallback ids. */
export function resolveMarket(brand: BrandMarkets, visitor: Visitor): ResolvedMarket {
  const given = toIso2Country(visitor.country);
  const country = given ?? (toIso2Country(DEFAULT_COUNTRY_ISO3) as string);
  const asked = visitor.marketId === undefined ? undefined : brand.markets.find((market) => market.id === visitor.marketId);
  const byCountry = brand.markets.find((market) => market.manifest.countryIso2Code === country);
  const restOfWorld = brand.markets.find((market) => market.manifest.isRow);
  const chosen = asked ?? byCountry ?? restOfWorld;
  const common = {
    country,
    countryKnown: given !== undefined,
    countryRestricted: brand.manifest.restrictedCountries.includes(country),
    device: visitor.device,
    clientTypeId: brand.manifest.theme.clientTypeIds[visitor.device],
  };
  if (!chosen) {
    return {
      ...common,
      choice: 'fallback',
      marketId: null,
      casinoId: FALLBACK_CASINO_IDS[visitor.device],
      marketNodeId: brand.manifest.productNodeId,
      locale: FALLBACK_LOCALE,
      locales: [FALLBACK_LOCALE],
      localeChoice: 'default',
      language: languageOfLocale(FALLBACK_LOCALE),
      isRow: true,
      isKYCRequired: brand.manifest.features.kyc.required,
      rulebook: null,
      currencyIsoCode: FALLBACK_CURRENCY,
      timeZone: 'UTC',
    };
  }
  const market: MarketManifest = chosen.manifest;
  const { locale, choice: localeChoice } = chooseLocale(market.locales, visitor.locale ?? {});
  return {
    ...common,
    choice: asked ? 'asked' : byCountry ? 'country' : 'restOfWorld',
    marketId: chosen.id,
    casinoId: visitor.device === 'mobile' ? market.mobileCasinoId : market.casinoId,
    marketNodeId: market.marketNodeId,
    locale,
    locales: market.locales,
    localeChoice,
    language: languageOfLocale(locale),
    isRow: market.isRow,
    isKYCRequired: market.isKYCRequired,
    rulebook: chosen.rulebook,
    currencyIsoCode: market.currencyIsoCode,
    timeZone: market.timeZone ?? 'UTC',
  };
}
