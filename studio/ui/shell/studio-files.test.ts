import { describe, expect, it } from 'vitest';
import { brandOf, documentName, kindOf } from './studio-files.ts';
import type { BrandRow } from '../common/studio-client.ts';

describe('kindOf and brandOf', () => {
  it.each([
    { file: 'brands/hippodrome/brand.json', kind: 'brand' },
    { file: 'brands/hippodrome/markets/gb.json', kind: 'market' },
    { file: 'brands/hippodrome/content/lobby.json', kind: 'page' },
  ])('$file is a $kind of hippodrome', ({ file, kind }) => {
    expect(kindOf(file)).toBe(kind);
    expect(brandOf(file)).toBe('hippodrome');
  });
});

describe('documentName', () => {
  const hippodrome = { name: 'hippodrome', displayName: 'Hippodrome' } as BrandRow;
  it.each([
    { file: 'brands/hippodrome/brand.json', brand: hippodrome, value: {}, name: 'Hippodrome · brand settings' },
    {
      file: 'brands/hippodrome/markets/gb.json',
      brand: hippodrome,
      value: { name: 'Great Britain' },
      name: 'Hippodrome · Great Britain market',
    },
    { file: 'brands/hippodrome/markets/gb.json', brand: hippodrome, value: null, name: 'Hippodrome · market market' },
    { file: 'brands/new-one/brand.json', brand: undefined, value: {}, name: 'new-one · brand settings' },
  ])('$name', ({ file, brand, value, name }) => {
    expect(documentName(file, brand, value)).toBe(name);
  });
});
