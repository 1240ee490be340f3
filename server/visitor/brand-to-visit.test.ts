import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBrandStore } from '../../engine/brand-files/index.ts';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { brandToVisit, readBrandsToVisit } from './index.ts';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../../brands');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const store = await createBrandStore({ brandsDir: BRANDS_DIR, logger: quiet });
const jackpotCity = store.registry().byName('jackpotcity')!;

/** Jackpot City (markets ca, nz, row) with other restrictions, or only some of its markets. */
function variant({ restricted, markets }: { restricted?: string[]; markets?: string[] }): LoadedBrand {
  return {
    ...jackpotCity,
    manifest: { ...jackpotCity.manifest, restrictedCountries: restricted ?? jackpotCity.manifest.restrictedCountries },
    markets: markets ? jackpotCity.markets.filter((market) => markets.includes(market.id)) : jackpotCity.markets,
  };
}

describe('brandToVisit', () => {
  it.each([
    { case: 'restricts Great Britain: its first market it serves', brand: variant({}), cookie: 'CAN' },
    { case: 'serves Great Britain: no cookie needed', brand: variant({ restricted: ['US'] }), cookie: undefined },
    { case: "restricts its first market's country too: the next", brand: variant({ restricted: ['GB', 'CA'] }), cookie: 'NZL' },
    { case: 'has only a rest-of-world market: none to name', brand: variant({ markets: ['row'] }), cookie: undefined },
  ])('a brand that $case', ({ brand, cookie }) => {
    expect(brandToVisit(brand)).toEqual({
      name: 'jackpotcity',
      displayName: 'Jackpot City',
      ...(cookie ? { countryCookie: cookie } : {}),
    });
  });
});

describe('readBrandsToVisit', () => {
  it("reads every brand of the folder, by name, as the site's visitors meet them", async () => {
    expect(await readBrandsToVisit(BRANDS_DIR)).toEqual([
      { name: 'croupier', displayName: 'Croupier' },
      { name: 'hippodrome', displayName: 'Hippodrome' },
      { name: 'jackpotcity', displayName: 'Jackpot City', countryCookie: 'CAN' },
    ]);
  });
});
