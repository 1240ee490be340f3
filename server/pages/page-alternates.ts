import { findPageRecord } from '../../engine/compose/index.ts';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { LOCALE_PARAMETER } from '../../engine/market/index.ts';
import type { PageAlternate } from '../../engine/page/page-data.ts';

/**
 * The URL of a path in one market, and in one of its locales other than the default: the page asks
 * for both, whatever the reader's country and cookie.
 */
export const marketUrl = (origin: string, path: string, marketId: string, locale?: string) =>
  `${origin}${path}?${new URLSearchParams({ market: marketId, ...(locale ? { [LOCALE_PARAMETER]: locale } : {}) })}`;

/**
 * The page's versions in the brand's markets, for search engines: one `hreflang` alternate per locale
 * of each market that serves the path (a market of two languages has two), from the brand's manifests and page records, and
 * `x-default`, the page as a visitor's country picks its market. Nothing for a path one market serves.
 */
export function pageAlternates(brand: Pick<LoadedBrand, 'markets' | 'pages'>, path: string, origin: string): PageAlternate[] {
  const served = brand.markets.filter((market) => findPageRecord(brand.pages, path, market.id));
  if (served.length < 2) return [];
  const seen = new Set<string>();
  const alternates = served.flatMap((market) =>
    market.manifest.locales.flatMap((hreflang, index) => {
      if (seen.has(hreflang)) return [];
      seen.add(hreflang);
      return [{ hreflang, href: marketUrl(origin, path, market.id, index === 0 ? undefined : hreflang) }];
    }),
  );
  return [...alternates, { hreflang: 'x-default', href: `${origin}${path}` }];
}
