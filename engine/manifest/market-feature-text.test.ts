import { describe, expect, it } from 'vitest';
import type { BrandManifest, MarketManifest } from '../../schemas/index.ts';
import { featuresInLocale, localeFeatureTextProblems } from './market-feature-text.ts';

const features = {
  kyc: { required: true, mailAddress: 'docs@example.com', mailSubject: 'Documents: {userId}', mailBody: 'Hello, {userId}' },
  support: { email: 'help@example.com', hours: '24/7' },
} as BrandManifest['features'];

const market = {
  locale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  localeFeatureText: { 'fr-CA': { support: { hours: '24 h sur 24' }, kyc: { mailSubject: 'Documents : {userId}' } } },
} as Partial<MarketManifest> as MarketManifest;

describe("a market's brand text in the visitor's locale", () => {
  it.each<[string, MarketManifest | undefined, string, { hours?: string; subject: string; body: string }]>([
    [
      'the translated fields, the rest the brand’s',
      market,
      'fr-CA',
      { hours: '24 h sur 24', subject: 'Documents : {userId}', body: 'Hello, {userId}' },
    ],
    [
      'the default locale: the brand’s',
      market,
      'en-CA',
      { hours: '24/7', subject: 'Documents: {userId}', body: 'Hello, {userId}' },
    ],
    [
      'a locale without an entry: the brand’s',
      market,
      'de-CA',
      { hours: '24/7', subject: 'Documents: {userId}', body: 'Hello, {userId}' },
    ],
    ['no market: the brand’s', undefined, 'fr-CA', { hours: '24/7', subject: 'Documents: {userId}', body: 'Hello, {userId}' }],
  ])('%s', (_case, given, locale, expected) => {
    const read = featuresInLocale(features, given, locale);
    expect({ hours: read.support?.hours, subject: read.kyc.mailSubject, body: read.kyc.mailBody }).toEqual(expected);
    expect(read.kyc.mailAddress).toBe('docs@example.com');
    expect(read.support?.email).toBe('help@example.com');
  });

  it('gives a brand without support no support text', () => {
    const { support: _support, ...withoutSupport } = features;
    expect(featuresInLocale(withoutSupport as BrandManifest['features'], market, 'fr-CA').support).toBeUndefined();
  });
});

describe("a market's brand text, checked", () => {
  it.each<[string, Partial<MarketManifest>, BrandManifest['features'], string[]]>([
    ['text for the market’s other locale', market, features, []],
    [
      'text for a locale the market does not speak',
      { ...market, localeFeatureText: { 'de-CA': { support: { hours: '24/7' } } } },
      features,
      ['/localeFeatureText/de-CA "de-CA" is not one of the market\'s other locales (fr-CA)'],
    ],
    [
      'text for the default locale',
      { ...market, localeFeatureText: { 'en-CA': { kyc: { mailSubject: 'x' } } } },
      features,
      ['/localeFeatureText/en-CA "en-CA" is not one of the market\'s other locales (fr-CA)'],
    ],
    [
      'support hours where the brand offers no support',
      market,
      { kyc: features.kyc } as BrandManifest['features'],
      [
        '/localeFeatureText/fr-CA/support the brand offers no customer support (features.support in brand.json): there is no support text to translate',
      ],
    ],
  ])('%s', (_case, given, brandFeatures, problems) =>
    expect(
      localeFeatureTextProblems(brandFeatures, given as MarketManifest).map(({ pointer, rule }) => `${pointer} ${rule}`),
    ).toEqual(problems),
  );
});
