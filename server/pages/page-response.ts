import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { matchesIfNoneMatch, pickEncoding } from '../http/encoded-body.ts';
import { withScriptSources } from '../security/inline-script-hashes.ts';
import type { EncodedPage } from './encoded-page.ts';
import { pageTags, tagHeaders, type TaggedPage } from './page-tags.ts';

/** SPEC §9: server-rendered pages are revalidated after an hour. */
export const PAGE_REVALIDATE_MS = 3_600_000;

/** How long a shared cache may keep serving a page past its hour while it fetches the new one. */
const PAGE_STALE_WHILE_REVALIDATE_S = 60;

/**
 * A logged-out page is the same for everyone who sends the same Vary'd headers: a CDN keeps it for
 * the hour, a browser asks again each time (and gets a 304 while it is unchanged).
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_REVALIDATE_MS / 1000}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}`;

/**
 * How long any cache may keep a page rendered at `renderedAt`: its hour, cut short when a scheduled
 * record on it starts or ends sooner.
 */
export const pageLifetimeMs = (page: { renderedAt: number; freshUntil: number | null }) =>
  Math.min(PAGE_REVALIDATE_MS, (page.freshUntil ?? Infinity) - page.renderedAt);

/**
 * The shared caches' rule for a page: the hour, or up to the next start or end of a scheduled record
 * on it, counted from when it was rendered (its Age tells a CDN how much is used). A page whose end
 * comes early is never served stale past it: a withdrawn offer does not linger for a revalidation.
 */
export function sharedPageCacheControl(page: { renderedAt: number; freshUntil: number | null }): string {
  const lifetime = pageLifetimeMs(page);
  if (lifetime >= PAGE_REVALIDATE_MS) return SHARED_PAGE_CACHE_CONTROL;
  return `public, max-age=0, s-maxage=${Math.max(0, Math.floor(lifetime / 1000))}`;
}

/** A page built on the visitor's own cookies or IP: only their browser may keep it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/** A page shown as the 500 page (its CMS record could not be read) is kept nowhere: the next visitor asks the CMS again. */
export const isKept = (page: { status: number }) => page.status < 500;

/**
 * A rendered page as the page cache keeps it: its bytes, when they were rendered, until when its
 * scheduled records hold (`PageData.freshUntil`), and its cache tags' headers (made once).
 */
export type CachedPage = EncodedPage & {
  renderedAt: number;
  freshUntil: number | null;
  tagHeaders: Readonly<ReturnType<typeof tagHeaders>>;
};

/** The page as the cache keeps it, its tags made from what it was rendered from. */
export const toCachedPage = (
  page: EncodedPage,
  { renderedAt, freshUntil }: Pick<CachedPage, 'renderedAt' | 'freshUntil'>,
  tagged: TaggedPage,
): CachedPage => ({
  ...page,
  renderedAt,
  freshUntil,
  tagHeaders: tagHeaders(pageTags(tagged)),
});

/** Headers a response sets for itself (`writePage`, the request log, Node): never kept from one answer for the next. */
export const PER_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  'x-request-id',
  'age',
  'etag',
  'content-encoding',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * What a page's answer carries whoever answers it, besides the security headers every answer gets:
 * who may keep it and for how long, what it varies on, its type, its CSP with the hashes of its own
 * inline scripts, and its cache tags.
 */
export function pageHead(
  page: CachedPage,
  { personal, vary, contentSecurityPolicy }: { personal: boolean; vary: string; contentSecurityPolicy?: string },
): OutgoingHttpHeaders {
  return {
    ...(contentSecurityPolicy ? { 'content-security-policy': withScriptSources(contentSecurityPolicy, page.scriptSources) } : {}),
    'cache-control': personal || !isKept(page) ? PRIVATE_PAGE_CACHE_CONTROL : sharedPageCacheControl(page),
    vary,
    'content-type': 'text/html; charset=utf-8',
    ...page.tagHeaders,
  };
}

/**
 * Writes a stored page as this request asks for it: the encoding it accepts, that encoding's ETag,
 * a 304 when it already has those bytes, and the page's Age (a page kept here already used part of
 * its hour: a shared cache counts its s-maxage from it). `head` holds everything else; on the
 * Express way it is already set on `res`. Returns the status sent.
 */
export function writePage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  { head, now }: { head?: OutgoingHttpHeaders; now: number },
): number {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const { bytes, etag } = page.bodies[encoding];
  const headers: OutgoingHttpHeaders = { ...head, etag, age: String(Math.max(0, Math.floor((now - page.renderedAt) / 1000))) };
  if (page.status === 200 && matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return 304;
  }
  // Set with the head, before the body: the compression middleware sees an encoded answer and passes it as it is.
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(bytes.length);
  res.writeHead(page.status, headers).end(bytes);
  return page.status;
}
