import { describe, expect, it } from 'vitest';
import { cacheKey, readCacheKey, type CacheKey } from './cache-keys.ts';

describe('a cache key', () => {
  it.each<CacheKey>([
    {
      cache: 'page',
      brand: 'croupier',
      marketId: 'gb',
      locale: 'en-GB',
      device: 'mobile',
      country: 'GBR',
      origin: 'https://www.croupier.casino',
      path: '/promotions',
      wrappedFlag: '',
    },
    {
      cache: 'page',
      brand: 'croupier',
      marketId: null,
      locale: 'en-GB',
      device: 'desktop',
      country: '',
      origin: '',
      path: '/a|b',
      wrappedFlag: '1',
    },
    { cache: 'pageRecord', brand: 'hippodrome', marketId: 'nz', locale: 'en-GB', country: 'NZL', path: '/game/{id}' },
    { cache: 'content', brand: 'croupier', method: 'POST', upstreamPath: '/brands/croupier/pages', body: '{"path":"/|x"}' },
  ])('reads back as the fields it was built from: %j', (fields) => {
    expect(readCacheKey(cacheKey(fields))).toEqual(fields);
  });

  it('differs whenever one field does, even when texts would join the same', () => {
    const one = cacheKey({ cache: 'pageRecord', brand: 'a', marketId: 'b|c', locale: 'en-GB', country: 'd', path: '/' });
    const other = cacheKey({ cache: 'pageRecord', brand: 'a|b', marketId: 'c', locale: 'en-GB', country: 'd', path: '/' });
    expect(one).not.toBe(other);
  });

  it.each([
    ['text that is not JSON', 'croupier|gb|desktop'],
    ['a cache nobody has', '["images","croupier"]'],
    ['too few fields', '["pageRecord","croupier","gb","GBR"]'],
    ['a number where text belongs', '["pageRecord","croupier","gb",826,"/"]'],
    ['no market where only the market may be absent', '["pageRecord","croupier","gb",null,"/"]'],
    ['an object', '{"cache":"page"}'],
  ])('is not read from %s', (_case, text) => {
    expect(readCacheKey(text)).toBeUndefined();
  });
});
