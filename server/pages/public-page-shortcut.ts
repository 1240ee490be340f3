import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from '../logging/logger.ts';
import { answeredRequestLog, requestIdOf, type Metrics } from '../ops/index.ts';
import { deviceOf } from '../visitor/index.ts';
import { matchesIfNoneMatch, pickEncoding } from '../http/encoded-body.ts';
import type { EncodedPage } from './encoded-page.ts';

/** The same bound as the page cache's: one shortcut per stored page and request shape at most. */
const MAX_SHORTCUTS = 1000;
/** Headers each response sets for itself: the rest of a stored page's answer is the same every time. */
const PER_RESPONSE = new Set(['x-request-id', 'age', 'etag', 'content-encoding', 'content-length', 'date', 'connection']);

/** The lower-case headers the edge tells the visitor's country and device in, when configured. */
interface EdgeHeaders {
  geoCountryHeader?: string;
  deviceHeader?: string;
}

interface Shortcut {
  page: EncodedPage & { renderedAt: number };
  /** Whether the page cache still holds this page: when it does not, the request takes the full way. */
  current: () => boolean;
  headers: OutgoingHttpHeaders;
}

/**
 * Everything a logged-out page's answer is made from, as the raw request says it: host, the scheme
 * the edge reports, the path, the device and the edge's country. Two requests with the same
 * signature get the same answer, so a signature seen once can be answered without the middleware
 * stack; anything else the request carries (a cookie, a query) takes the full way.
 */
function signatureOf(req: IncomingMessage, { geoCountryHeader, deviceHeader }: EdgeHeaders): string | undefined {
  const { url = '', headers } = req;
  if (req.method !== 'GET' || headers.cookie !== undefined || url.includes('?') || !url.startsWith('/')) return undefined;
  if (url.startsWith('/api/') || url.startsWith('/sandbox/') || url === '/healthz' || url === '/readyz' || url === '/metrics')
    return undefined;
  const device = deviceOf((name) => headers[name], deviceHeader);
  const country = geoCountryHeader ? String(headers[geoCountryHeader] ?? '') : '';
  const scheme = `${String(headers['x-forwarded-proto'] ?? '')}${(req.socket as { encrypted?: boolean }).encrypted ? 's' : ''}`;
  return [headers.host ?? '', scheme, url, device, country].join('|');
}

/**
 * The cached logged-out page, answered straight from the server's request event: the answer the
 * full way gave for the same request signature (security headers, CSP hashes, Vary, Cache-Control),
 * with this response's own request id, encoding, ETag and Age. Logged and measured like any request.
 */
export function createPublicPageShortcut({
  logger,
  metrics,
  edge = {},
  now = Date.now,
}: {
  logger: Logger;
  metrics: Pick<Metrics, 'request' | 'pageCache'>;
  edge?: EdgeHeaders;
  now?: () => number;
}) {
  const shortcuts = new Map<string, Shortcut>();
  const logRequest = answeredRequestLog(logger);

  return {
    /** After the full way answered a public page: the same request shape may take the shortcut next time. */
    remember(req: Request, res: Response, page: Shortcut['page'], current: () => boolean) {
      const signature = signatureOf(req, edge);
      if (!signature) return;
      // Read once the answer is complete: some middleware set their headers only as it is written.
      res.once('finish', () => {
        const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)));
        if (shortcuts.size >= MAX_SHORTCUTS) shortcuts.delete(shortcuts.keys().next().value!);
        shortcuts.set(signature, { page, current, headers });
      });
    },

    /** Answers the request when a current shortcut fits it; false leaves it to the full way. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const signature = signatureOf(req, edge);
      const shortcut = signature === undefined ? undefined : shortcuts.get(signature);
      if (!shortcut) return false;
      if (!shortcut.current()) {
        shortcuts.delete(signature!);
        return false;
      }
      const started = performance.now();
      const requestId = requestIdOf(req.headers['x-request-id']);
      const { page } = shortcut;
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const { bytes, etag } = page.bodies[encoding];
      const headers: OutgoingHttpHeaders = {
        ...shortcut.headers,
        'x-request-id': requestId,
        etag,
        age: String(Math.max(0, Math.floor((now() - page.renderedAt) / 1000))),
      };
      const notModified = page.status === 200 && matchesIfNoneMatch(req.headers['if-none-match'], etag);
      const status = notModified ? 304 : page.status;
      if (notModified) res.writeHead(304, headers).end();
      else {
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        headers['content-length'] = String(bytes.length);
        res.writeHead(status, headers).end(bytes);
      }
      const seconds = (performance.now() - started) / 1000;
      metrics.pageCache('hit');
      metrics.request('GET', 'page', status, seconds);
      logRequest({ requestId, method: 'GET', url: req.url!, route: 'page', status, durationMs: seconds * 1000 });
      return true;
    },
  };
}

export type PublicPageShortcut = ReturnType<typeof createPublicPageShortcut>;
