import { findPageRecord } from '../../engine/compose/index.ts';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import type { PageAlternate } from '../../engine/page/page-data.ts';

/** The URL of a path in one market: the page asks for the market by id, whatever the reader's country. */
export const marketUrl = (origin: string, path: string, marketId: string) =>
  `${origin}${path}?${new URLSearchParams({ market: marketId })}`;

/**
 * The page's versions in the brand's markets, for search engines: one `hreflang` alternate (the
 * market's locale) per market that serves the path, from the brand's manifests and page records, and
 * `x-default`, the page as a visitor's country picks its market. Nothing for a path one market serves.
 */
export function pageAlternates(brand: Pick<LoadedBrand, 'markets' | 'pages'>, path: string, origin: string): PageAlternate[] {
  const served = brand.markets.filter((market) => findPageRecord(brand.pages, path, market.id));
  if (served.length < 2) return [];
  const seen = new Set<string>();
  const alternates = served.flatMap((market) => {
    const hreflang = market.manifest.locale;
    if (seen.has(hreflang)) return [];
    seen.add(hreflang);
    return [{ hreflang, href: marketUrl(origin, path, market.id) }];
  });
  return [...alternates, { hreflang: 'x-default', href: `${origin}${path}` }];
}
