import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { parse as parseUrl } from 'node:url';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  fixRequestBody,
  proxyEventsPlugin,
  type RequestHandler,
} from 'http-proxy-middleware';
import type { Logger } from '../logging/logger.ts';
import { noteRouteGroup, noteUpstream, type Metrics } from '../ops/index.ts';
import { passesAsItIs, replaceNonJsonAnswer } from './json-only-answers.ts';
import { rewriteJsonAnswer } from './rewrite-json-answer.ts';

export interface PlatformProxyOptions {
  /** The service's name, for logs and error bodies. */
  service: string;
  /** The upstream base URL, fixed by configuration: nothing in a request can change it. */
  target: string;
  /** Where the browser calls it: `/api/accounts` → `<target>/…`. */
  mountPath: string;
  timeoutMs: number;
  logger: Logger;
  /** Each call's duration and outcome are measured there. */
  metrics: Pick<Metrics, 'upstream'>;
  /** Also proxy WebSocket upgrades under mountPath (the message broker hub). */
  ws?: boolean;
  /**
   * Paths under the mount (`/registration`) where the platform serves a page of its own to a browser
   * that navigates there (the registration hand-off): passed as they are, HTML included. Every other
   * answer reaches the browser only as JSON.
   */
  hostedPages?: readonly string[];
  /**
   * For a request whose successful JSON answer the site changes before the browser sees it, the
   * change (the visitor's market's rules applied to a promotions list); undefined passes the answer
   * as it streams.
   */
  rewriteAnswer?: (req: http.IncomingMessage, res: http.ServerResponse) => ((body: unknown) => unknown) | undefined;
}

/** What a shared cache (CDN, proxy) may do with a player's data: nothing. */
export const PLAYER_DATA_CACHE_CONTROL = 'private, no-store';

/** Headers about one connection (RFC 9110 §7.6.1): the platform's to the site, never the visitor's to the site. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * The upstream's hop-by-hop headers (and any its Connection header names) dropped; Connection set
 * to what the site means for this visitor's connection, which http-proxy would otherwise take from
 * the request and which stops Node adding its own Keep-Alive.
 */
function dropHopByHop(proxyRes: http.IncomingMessage, req: http.IncomingMessage, res: http.ServerResponse) {
  const { headers } = proxyRes;
  const named = headers.connection;
  if (named) for (const name of named.split(',')) clearHeader(headers, name.trim().toLowerCase());
  for (const name of HOP_BY_HOP) clearHeader(headers, name);
  headers.connection = asksToClose(res.getHeader('connection')) || asksToClose(req.headers.connection) ? 'close' : 'keep-alive';
}

/** http-proxy passes on every header but an undefined one: clearing keeps the object's shape, where `delete` makes it a slow dictionary. */
const clearHeader = (headers: http.IncomingHttpHeaders, name: string) => {
  if (headers[name] !== undefined) headers[name] = undefined;
};

const asksToClose = (connection: number | string | string[] | undefined) =>
  connection !== undefined && /\bclose\b/i.test(String(connection));

/** The path (without its query) the proxy asked the upstream for. */
const upstreamPathOf = (proxyRes: http.IncomingMessage) => {
  const asked = (proxyRes as { req?: { path?: string } }).req?.path ?? '';
  const query = asked.indexOf('?');
  return query === -1 ? asked : asked.slice(0, query);
};

export type PlatformProxy = RequestHandler & { upgrade: NonNullable<RequestHandler['upgrade']> };

/**
 * A proxy to one upstream service: keep-alive connections, a timeout, upstream failures answered
 * at once as JSON (502 when unreachable, 504 when it does not answer in time), and an upstream
 * answer that is not JSON replaced by the site's JSON error.
 */
export function createPlatformProxy({
  service,
  target,
  mountPath,
  timeoutMs,
  logger,
  metrics,
  ws = false,
  hostedPages = [],
  rewriteAnswer,
}: PlatformProxyOptions): PlatformProxy {
  const agent = target.startsWith('https:') ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const timedOut = new WeakSet<http.IncomingMessage>();
  const startedAt = new WeakMap<http.IncomingMessage, number>();
  const secondsSince = (req: http.IncomingMessage) => (performance.now() - (startedAt.get(req) ?? performance.now())) / 1000;
  const routeGroup = `${mountPath}/*`;
  // The upstream is asked under the target's own base path (`/accounts/registration`).
  const basePath = new URL(target).pathname.replace(/\/+$/, '');
  const hostedUpstreamPaths = hostedPages.map((page) => `${basePath}${page}`);
  const proxy = createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    // Parsed once, as http-proxy would parse the string on every call.
    target: parseUrl(target),
    changeOrigin: true,
    xfwd: false,
    ws,
    agent,
    // The default plugins but the logger, which builds a line per call nobody reads: the site logs each request itself.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    proxyTimeout: timeoutMs,
    pathFilter: (path) => path === mountPath || path.startsWith(`${mountPath}/`) || path.startsWith(`${mountPath}?`),
    pathRewrite: (path) => path.slice(mountPath.length) || '/',
    on: {
      proxyReq(proxyReq, req, res) {
        startedAt.set(req, performance.now());
        noteUpstream(res, service);
        noteRouteGroup(res, routeGroup);
        // The site's cookies are the site's: the platform authenticates with tokens.
        proxyReq.removeHeader('cookie');
        proxyReq.on('timeout', () => timedOut.add(req));
        fixRequestBody(proxyReq, req as http.IncomingMessage & { body?: unknown });
      },
      proxyRes(proxyRes, req, res) {
        metrics.upstream(service, secondsSince(req), proxyRes.statusCode ?? 502);
        dropHopByHop(proxyRes, req, res);
        // The platform's answers are a player's own (accounts, favourites, offers): never stored on the way.
        proxyRes.headers['cache-control'] = PLAYER_DATA_CACHE_CONTROL;
        // JSON streams through untouched (the hot path); an HTML error page or plain text never reaches the browser.
        const status = proxyRes.statusCode ?? 502;
        if (!passesAsItIs(status, proxyRes.headers['content-type'], req.method)) {
          if (!hostedUpstreamPaths.includes(upstreamPathOf(proxyRes)))
            replaceNonJsonAnswer({ service, logger }, proxyRes, req, res);
          return;
        }
        const rewrite = status === 200 && req.method !== 'HEAD' ? rewriteAnswer?.(req, res) : undefined;
        if (rewrite) rewriteJsonAnswer(proxyRes, res, rewrite);
      },
      proxyReqWs(proxyReq) {
        proxyReq.removeHeader('cookie');
      },
      error(error, req, res) {
        const isTimeout = timedOut.has(req) || (error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
        const status = isTimeout ? 504 : 502;
        metrics.upstream(service, secondsSince(req), isTimeout ? 'timeout' : 'unreachable');
        logger.warn(
          { service, status, code: (error as NodeJS.ErrnoException).code, requestId: req.headers['x-request-id'] },
          'upstream failed',
        );
        if (!(res instanceof http.ServerResponse)) return void (res as Socket).destroy();
        if (res.headersSent) return void res.end();
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': PLAYER_DATA_CACHE_CONTROL });
        res.end(
          JSON.stringify({
            code: status,
            message: isTimeout ? `The ${service} service did not answer in time` : `The ${service} service cannot be reached`,
          }),
        );
      },
    },
  });
  return proxy as PlatformProxy;
}
