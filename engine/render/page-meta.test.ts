import { describe, expect, it } from 'vitest';
import type { PageData } from '../page/index.ts';
import { pageMeta } from './page-meta.ts';

type Market = PageData['market'];
const brand = {
  meta: { keywords: [], titleSuffix: ' | Jackpot City', description: 'Casino', applicationName: 'Jackpot City' },
  theme: { themeColour: '#111111' },
} as unknown as PageData['brand'];
const canonicalOf = (market: Partial<Market>) =>
  pageMeta({
    brand,
    record: null,
    notFoundRecord: null,
    path: '/promotions',
    canonicalOrigin: 'https://www.jackpotcity.example',
    favicon: '/favicon.ico',
    market: { choice: 'country', marketId: 'ca', locale: 'en-CA', locales: ['en-CA', 'fr-CA'], ...market } as Market,
  }).canonical;

describe("a page's canonical address", () => {
  it.each<[string, Partial<Market>, string]>([
    ['the default language', {}, '/promotions'],
    ['another language, chosen by cookie', { locale: 'fr-CA', localeChoice: 'remembered' }, '/promotions?locale=fr-CA'],
    ['a market asked for by id', { choice: 'asked' }, '/promotions?market=ca'],
    [
      'a market and language asked for (an hreflang alternate)',
      { choice: 'asked', locale: 'fr-CA' },
      '/promotions?market=ca&locale=fr-CA',
    ],
  ])('in %s is %s', (_case, market, path) => {
    expect(canonicalOf(market)).toBe(`https://www.jackpotcity.example${path}`);
  });
});
