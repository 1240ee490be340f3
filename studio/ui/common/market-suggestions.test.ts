import { describe, expect, it } from 'vitest';
import { countryOptions, suggestMarket, type KnownMarket } from './market-suggestions.ts';

const hippodrome: KnownMarket[] = [
  { country: 'GB', locale: 'en-GB', currency: 'GBP', nodeId: 1101 },
  { country: 'NZ', locale: 'en-NZ', currency: 'NZD', nodeId: 1102 },
  { country: 'CN', locale: 'zh', currency: 'CNY', nodeId: 1105 },
  { country: null, locale: 'en', currency: 'USD', nodeId: 1100, isRow: true },
];

describe('suggestMarket', () => {
  it.each([
    { why: 'the brand speaks English: Malta gets en-MT, not Maltese', country: 'MT', locale: 'en-MT', currency: 'EUR' },
    { why: 'the brand already speaks Chinese: Taiwan gets zh-TW', country: 'TW', locale: 'zh-TW', currency: 'USD' },
    {
      why: 'a country outside the currency table pays as the rest of the world does',
      country: 'KE',
      locale: 'en-KE',
      currency: 'USD',
    },
    { why: 'Canada pays in Canadian dollars', country: 'CA', locale: 'en-CA', currency: 'CAD' },
  ])('$why', ({ country, locale, currency }) => {
    expect(suggestMarket(country, hippodrome)).toMatchObject({ locale, currency });
  });

  it('suggests the node id after the brand’s highest, skipping ids other brands use', () => {
    expect(suggestMarket('MT', hippodrome).nodeId).toBe(1106);
    expect(suggestMarket('MT', hippodrome, [1106, 1107]).nodeId).toBe(1108);
  });

  it('gives a brand without markets English, euros and node 1', () => {
    expect(suggestMarket('IE', [])).toEqual({ locale: 'en-IE', currency: 'EUR', nodeId: 1 });
  });
});

describe('countryOptions', () => {
  it('names every country in English, A to Z', () => {
    const options = countryOptions();
    expect(options.find((option) => option.code === 'IE')?.name).toBe('Ireland');
    expect(options.map((option) => option.name)).toEqual(
      [...options.map((option) => option.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(options.length).toBeGreaterThan(240);
  });
});
