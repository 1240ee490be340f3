import { describe, expect, it } from 'vitest';
import type { BrandFolder } from '../../engine/manifest/index.ts';
import { brandRowsOf } from './brand-rows.ts';

const folder: BrandFolder = {
  name: 'odd',
  root: 'brands/odd',
  files: [
    { relative: 'brand.json', text: '{ "displayName": "Odd", "productNodeId": 7 }' },
    {
      relative: 'markets/gb.json',
      text: '{ "name": "Great Britain", "countryIso2Code": "GB", "locale": "en-GB", "marketNodeId": 9 }',
    },
    { relative: 'content/lobby.json', text: '{ "path": "/", "kind": "lobby", "components": [{ "alias": "hero" }, {}] }' },
    { relative: 'content/broken.json', text: '{ not json' },
  ],
  assets: ['assets/logo.png', 'assets/notes.txt'],
};

describe('brandRowsOf', () => {
  const [row] = brandRowsOf([folder]);

  it('reads the brand, its markets and pages even when its files are invalid', () => {
    expect(row).toMatchObject({ name: 'odd', file: 'brands/odd/brand.json', displayName: 'Odd', productNodeId: 7 });
    expect(row?.markets).toEqual([
      expect.objectContaining({ id: 'gb', file: 'brands/odd/markets/gb.json', name: 'Great Britain', country: 'GB', nodeId: 9 }),
    ]);
    expect(row?.pages.map(({ file, path, aliases }) => ({ file, path, aliases }))).toEqual([
      { file: 'brands/odd/content/lobby.json', path: '/', aliases: ['hero'] },
      { file: 'brands/odd/content/broken.json', path: undefined, aliases: [] },
    ]);
  });

  it('lists pictures only, and keeps the problems of brand.json on its row', () => {
    expect(row?.images).toEqual(['assets/logo.png']);
    expect(row?.problems.length).toBeGreaterThan(0);
    expect(row?.problems.every((problem) => problem.file.startsWith('brands/odd/'))).toBe(true);
  });
});
