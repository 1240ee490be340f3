/**
 * The keys of the site's caches, built and read here only: a key is the JSON array of its cache's
 * name and fields in a fixed order, so no field's text (a path with `|`, a JSON body) can shift
 * another, and a key read back is the fields it was built from.
 */

/** A rendered page (server/pages/page-routes.ts): everything its bytes are made from. */
export interface PageKey {
  cache: 'page';
  brand: string;
  /** None where the visitor's country has no market of the brand. */
  marketId: string | null;
  /** The locale the page is in (one of the market's). */
  locale: string;
  device: string;
  country: string;
  /** The canonical link falls back to the request's own origin. */
  origin: string;
  path: string;
  /** The wrapped app's query flag: the one query value a page reads. */
  wrappedFlag: string;
}

/** A CMS page record (server/pages/page-data-loader.ts). */
export interface PageRecordKey {
  cache: 'pageRecord';
  brand: string;
  marketId: string | null;
  locale: string;
  country: string;
  path: string;
}

/** Any other content read (server/helper-api/content-routes.ts): market-wide lists such as promotions. */
export interface ContentReadKey {
  cache: 'content';
  brand: string;
  method: string;
  upstreamPath: string;
  /** The request's JSON body, or empty. */
  body: string;
}

export type CacheKey = PageKey | PageRecordKey | ContentReadKey;

/** Each cache's fields, in the order its keys hold them. */
const FIELDS = {
  page: ['brand', 'marketId', 'locale', 'device', 'country', 'origin', 'path', 'wrappedFlag'],
  pageRecord: ['brand', 'marketId', 'locale', 'country', 'path'],
  content: ['brand', 'method', 'upstreamPath', 'body'],
} as const satisfies { [Name in CacheKey['cache']]: readonly Exclude<keyof Extract<CacheKey, { cache: Name }>, 'cache'>[] };

/** Fields that may be absent (null); every other field is a string. */
const NULLABLE: ReadonlySet<string> = new Set(['marketId']);

/** The key of these fields in their cache. */
export function cacheKey(key: CacheKey): string {
  const fields = FIELDS[key.cache] as readonly string[];
  return JSON.stringify([key.cache, ...fields.map((field) => (key as unknown as Record<string, string | null>)[field])]);
}

/** The fields a key was built from; undefined for text no `cacheKey` made. */
export function readCacheKey(text: string): CacheKey | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const [name, ...values] = parsed as unknown[];
  if (typeof name !== 'string' || !Object.hasOwn(FIELDS, name)) return undefined;
  const fields = FIELDS[name as CacheKey['cache']] as readonly string[];
  if (values.length !== fields.length) return undefined;
  const key: Record<string, unknown> = { cache: name };
  for (const [index, field] of fields.entries()) {
    const value = values[index];
    if (!(typeof value === 'string' || (value === null && NULLABLE.has(field)))) return undefined;
    key[field] = value;
  }
  return key as unknown as CacheKey;
}
