import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from '../logging/logger.ts';
import { answeredRequestLog, requestIdOf, type Metrics } from '../ops/index.ts';
import { withoutMarketingParams } from '../cache/marketing-params.ts';
import { deviceOf } from '../visitor/index.ts';
import { PER_RESPONSE_HEADERS, writePage, type CachedPage } from './page-response.ts';

/** The same bound as the page cache's: one shortcut per stored page and request shape at most. */
const MAX_SHORTCUTS = 1000;

/** The lower-case headers the edge tells the visitor's country and device in, when configured. */
interface EdgeHeaders {
  geoCountryHeader?: string;
  deviceHeader?: string;
}

interface Shortcut {
  /** The page's page cache key (`cacheKey`): the page itself is the page cache's, so a page it drops is never served from here. */
  pageKey: string;
  /**
   * The render the head was sent with. A head belongs to one render (its CSP hashes, its lifetime):
   * once the page cache holds another, the full way answers and remembers that one's head.
   */
  page: CachedPage;
  /** The head the full way sent for this request shape, without what each response sets for itself. */
  head: OutgoingHttpHeaders;
}

/**
 * Everything a logged-out page's answer is made from, as the raw request says it: host, the scheme
 * the edge reports, the path, the device and the edge's country. Two requests with the same
 * signature get the same answer, so a signature seen once can be answered without the middleware
 * stack; anything else the request carries (a cookie, a query) takes the full way. Marketing
 * parameters are no part of it: an affiliate's link gets the page its path names.
 */
function signatureOf(req: IncomingMessage, { geoCountryHeader, deviceHeader }: EdgeHeaders): string | undefined {
  const { headers } = req;
  const url = withoutMarketingParams(req.url ?? '');
  if (req.method !== 'GET' || headers.cookie !== undefined || url.includes('?') || !url.startsWith('/')) return undefined;
  if (url.startsWith('/api/') || url.startsWith('/sandbox/') || url === '/healthz' || url === '/readyz' || url === '/metrics')
    return undefined;
  const device = deviceOf((name) => headers[name], deviceHeader);
  const country = geoCountryHeader ? String(headers[geoCountryHeader] ?? '') : '';
  const scheme = `${String(headers['x-forwarded-proto'] ?? '')}${(req.socket as { encrypted?: boolean }).encrypted ? 's' : ''}`;
  return [headers.host ?? '', scheme, url, device, country].join('|');
}

/**
 * The cached logged-out page, answered straight from the server's request event: the head the full
 * way sent for the same request signature (security headers, CSP hashes, Vary, Cache-Control, cache
 * tags), written by the same `writePage` (encoding, ETag, 304, Age), with this response's own
 * request id. Logged and measured like any request.
 */
export function createPublicPageShortcut({
  cachedPage,
  logger,
  metrics,
  edge = {},
  now = Date.now,
}: {
  /** The page cache: the stored page under its `cacheKey`, while it holds one. */
  cachedPage: (pageKey: string) => CachedPage | undefined;
  logger: Logger;
  metrics: Pick<Metrics, 'request' | 'pageCache'>;
  edge?: EdgeHeaders;
  now?: () => number;
}) {
  const shortcuts = new Map<string, Shortcut>();
  const logRequest = answeredRequestLog(logger);

  return {
    /** After the full way answered a public page: the same request shape may take the shortcut next time. */
    remember(req: Request, res: Response, pageKey: string, page: CachedPage) {
      const signature = signatureOf(req, edge);
      if (!signature) return;
      // Read once the answer is complete: some middleware set their headers only as it is written.
      res.once('finish', () => {
        const head = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE_HEADERS.has(name)));
        if (shortcuts.size >= MAX_SHORTCUTS) shortcuts.delete(shortcuts.keys().next().value!);
        shortcuts.set(signature, { pageKey, page, head });
      });
    },

    /** Answers the request when a current shortcut fits it; false leaves it to the full way. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const signature = signatureOf(req, edge);
      const shortcut = signature === undefined ? undefined : shortcuts.get(signature);
      if (!shortcut) return false;
      const page = cachedPage(shortcut.pageKey);
      if (page !== shortcut.page) {
        shortcuts.delete(signature!);
        return false;
      }
      const started = performance.now();
      const requestId = requestIdOf(req.headers['x-request-id']);
      const status = writePage(req, res, page, { head: { ...shortcut.head, 'x-request-id': requestId }, now: now() });
      const seconds = (performance.now() - started) / 1000;
      metrics.pageCache('hit');
      metrics.request('GET', 'page', status, seconds);
      logRequest({ requestId, method: 'GET', url: req.url!, route: 'page', status, durationMs: seconds * 1000 });
      return true;
    },
  };
}

export type PublicPageShortcut = ReturnType<typeof createPublicPageShortcut>;
