import { readCacheKey } from '../cache/cache-keys.ts';
import { touchesMarket, touchesPath, type PublishedChange } from './published-change.ts';

/**
 * Whether a change makes the entry under a key of the site's caches stale, told from the key alone
 * (pure). One brand's publish never drops another's; where a key names its market and page, only
 * those of the change go; a content read that names neither (a market-wide list such as
 * promotions) goes with any change of its brand. A key no `cacheKey` made is dropped: one re-render
 * too many is cheap, a stale bonus amount is not.
 */
export function cacheKeyHit(change: PublishedChange, key: string): boolean {
  const read = readCacheKey(key);
  if (!read) return true;
  if (read.brand !== change.brand) return false;
  if (read.cache === 'content') return true;
  return touchesMarket(change, read.marketId) && touchesPath(change, read.path);
}
