import { touchesMarket, touchesPath, type PublishedChange } from './published-change.ts';

/**
 * Which cache entries a change makes stale, told from their keys alone (pure). The keys start with the
 * brand, so one brand's publish never drops another's; where a key names its market and page, only
 * those of the change go. A key whose shape is not recognised is dropped: one re-render too many is
 * cheap, a stale bonus amount is not.
 */

/** A page (server/pages/page-routes.ts): `brand|marketId|device|country|origin|path|wrapped`. */
export function pageKeyHit(change: PublishedChange, key: string): boolean {
  const [brand, marketId = '-'] = key.split('|', 2);
  if (brand !== change.brand || !touchesMarket(change, marketId)) return false;
  return change.paths.length === 0 || change.paths.some((path) => key.includes(`|${path}|`));
}

/**
 * Content (server/cache/cached-upstream.ts): a page record is `brand|marketId|country|page|path`
 * (server/pages/page-data-loader.ts); every other read is `brand|method|request|body`
 * (server/helper-api/content-routes.ts), market-wide lists such as promotions, dropped with any
 * change of their brand.
 */
export function contentKeyHit(change: PublishedChange, key: string): boolean {
  const parts = key.split('|');
  if (parts[0] !== change.brand) return false;
  if (parts[3] !== 'page') return true;
  return touchesMarket(change, parts[1] ?? '-') && touchesPath(change, parts.slice(4).join('|'));
}
