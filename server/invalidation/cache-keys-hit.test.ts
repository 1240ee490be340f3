import { describe, expect, it } from 'vitest';
import { cacheKey } from '../cache/cache-keys.ts';
import { cacheKeyHit } from './cache-keys-hit.ts';
import type { PublishedChange } from './published-change.ts';

const change = (fields: Partial<PublishedChange>): PublishedChange => ({
  brand: 'croupier',
  marketIds: [],
  paths: [],
  nodeIds: [3000],
  ...fields,
});

const page = (brand: string, marketId: string | null, path: string) =>
  cacheKey({
    cache: 'page',
    brand,
    marketId,
    locale: 'en-GB',
    device: 'desktop',
    country: 'gb',
    origin: 'http://croupier.localhost',
    path,
    wrappedFlag: '',
  });
const record = (brand: string, marketId: string | null, path: string) =>
  cacheKey({ cache: 'pageRecord', brand, marketId, locale: 'en-GB', country: 'gb', path });
const read = (brand: string, upstreamPath: string) =>
  cacheKey({ cache: 'content', brand, method: 'GET', upstreamPath, body: '' });

describe('what a publish drops from the page cache', () => {
  it.each([
    ['a whole-brand change drops every page of the brand', change({}), page('croupier', 'gb', '/'), true],
    ['never another brand', change({}), page('hippodrome', 'gb', '/'), false],
    ["a market's change drops that market's pages", change({ marketIds: ['gb'] }), page('croupier', 'gb', '/promotions'), true],
    ["a market's change keeps the other markets'", change({ marketIds: ['gb'] }), page('croupier', 'row', '/promotions'), false],
    ['a page with no market goes with any change of its brand', change({ marketIds: ['gb'] }), page('croupier', null, '/'), true],
    ['a named path drops that page', change({ paths: ['/promotions'] }), page('croupier', 'row', '/promotions'), true],
    ['a named path keeps the others', change({ paths: ['/promotions'] }), page('croupier', 'row', '/'), false],
    ['a brand whose name starts like another is not it', change({ brand: 'croup' }), page('croupier', 'gb', '/'), false],
    ['a path holding a bar is that path, not two', change({ paths: ['/a|b'] }), page('croupier', 'gb', '/a|b'), true],
    ['a key no cacheKey made is dropped', change({ brand: 'hippodrome' }), 'croupier|gb|desktop', true],
  ])('%s', (_case, published, key, hit) => {
    expect(cacheKeyHit(published, key)).toBe(hit);
  });
});

describe('what a publish drops from the content cache', () => {
  it.each([
    [
      "a page record of the brand's market and path",
      change({ marketIds: ['gb'], paths: ['/'] }),
      record('croupier', 'gb', '/'),
      true,
    ],
    ["another market's page record stays", change({ marketIds: ['gb'] }), record('croupier', 'row', '/'), false],
    ["another path's page record stays", change({ paths: ['/promotions'] }), record('croupier', 'gb', '/'), false],
    [
      "the brand's promotions list goes with any change of the brand",
      change({ marketIds: ['gb'], paths: ['/'] }),
      read('croupier', '/promotions/3000?countryIsoCode=GB'),
      true,
    ],
    ["another brand's content stays", change({}), read('hippodrome', '/nodes/1000/true'), false],
  ])('%s', (_case, published, key, hit) => {
    expect(cacheKeyHit(published, key)).toBe(hit);
  });
});
