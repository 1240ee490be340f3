import NodeCache from 'node-cache';

/** The in-memory cache limits of SPEC §9. */
export const CACHE_POLICY = {
  maxEntries: 1000,
  ttlMs: 300_000,
  checkPeriodMs: 60_000,
  maxBytes: 100 * 1024 * 1024,
} as const;

export interface BoundedCache<V> {
  get(key: string): V | undefined;
  /**
   * Stores a value of the given size, for the cache's TTL or `ttlMs` when given (never longer than
   * the cache's); evicts the least recently stored or read entries first when a bound would be passed.
   */
  set(key: string, value: V, bytes: number, ttlMs?: number): void;
  delete(key: string): void;
  /** Drops every entry whose key `stale` picks (a published change); returns how many went. */
  deleteWhere(stale: (key: string) => boolean): number;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
  close(): void;
}

export type CachePolicy = { [K in keyof typeof CACHE_POLICY]: number };

/**
 * node-cache bounded by entries and bytes. node-cache alone clones values (slow for big lists) and
 * throws ECACHEFULL instead of evicting: here values are shared, never cloned (treat them as
 * immutable), and a full cache makes room by dropping the entries used longest ago.
 */
export function createBoundedCache<V>(policy: CachePolicy = CACHE_POLICY): BoundedCache<V> {
  const store = new NodeCache({
    stdTTL: policy.ttlMs / 1000,
    checkperiod: policy.checkPeriodMs / 1000,
    useClones: false,
    maxKeys: -1,
  });
  // Insertion order is recency: a Map iterates the entry stored or read longest ago first.
  const sizes = new Map<string, number>();
  let bytes = 0;
  const forget = (key: string) => {
    const size = sizes.get(key);
    if (size === undefined) return;
    sizes.delete(key);
    bytes -= size;
  };
  store.on('expired', forget);
  store.on('del', forget);

  const evictOldest = () => {
    const oldest = sizes.keys().next();
    if (oldest.done) return false;
    store.del(oldest.value);
    forget(oldest.value);
    return true;
  };

  return {
    get(key) {
      const value = store.get<V>(key);
      const size = sizes.get(key);
      // A read makes the entry the youngest: what players keep asking for is the last to make room.
      if (value !== undefined && size !== undefined) {
        sizes.delete(key);
        sizes.set(key, size);
      }
      return value;
    },
    set(key, value, size, ttlMs = policy.ttlMs) {
      if (size > policy.maxBytes || ttlMs <= 0) return;
      store.del(key);
      forget(key);
      while ((sizes.size >= policy.maxEntries || bytes + size > policy.maxBytes) && evictOldest());
      // node-cache counts in (fractional) seconds; its 0 would mean for ever, which a lifetime of 0 never reaches here.
      store.set(key, value, Math.min(ttlMs, policy.ttlMs) / 1000);
      sizes.set(key, size);
      bytes += size;
    },
    delete: (key) => {
      store.del(key);
      forget(key);
    },
    deleteWhere: (stale) => {
      const keys = [...sizes.keys()].filter(stale);
      for (const key of keys) {
        store.del(key);
        forget(key);
      }
      return keys.length;
    },
    clear: () => {
      store.flushAll();
      sizes.clear();
      bytes = 0;
    },
    get size() {
      return sizes.size;
    },
    get bytes() {
      return bytes;
    },
    close: () => store.close(),
  };
}
