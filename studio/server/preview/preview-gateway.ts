import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { BRAND_COOKIE, DEVICE_COOKIE, previewEntryPage } from './preview-entry.ts';
import { PREVIEW_ENTRY_PATH } from '../../shared/studio-routes.ts';
import { DEVICE_HEADER } from './preview-processes.ts';

/** The gateway in front of the preview site: the entry page, then every request and WebSocket passed on. */
export function createGateway(sitePort: number, playerPassword: string, studioOrigins: readonly string[]) {
  const gateway = createServer((req, res) => {
    if (req.url?.startsWith(PREVIEW_ENTRY_PATH)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(previewEntryPage(new URL(req.url, 'http://preview.invalid').searchParams, playerPassword));
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: req.method,
        path: req.url,
        headers: withPreviewHeaders(req.headers, sitePort),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, framableBy(answer.headers, studioOrigins));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('the preview site is not answering');
    });
    req.pipe(upstream);
  });
  // The broker hub's WebSocket goes through as bytes; closing the preview ends the ones still open.
  const relayed = new Set<{ destroy(): void }>();
  gateway.on('upgrade', (req: IncomingMessage, socket, head) => {
    relayed.add(socket);
    socket.once('close', () => relayed.delete(socket));
    const site = connect(sitePort, '127.0.0.1', () => {
      const headers = Object.entries(withPreviewHeaders(req.headers, sitePort)).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      site.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      site.write(head);
      site.pipe(socket).pipe(site);
    });
    site.on('error', () => socket.destroy());
    socket.on('error', () => site.destroy());
  });
  return {
    listen: () =>
      new Promise<number>((resolve, reject) => {
        gateway.once('error', reject);
        gateway.listen(0, '127.0.0.1', () => resolve((gateway.address() as AddressInfo).port));
      }),
    async close() {
      for (const socket of relayed) socket.destroy();
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    },
  };
}

const cookieOf = (headers: IncomingHttpHeaders, name: string, pattern: RegExp) => {
  const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(headers.cookie ?? '')?.[1];
  return value !== undefined && pattern.test(value) ? value : undefined;
};

/**
 * The request as the preview site takes it: the brand from the preview's cookie as the host (the
 * frame is on the studio's own host name, so the browser treats it as the studio's site and keeps
 * its storage), and the device the preview's screen stands for as the site's device header.
 */
function withPreviewHeaders(headers: IncomingHttpHeaders, sitePort: number): IncomingHttpHeaders {
  const { [DEVICE_HEADER]: _claimed, ...rest } = headers;
  const brand = cookieOf(headers, BRAND_COOKIE, /^[a-z0-9-]{1,40}$/);
  return {
    ...rest,
    ...(brand ? { host: `${brand}.localhost:${sitePort}` } : {}),
    [DEVICE_HEADER]: cookieOf(headers, DEVICE_COOKIE, /^(mobile|desktop)$/) ?? 'desktop',
  };
}

/** The site's answer, made framable by the studio's page only (the site allows its own origin alone). */
function framableBy(headers: IncomingHttpHeaders, studioOrigins: readonly string[]): IncomingHttpHeaders {
  const { 'x-frame-options': _refused, ...rest } = headers;
  const policy = rest['content-security-policy'];
  if (typeof policy === 'string')
    rest['content-security-policy'] = policy.replace(
      "frame-ancestors 'self'",
      `frame-ancestors 'self' ${studioOrigins.join(' ')}`,
    );
  return rest;
}
