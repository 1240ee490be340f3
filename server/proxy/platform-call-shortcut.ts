import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logging/logger.ts';
import { answeredRequestLog, assignRequestId, traceIdOf, type Metrics } from '../ops/index.ts';
import { isCraftedPath } from '../security/reject-crafted-paths.ts';
import { setNonPageSecurityHeaders } from '../security/security-headers.ts';
import { reachedOverHttps, type TrustProxy } from '../security/strict-transport-security.ts';
import type { PlatformProxy } from './platform-proxy.ts';

export interface MountedProxy {
  service: string;
  mountPath: string;
  proxy: PlatformProxy;
}

export interface PlatformCallShortcutOptions {
  proxies: MountedProxy[];
  /** Requests under a proxied mount that the site answers itself (login limits, cached search): they take the full way. */
  answeredBySite: (method: string, path: string) => boolean;
  /** Whether the Host is one of the site's: any other takes the full way, which answers 404. */
  knownHost: (host: string | undefined) => boolean;
  trustProxy: TrustProxy;
  logger: Logger;
  metrics: Pick<Metrics, 'request'>;
}

/**
 * Platform calls (`/api/games/…`, `/api/accounts/…`), straight from the server's request event to
 * their proxy: what the full way does for them (crafted-path and host checks, request id, security
 * headers, HSTS over https, one log line, the request metric), through the functions the middleware
 * use, without the middleware stack, which
 * cost the site three times what the platform spends answering. Anything unusual takes the full way.
 */
export function createPlatformCallShortcut({
  proxies,
  answeredBySite,
  knownHost,
  trustProxy,
  logger,
  metrics,
}: PlatformCallShortcutOptions) {
  const logRequest = answeredRequestLog(logger);
  const proxyFor = (path: string) =>
    proxies.find(
      ({ mountPath }) => path.startsWith(mountPath) && (path.length === mountPath.length || path[mountPath.length] === '/'),
    );

  return {
    /** Answers the request when it is a plain platform call; false leaves it to the full way. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const url = req.url ?? '';
      const method = req.method ?? 'GET';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const mounted = proxyFor(path);
      if (!mounted || answeredBySite(method, path) || isCraftedPath(url) || !knownHost(req.headers.host)) return false;

      const started = performance.now();
      // What the request log and the security headers middleware do on the full way, by the same functions.
      const requestId = assignRequestId(req, res);
      setNonPageSecurityHeaders(res, reachedOverHttps(req, trustProxy));

      const route = `${mounted.mountPath}/*`;
      res.once('close', () => {
        const seconds = (performance.now() - started) / 1000;
        metrics.request(method, route, res.statusCode, seconds);
        logRequest({
          requestId,
          method,
          url,
          route,
          status: res.statusCode,
          durationMs: seconds * 1000,
          upstream: mounted.service,
          aborted: !res.writableEnded,
          traceId: traceIdOf(req.headers.traceparent),
        });
      });
      // The proxy's path filter is the mount this matched, so it never passes the request on.
      void mounted.proxy(req as never, res as never, () => res.writeHead(404).end());
      return true;
    },
  };
}
