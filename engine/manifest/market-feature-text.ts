import type { BrandManifest, MarketManifest } from '../../schemas/index.ts';

type Features = BrandManifest['features'];

/**
 * The brand's features with a market's player-facing text in one of its locales (localeFeatureText):
 * each field given replaces the brand's (the support hours, the identity documents mail). The
 * default locale, a locale without an entry and a field left out read the brand's text.
 */
export function featuresInLocale(features: Features, market: MarketManifest | undefined, locale: string): Features {
  const text = market?.localeFeatureText?.[locale];
  if (!text) return features;
  return {
    ...features,
    kyc: { ...features.kyc, ...text.kyc },
    ...(features.support ? { support: { ...features.support, ...text.support } } : {}),
  };
}

/**
 * Why a market's copy for `locale` (localeShellProps, localeFeatureText) has no reader: the locale is
 * not one of the market's locales other than its default. Undefined when it is.
 */
export function notAnOtherLocale(market: Pick<MarketManifest, 'locales'>, locale: string): string | undefined {
  const others = market.locales.slice(1);
  return others.includes(locale)
    ? undefined
    : `"${locale}" is not one of the market's other locales (${others.join(', ') || 'it has none'})`;
}

/** What is wrong with a market's localeFeatureText, each with its pointer in the market file. */
export function localeFeatureTextProblems(features: Features, market: MarketManifest): { pointer: string; rule: string }[] {
  const problems: { pointer: string; rule: string }[] = [];
  for (const [locale, text] of Object.entries(market.localeFeatureText ?? {})) {
    const unread = notAnOtherLocale(market, locale);
    if (unread) problems.push({ pointer: `/localeFeatureText/${locale}`, rule: unread });
    if (text.support && !features.support)
      problems.push({
        pointer: `/localeFeatureText/${locale}/support`,
        rule: 'the brand offers no customer support (features.support in brand.json): there is no support text to translate',
      });
  }
  return problems;
}
