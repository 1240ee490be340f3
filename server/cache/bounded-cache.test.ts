import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_POLICY, createBoundedCache, type BoundedCache, type CachePolicy } from './bounded-cache.ts';
import { createCoalescer } from './coalesce.ts';

const caches: BoundedCache<unknown>[] = [];
const cache = <V>(policy: Partial<CachePolicy> = {}) => {
  const created = createBoundedCache<V>({ ...CACHE_POLICY, ...policy });
  caches.push(created as BoundedCache<unknown>);
  return created;
};
afterEach(() => caches.splice(0).forEach((created) => created.close()));

describe('the bounded cache', () => {
  it('keeps to the limits of SPEC §9 by default', () => {
    expect(CACHE_POLICY).toEqual({ maxEntries: 1000, ttlMs: 300_000, checkPeriodMs: 60_000, maxBytes: 100 * 1024 * 1024 });
  });

  it('hands back the very value it was given, not a copy', () => {
    const games = cache<{ names: string[] }>();
    const list = { names: Array.from({ length: 10_000 }, (_, index) => `Game ${index}`) };
    games.set('catalogue', list, 1);
    expect(games.get('catalogue')).toBe(list);
  });

  it('evicts the oldest entry instead of failing when full', () => {
    const small = cache<string>({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) small.set(key, key, 1);
    expect([small.get('a'), small.get('b'), small.get('d')]).toEqual([undefined, 'b', 'd']);
    expect(small.size).toBe(3);
  });

  it('keeps an entry that is read over one stored before it', () => {
    const small = cache<string>({ maxEntries: 3 });
    for (const key of ['hot', 'b', 'c']) small.set(key, key, 1);
    expect(small.get('hot')).toBe('hot');
    small.set('d', 'd', 1);
    expect([small.get('hot'), small.get('b'), small.get('c'), small.get('d')]).toEqual(['hot', undefined, 'c', 'd']);
  });

  it('evicts to stay within its byte budget', () => {
    const small = cache<string>({ maxBytes: 100 });
    small.set('first', 'x', 60);
    small.set('second', 'y', 30);
    small.set('third', 'z', 50);
    expect([small.get('first'), small.get('second'), small.get('third')]).toEqual([undefined, 'y', 'z']);
    expect(small.bytes).toBe(80);
  });

  it('does not keep a value larger than the whole budget', () => {
    const small = cache<string>({ maxBytes: 10 });
    small.set('huge', 'x', 11);
    expect(small.get('huge')).toBeUndefined();
  });

  it('counts a replaced key once', () => {
    const small = cache<string>();
    small.set('page', 'old', 40);
    small.set('page', 'new', 10);
    expect([small.get('page'), small.size, small.bytes]).toEqual(['new', 1, 10]);
  });

  it('drops only the entries a published change picks, and stops counting their bytes', () => {
    const small = cache<string>();
    small.set('croupier|gb|/', 'a', 10);
    small.set('croupier|row|/', 'b', 20);
    small.set('hippodrome|nz|/', 'c', 30);
    expect(small.deleteWhere((key) => key.startsWith('croupier|'))).toBe(2);
    expect([small.get('croupier|gb|/'), small.get('croupier|row|/'), small.get('hippodrome|nz|/')]).toEqual([
      undefined,
      undefined,
      'c',
    ]);
    expect([small.size, small.bytes]).toEqual([1, 30]);
  });
});

describe('coalescing', () => {
  it('makes identical requests in flight once', async () => {
    const coalescer = createCoalescer<number>();
    let calls = 0;
    let release!: (value: number) => void;
    const work = () => {
      calls++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = coalescer.run('GET /content', work);
    const second = coalescer.run('GET /content', work);
    release(42);
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    expect(calls).toBe(1);
    await coalescer.run('GET /content', async () => ++calls);
    expect(calls).toBe(2);
  });
});
