import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { loadRepoBrands } from '../../tests/support/brand-folders.ts';
import { pageAlternates } from './page-alternates.ts';

let brands: Map<string, LoadedBrand>;
beforeAll(async () => {
  brands = await loadRepoBrands();
});

const hreflangsOf = (brand: string, path: string) =>
  pageAlternates(brands.get(brand)!, path, 'https://casino.example').map(({ hreflang }) => hreflang);

describe("a page's hreflang alternates, from the manifests", () => {
  it.each([
    { brand: 'hippodrome', path: '/', hreflangs: ['en-CA', 'en-GB', 'en-IE', 'en-NZ', 'en', 'zh', 'x-default'] },
    { brand: 'hippodrome', path: '/game/123', hreflangs: ['en-CA', 'en-GB', 'en-IE', 'en-NZ', 'en', 'zh', 'x-default'] },
    { brand: 'jackpotcity', path: '/promotions', hreflangs: ['en-CA', 'fr-CA', 'en-NZ', 'en', 'x-default'] },
    { brand: 'croupier', path: '/blog', hreflangs: ['en-GB', 'en', 'x-default'] },
  ])('$brand $path: one per market that serves it, and x-default', ({ brand, path, hreflangs }) => {
    expect(hreflangsOf(brand, path).sort()).toEqual([...hreflangs].sort());
  });

  it("points each at the page in that market and language, and x-default at the page a visitor's country picks", () => {
    const alternates = pageAlternates(brands.get('jackpotcity')!, '/promotions', 'https://www.jackpotcity.example');
    expect(alternates).toContainEqual({ hreflang: 'en-NZ', href: 'https://www.jackpotcity.example/promotions?market=nz' });
    expect(alternates).toContainEqual({
      hreflang: 'fr-CA',
      href: 'https://www.jackpotcity.example/promotions?market=ca&locale=fr-CA',
    });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://www.jackpotcity.example/promotions' });
  });

  it('lists only the markets that have the page, and none when one market has it', () => {
    const hippodrome = brands.get('hippodrome')!;
    const onlyZh = { ...hippodrome, pages: hippodrome.pages.filter((page) => page.record.markets?.includes('zh')) };
    expect(pageAlternates(onlyZh, '/promotions', 'https://casino.example')).toEqual([]);
    const zhAndNz = {
      ...hippodrome,
      pages: hippodrome.pages.filter(
        (page) => page.record.path === '/' && page.record.markets?.some((id) => ['zh', 'nz'].includes(id)),
      ),
    };
    expect(pageAlternates(zhAndNz, '/', 'https://casino.example').map(({ hreflang }) => hreflang)).toEqual([
      'en-NZ',
      'zh',
      'x-default',
    ]);
  });

  it('is empty for a path no market has', () => {
    expect(hreflangsOf('croupier', '/no-such-page')).toEqual([]);
  });
});
