import { describe, expect, it } from 'vitest';
import { MAX_NODE_TAGS, pageTags, tagHeaders } from './page-tags.ts';

describe('pageTags', () => {
  it.each([
    [
      'a market page with its node',
      { brand: 'croupier', marketId: 'uk', path: '/', nodeIds: [3000] },
      ['brand:croupier', 'market:croupier:uk', 'path:croupier:/', 'node:3000'],
    ],
    [
      'a page outside every market, a node named twice',
      { brand: 'hippodrome', marketId: null, path: '/game/42', nodeIds: [42, 42] },
      ['brand:hippodrome', 'path:hippodrome:/game/42', 'node:42'],
    ],
    [
      'a path with a space, a comma and a quote',
      { brand: 'croupier', marketId: 'uk', path: '/a b,c"d', nodeIds: [] },
      ['brand:croupier', 'market:croupier:uk', 'path:croupier:/a-b-c-d'],
    ],
    [
      'node ids that are not ids',
      { brand: 'croupier', path: '/', nodeIds: [-1, 1.5, Number.NaN] },
      ['brand:croupier', 'path:croupier:/'],
    ],
  ])('%s', (_case, page, tags) => {
    expect(pageTags(page)).toEqual(tags);
  });

  it('leaves node tags out past the bound, never the brand, market or path', () => {
    const nodeIds = Array.from({ length: MAX_NODE_TAGS + 1 }, (_, index) => index);
    expect(pageTags({ brand: 'croupier', marketId: 'uk', path: '/', nodeIds })).toEqual([
      'brand:croupier',
      'market:croupier:uk',
      'path:croupier:/',
    ]);
  });

  it('keeps every tag one word in both headers, however long the path', () => {
    const tags = pageTags({ brand: 'croupier', marketId: 'uk', path: `/${'x'.repeat(5000)} y`, nodeIds: [1] });
    const headers = tagHeaders(tags);
    expect(headers['cache-tag'].split(',')).toEqual(tags);
    expect(headers['surrogate-key'].split(' ')).toEqual(tags);
    for (const tag of tags) expect(tag.length).toBeLessThanOrEqual(1024);
  });
});
