import { beforeAll, describe, expect, it } from 'vitest';
import { loadRepoBrands } from '../../tests/support/brand-folders.ts';
import type { LoadedBrand } from '../manifest/index.ts';
import { FALLBACK_CASINO_IDS, resolveMarket, toIso2Country } from './index.ts';

let brands: Map<string, LoadedBrand>;
beforeAll(async () => {
  brands = await loadRepoBrands();
});
const brand = (name: string) => brands.get(name) as LoadedBrand;

describe('hippodrome: every locale', () => {
  it.each([
    { country: 'GB', marketId: 'gb', locale: 'en-GB', desktop: 3568, mobile: 3569, currency: 'GBP' },
    { country: 'NZ', marketId: 'nz', locale: 'en-NZ', desktop: 2335, mobile: 2337, currency: 'NZD' },
    { country: 'IE', marketId: 'ie', locale: 'en-IE', desktop: 3568, mobile: 3569, currency: 'EUR' },
    { country: 'CA', marketId: 'ca', locale: 'en-CA', desktop: 2335, mobile: 2337, currency: 'CAD' },
    { country: 'CN', marketId: 'zh', locale: 'zh', desktop: 2335, mobile: 2337, currency: 'CNY' },
    { country: 'DE', marketId: 'row', locale: 'en', desktop: 3568, mobile: 3569, currency: 'USD' },
  ])('a visitor from $country gets the $locale market', ({ country, marketId, locale, desktop, mobile, currency }) => {
    const onDesktop = resolveMarket(brand('hippodrome'), { country, device: 'desktop' });
    const onMobile = resolveMarket(brand('hippodrome'), { country, device: 'mobile' });
    expect(onDesktop).toMatchObject({
      marketId,
      locale,
      casinoId: desktop,
      clientTypeId: 70,
      currencyIsoCode: currency,
      isKYCRequired: true,
    });
    expect(onMobile).toMatchObject({ marketId, locale, casinoId: mobile, clientTypeId: 40 });
    expect(onDesktop.choice).toBe(marketId === 'row' ? 'restOfWorld' : 'country');
    expect(onDesktop.isRow).toBe(marketId === 'row');
  });
});

describe('country codes', () => {
  it.each([
    { given: 'NZL', market: 'nz', country: 'NZ' },
    { given: 'nzl', market: 'nz', country: 'NZ' },
    { given: 'gbr', market: 'gb', country: 'GB' },
    { given: 'ie', market: 'ie', country: 'IE' },
    { given: 'BRA', market: 'row', country: 'BR' },
  ])('$given is read as $country', ({ given, market, country }) => {
    expect(resolveMarket(brand('hippodrome'), { country: given, device: 'desktop' })).toMatchObject({
      marketId: market,
      country,
      countryKnown: true,
    });
  });

  it.each([undefined, null, '', 'Unknown', 'XX', 'XYZ', '123'])('an unknown country (%s) is taken as GBR', (country) => {
    const market = resolveMarket(brand('hippodrome'), { country, device: 'desktop' });
    expect(market).toMatchObject({ marketId: 'gb', country: 'GB', countryKnown: false });
  });

  it('an unknown country falls to the rest of the world where the brand has no GB market', () => {
    expect(resolveMarket(brand('jackpotcity'), { country: undefined, device: 'desktop' })).toMatchObject({
      marketId: 'row',
      choice: 'restOfWorld',
    });
  });

  it('converts three-letter codes to two-letter ones', () => {
    expect([toIso2Country('CAN'), toIso2Country('irl'), toIso2Country('CHN'), toIso2Country('ZZZ')]).toEqual([
      'CA',
      'IE',
      'CN',
      undefined,
    ]);
  });
});

describe('each brand', () => {
  it.each([
    { name: 'jackpotcity', desktop: 40953, mobile: 40954 },
    { name: 'croupier', desktop: 3603, mobile: 3604 },
  ])('$name uses its own casino ids in the rest of the world', ({ name, desktop, mobile }) => {
    expect(resolveMarket(brand(name), { country: 'BR', device: 'desktop' }).casinoId).toBe(desktop);
    expect(resolveMarket(brand(name), { country: 'BR', device: 'mobile' }).casinoId).toBe(mobile);
  });

  it('says when the brand does not serve the country', () => {
    expect(resolveMarket(brand('hippodrome'), { country: 'USA', device: 'desktop' })).toMatchObject({
      countryRestricted: true,
      marketId: 'row',
    });
    expect(resolveMarket(brand('hippodrome'), { country: 'NZ', device: 'desktop' }).countryRestricted).toBe(false);
  });
});

describe("a market asked for by id (a page's hreflang alternate)", () => {
  it("gives that market's content and locale, whatever the country; what the brand offers still follows the country", () => {
    expect(resolveMarket(brand('hippodrome'), { country: 'GB', device: 'desktop', marketId: 'nz' })).toMatchObject({
      choice: 'asked',
      marketId: 'nz',
      locale: 'en-NZ',
      country: 'GB',
      countryRestricted: false,
    });
    expect(resolveMarket(brand('hippodrome'), { country: 'USA', device: 'desktop', marketId: 'gb' })).toMatchObject({
      marketId: 'gb',
      countryRestricted: true,
    });
  });

  it("is the country's market when the id names none", () => {
    expect(resolveMarket(brand('hippodrome'), { country: 'NZ', device: 'desktop', marketId: 'atlantis' })).toMatchObject({
      choice: 'country',
      marketId: 'nz',
    });
  });
});

describe('a brand with no market to fall back on', () => {
  it.each([
    { device: 'desktop' as const, casinoId: FALLBACK_CASINO_IDS.desktop, expected: 3568 },
    { device: 'mobile' as const, casinoId: FALLBACK_CASINO_IDS.mobile, expected: 3569 },
  ])('uses the fallback $device casino id $expected', ({ device, expected }) => {
    const bare = { ...brand('croupier'), markets: [] };
    expect(resolveMarket(bare, { country: 'DE', device })).toMatchObject({
      choice: 'fallback',
      marketId: null,
      casinoId: expected,
      locale: 'en',
      marketNodeId: 3000,
    });
  });
});
