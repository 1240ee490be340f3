import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware, fixRequestBody, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from '../logging/logger.ts';

export interface PlatformProxyOptions {
  /** The service's name, for logs and error bodies. */
  service: string;
  /** The upstream base URL, fixed by configuration: nothing in a request can change it. */
  target: string;
  /** Where the browser calls it: `/api/accounts` → `<target>/…`. */
  mountPath: string;
  timeoutMs: number;
  logger: Logger;
  /** Also proxy WebSocket upgrades under mountPath (the message broker hub). */
  ws?: boolean;
}

export type PlatformProxy = RequestHandler & { upgrade: NonNullable<RequestHandler['upgrade']> };

/**
 * A proxy to one upstream service: keep-alive connections, a timeout, and upstream failures answered
 * at once as JSON (502 when unreachable, 504 when it does not answer in time).
 */
export function createPlatformProxy({
  service,
  target,
  mountPath,
  timeoutMs,
  logger,
  ws = false,
}: PlatformProxyOptions): PlatformProxy {
  const agent = target.startsWith('https:') ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const timedOut = new WeakSet<http.IncomingMessage>();
  const proxy = createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target,
    changeOrigin: true,
    xfwd: false,
    ws,
    agent,
    proxyTimeout: timeoutMs,
    pathFilter: (path) => path === mountPath || path.startsWith(`${mountPath}/`) || path.startsWith(`${mountPath}?`),
    pathRewrite: (path) => path.slice(mountPath.length) || '/',
    on: {
      proxyReq(proxyReq, req) {
        // The site's cookies are the site's: the platform authenticates with tokens.
        proxyReq.removeHeader('cookie');
        proxyReq.on('timeout', () => timedOut.add(req));
        fixRequestBody(proxyReq, req as http.IncomingMessage & { body?: unknown });
      },
      proxyReqWs(proxyReq) {
        proxyReq.removeHeader('cookie');
      },
      error(error, req, res) {
        const isTimeout = timedOut.has(req) || (error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
        const status = isTimeout ? 504 : 502;
        logger.warn(
          { service, status, code: (error as NodeJS.ErrnoException).code, requestId: req.headers['x-request-id'] },
          'upstream failed',
        );
        if (!(res instanceof http.ServerResponse)) return void (res as Socket).destroy();
        if (res.headersSent) return void res.end();
        res.writeHead(status, { 'content-type': 'application/json' });
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
