import { describe, expect, it } from 'vitest';
import { resolveChange } from './resolve-change.ts';

const brand = (name: string, productNodeId: number, markets: Record<string, number>) => ({
  name,
  manifest: { productNodeId } as never,
  markets: Object.entries(markets).map(([id, marketNodeId]) => ({
    id,
    file: `${id}.json`,
    manifest: { marketNodeId } as never,
    rulebook: null,
  })),
});
const BRANDS = [brand('croupier', 3000, { gb: 3200, row: 3100 }), brand('hippodrome', 1000, { nz: 1100 })];

describe('resolveChange', () => {
  it.each([
    [
      "a brand's product node: every market of that brand",
      [3000],
      [{ brand: 'croupier', marketIds: [], paths: [], nodeIds: [3000] }],
    ],
    ["a market's node: that market only", [3200], [{ brand: 'croupier', marketIds: ['gb'], paths: [], nodeIds: [3200] }]],
    [
      'the product node with its market: the whole brand',
      [3000, 3200],
      [{ brand: 'croupier', marketIds: [], paths: [], nodeIds: [3000, 3200] }],
    ],
    [
      'nodes of two brands: one change each',
      [3100, 1000],
      [
        { brand: 'croupier', marketIds: ['row'], paths: [], nodeIds: [3100] },
        { brand: 'hippodrome', marketIds: [], paths: [], nodeIds: [1000] },
      ],
    ],
    ['a node no brand knows: nothing', [99_999], []],
  ])('%s', (_case, nodeIds, changes) => {
    expect(resolveChange(BRANDS, nodeIds)).toEqual(changes);
  });

  it('carries the paths the CMS named', () => {
    expect(resolveChange(BRANDS, [3000], ['/promotions'])[0]!.paths).toEqual(['/promotions']);
  });
});
