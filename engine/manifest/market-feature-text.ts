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

/** What is wrong with a market's localeFeatureText, each with its pointer in the market file. */
export function localeFeatureTextProblems(features: Features, market: MarketManifest): { pointer: string; rule: string }[] {
  const others = market.locales.slice(1);
  return Object.entries(market.localeFeatureText ?? {}).flatMap(([locale, text]) => [
    ...(others.includes(locale)
      ? []
      : [
          {
            pointer: `/localeFeatureText/${locale}`,
            rule: `"${locale}" is not one of the market's other locales (${others.join(', ') || 'it has none'})`,
          },
        ]),
    ...(text.support && !features.support
      ? [
          {
            pointer: `/localeFeatureText/${locale}/support`,
            rule: 'the brand offers no customer support (features.support in brand.json): there is no support text to translate',
          },
        ]
      : []),
  ]);
}
