import { createServer, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../../sandbox/index.ts';
import { listen } from '../../tests/support/listen.ts';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';
import { UPSTREAM_SERVICES } from '../config.ts';
import { createLogger } from '../logging/logger.ts';

/**
 * A stored page reaches the visitor two ways: the Express route, and the shortcut from the server's
 * request event. Both must send the same answer, so a header added to one is never missing from the other.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Headers each response has of its own. */
const OWN = ['date', 'x-request-id', 'age', 'connection', 'keep-alive'];

const { siteWith, stopAll } = createTestServers();
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'page-paths' }, REPO_ROOT),
    logger: createLogger('silent'),
  });
});
afterAll(() => sandbox.close());
afterEach(stopAll);

const sameFor = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN.includes(name)));

/**
 * One instance served twice: `viaServe` is how the site runs (the shortcut answers a page it stored),
 * `viaExpress` hands every request to the Express app (the full way), both over real sockets.
 */
async function bothWays(config: Parameters<typeof siteWith>[2] = {}) {
  const upstreams = Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`]));
  const { site: viaServe, instance, lines } = await siteWith(upstreams, 5000, config);
  const viaExpress = await listen(createServer(instance.app));
  // Every request Express answers goes through `app.handle`: the shortcut's never do.
  const handle = vi.spyOn(instance.app as unknown as { handle: (...args: unknown[]) => void }, 'handle');
  return { viaServe, viaExpress, lines, expressCalls: () => handle.mock.calls.length, close: viaExpress.close };
}

/** A request the shortcut answers (GET, no cookie, no query but marketing parameters): the same on either way. */
const REQUESTS: { name: string; path: string; host: string; headers: Record<string, string> }[] = [
  { name: 'the lobby, brotli', path: '/', host: 'hippodrome.localhost', headers: { 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'the lobby, gzip', path: '/', host: 'hippodrome.localhost', headers: { 'accept-encoding': 'gzip' } },
  { name: 'the lobby, plain', path: '/', host: 'croupier.localhost', headers: { 'accept-encoding': 'identity' } },
  {
    name: 'the lobby on a phone',
    path: '/',
    host: 'croupier.localhost',
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
  },
  { name: 'a page with no record (404)', path: '/no-such-page', host: 'hippodrome.localhost', headers: {} },
  { name: 'over https at the edge', path: '/', host: 'hippodrome.localhost', headers: { 'x-forwarded-proto': 'https' } },
  // Marketing parameters are no part of a page: an affiliate's or a campaign's link is the page of its path.
  { name: "an affiliate's and a campaign's link", path: '/?btag=77&utm_source=news', host: 'hippodrome.localhost', headers: {} },
];

describe('a stored page, by the shortcut and by the Express route', () => {
  it.each(REQUESTS)('$name: same status, headers and bytes', async ({ path: pagePath, host, headers }) => {
    const { viaServe, viaExpress, lines, expressCalls, close } = await bothWays({ trustProxy: ['loopback'] });
    try {
      const filled = await rawRequest(viaServe, { path: pagePath, host, headers });
      const linesBefore = lines().length;
      const shortcut = await rawRequest(viaServe, { path: pagePath, host, headers });
      const express = await rawRequest(viaExpress, { path: pagePath, host, headers });

      // The second request on the site's own server did not go through Express: its line has no response time.
      // The second request on the site's own server never reached Express; the one on the other server did.
      expect(expressCalls()).toBe(2);
      // One log line each, of one shape.
      const [shortcutLine, expressLine] = lines()
        .slice(linesBefore)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(Object.keys(shortcutLine!)).toEqual(Object.keys(expressLine!));
      expect(shortcutLine).toMatchObject({ req: { method: 'GET', url: pagePath }, route: 'page', status: express.status });

      expect(shortcut.status).toBe(express.status);
      expect(sameFor(shortcut.headers)).toEqual(sameFor(express.headers));
      expect(shortcut.bytes.equals(express.bytes)).toBe(true);
      expect(sameFor(filled.headers)).toEqual(sameFor(express.headers));
      // Tags reach a CDN either way.
      expect(shortcut.headers['cache-tag']).toMatch(/^brand:[a-z]+,/);
      expect(shortcut.headers['surrogate-key']).toBe(String(shortcut.headers['cache-tag']).replaceAll(',', ' '));
    } finally {
      await close();
    }
  });

  it('answers 304 for the ETag it sent, the same both ways', async () => {
    const { viaServe, viaExpress, close } = await bothWays();
    try {
      const host = 'hippodrome.localhost';
      const first = await rawRequest(viaServe, { path: '/', host, headers: { 'accept-encoding': 'gzip' } });
      const headers = { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) };
      const shortcut = await rawRequest(viaServe, { path: '/', host, headers });
      const express = await rawRequest(viaExpress, { path: '/', host, headers });
      expect([shortcut.status, express.status]).toEqual([304, 304]);
      expect(sameFor(shortcut.headers)).toEqual(sameFor(express.headers));
    } finally {
      await close();
    }
  });
});
