import { describe, expect, it } from 'vitest';
import { readStoredDrafts, writeStoredDrafts } from './stored-drafts.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
};

describe('stored drafts', () => {
  it('keeps drafts, removals among them, across a reload', () => {
    const storage = memory();
    const drafts = {
      'brands/hippodrome/markets/mt.json': { value: { name: 'Malta' }, baseVersion: null },
      'brands/hippodrome/markets/nz.json': { value: null, baseVersion: 'abc' },
    };
    writeStoredDrafts(storage, drafts);
    expect(readStoredDrafts(storage)).toEqual(drafts);
  });

  it('forgets them once there are none (after a save)', () => {
    const storage = memory();
    writeStoredDrafts(storage, { 'brands/x/brand.json': { value: {}, baseVersion: 'v' } });
    writeStoredDrafts(storage, {});
    expect(storage.items.size).toBe(0);
  });

  it.each(['not json', '[1]', '{"/etc/passwd":{"value":1}}', '{"brands/x/brand.json":3}'])(
    'ignores what it did not write: %s',
    (text) => {
      expect(readStoredDrafts({ getItem: () => text })).toEqual({});
    },
  );
});
