import countries from 'i18n-iso-countries';

/** A market the brand has already, as the matrix reads it. */
export interface KnownMarket {
  country?: string | null;
  locale?: string;
  currency?: string;
  nodeId?: number;
  isRow?: boolean;
}

export interface MarketSuggestion {
  locale: string;
  currency: string;
  nodeId: number;
}

/**
 * The currency each country pays in, for the countries a casino brand is likely to open; any other
 * country gets the brand's rest-of-world currency.
 */
const CURRENCY_OF_COUNTRY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES'].map(
      (country) => [country, 'EUR'],
    ),
  ),
  GB: 'GBP',
  CA: 'CAD',
  NZ: 'NZD',
  AU: 'AUD',
  US: 'USD',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  CH: 'CHF',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
  ZA: 'ZAR',
  BR: 'BRL',
  MX: 'MXN',
};
/** The currency of a brand that has no rest-of-world market yet. */
const FALLBACK_CURRENCY = 'EUR';
/** The language of a brand that has no market yet. */
const FALLBACK_LANGUAGE = 'en';

/** Every country a market can serve, by its English name, A to Z. */
export function countryOptions(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const languageOf = (locale: string | undefined) => locale?.split('-')[0];

/**
 * What a new market for `country` most likely needs, from the country and the brand's other markets:
 * the country's own language when the brand already speaks it, else the language most of the brand's
 * markets speak, with the country (`en-IE`); the country's currency, else the rest-of-world market's;
 * and the next content node id after the brand's highest that no market of any brand uses.
 */
export function suggestMarket(
  country: string,
  brandMarkets: readonly KnownMarket[],
  usedNodeIds: readonly number[] = [],
): MarketSuggestion {
  const spoken = brandMarkets.map((market) => languageOf(market.locale)).filter((language) => language !== undefined);
  const countryLanguage = new Intl.Locale('und', { region: country }).maximize().language;
  const counts = new Map<string, number>();
  for (const language of spoken) counts.set(language, (counts.get(language) ?? 0) + 1);
  const mostSpoken = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? FALLBACK_LANGUAGE;
  const language = spoken.includes(countryLanguage) ? countryLanguage : mostSpoken;

  const restOfWorld = brandMarkets.find((market) => market.isRow)?.currency;
  const currency = CURRENCY_OF_COUNTRY[country] ?? restOfWorld ?? FALLBACK_CURRENCY;

  const ownIds = brandMarkets.map((market) => market.nodeId).filter((id) => id !== undefined);
  const used = new Set([...ownIds, ...usedNodeIds]);
  let nodeId = ownIds.length ? Math.max(...ownIds) + 1 : 1;
  while (used.has(nodeId)) nodeId += 1;
  return { locale: `${language}-${country}`, currency, nodeId };
}
