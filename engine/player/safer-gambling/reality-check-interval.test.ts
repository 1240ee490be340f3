import { describe, expect, it } from 'vitest';
import { readRealityCheckMinutes, REALITY_CHECK_STORAGE_KEY, saveRealityCheckMinutes } from './reality-check-interval.ts';

const memoryStore = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('the reality-check interval a player chose', () => {
  it.each([
    { saved: undefined, read: undefined },
    { saved: '30', read: 30 },
    { saved: '120', read: 120 },
    { saved: '7', read: undefined },
    { saved: 'soon', read: undefined },
  ])('stored as $saved reads as $read', ({ saved, read }) => {
    const store = memoryStore(saved === undefined ? {} : { [REALITY_CHECK_STORAGE_KEY]: saved });
    expect(readRealityCheckMinutes(store)).toBe(read);
  });

  it('is saved and read back', () => {
    const store = memoryStore();
    saveRealityCheckMinutes(store, 15);
    expect(readRealityCheckMinutes(store)).toBe(15);
  });

  it('refuses an interval that is not offered, naming the field', () => {
    expect(() => saveRealityCheckMinutes(memoryStore(), 1)).toThrow(/realityCheckMinutes: must be one of 15, 30, 60, 120/);
  });

  it('reads nothing where there is no storage (the server render)', () => {
    expect(readRealityCheckMinutes(undefined)).toBeUndefined();
  });
});
