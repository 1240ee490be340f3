import { describe, expect, it } from 'vitest';
import { draftBrandRows } from './draft-brands.ts';
import type { BrandRow } from '../common/studio-client.ts';

const hippodrome: BrandRow = {
  name: 'hippodrome',
  file: 'brands/hippodrome/brand.json',
  problems: [],
  markets: [],
  pages: [],
  images: [],
};

describe('draftBrandRows', () => {
  it('lists a brand that exists only as drafts, with its draft markets and pages', () => {
    const rows = draftBrandRows([hippodrome], {
      'brands/royal-flush/brand.json': { displayName: 'Royal Flush', productNodeId: 5000 },
      'brands/royal-flush/markets/gb.json': { name: 'United Kingdom', countryIso2Code: 'GB', marketNodeId: 5101 },
      'brands/royal-flush/content/lobby.json': { path: '/', kind: 'lobby', components: [{ alias: 'hero' }] },
      'brands/royal-flush/assets/logo.png': { $asset: 'image/png', base64: '' },
      'brands/hippodrome/brand.json': { displayName: 'Hippodrome' },
    });
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'royal-flush',
        displayName: 'Royal Flush',
        markets: [expect.objectContaining({ id: 'gb', country: 'GB', nodeId: 5101 })],
        pages: [expect.objectContaining({ path: '/', kind: 'lobby', aliases: ['hero'] })],
      }),
    ]);
  });

  it('lists no brand that is on disk already, or whose brand.json draft removes it', () => {
    expect(draftBrandRows([hippodrome], { 'brands/hippodrome/brand.json': {}, 'brands/gone/brand.json': null })).toEqual([]);
  });
});
