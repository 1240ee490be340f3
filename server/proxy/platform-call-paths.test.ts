import { createServer, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../../sandbox/index.ts';
import { listen } from '../../tests/support/listen.ts';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';
import { UPSTREAM_SERVICES } from '../config.ts';
import { createLogger } from '../logging/logger.ts';

/**
 * A platform call reaches its proxy two ways: the shortcut from the server's request event, and
 * the Express app. Both must send the same answer, so a header added to one is never missing from the other.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Headers each response has of its own. */
const OWN = ['date', 'x-request-id', 'connection', 'keep-alive', 'etag'];

const { siteWith, stopAll } = createTestServers();
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'platform-call-paths' }, REPO_ROOT),
    logger: createLogger('silent'),
  });
});
afterAll(() => sandbox.close());
afterEach(stopAll);

const sameFor = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN.includes(name)));

const CALLS: { name: string; method?: string; path: string; headers?: Record<string, string>; body?: string }[] = [
  { name: 'a catalogue, gzip', path: '/api/games/catalogue/1000', headers: { 'accept-encoding': 'gzip' } },
  { name: 'a catalogue, plain', path: '/api/games/catalogue/1000', headers: { 'accept-encoding': 'identity' } },
  { name: 'a call the platform does not know', path: '/api/games/no-such-call' },
  { name: 'a call over https at the edge', path: '/api/accounts/details', headers: { 'x-forwarded-proto': 'https' } },
  { name: 'a POST', method: 'POST', path: '/api/promotions/no-such-call', body: '{}' },
];

describe('a platform call, by the shortcut and by the Express app', () => {
  it.each(CALLS)('$name: same status, headers and body', async ({ method, path: callPath, headers, body }) => {
    const upstreams = Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`]));
    const { site: viaServe, instance, lines } = await siteWith(upstreams, 5000, { trustProxy: ['loopback'] });
    const viaExpress = await listen(createServer(instance.app));
    const handle = vi.spyOn(instance.app as unknown as { handle: (...args: unknown[]) => void }, 'handle');
    try {
      const call = { method, path: callPath, host: 'hippodrome.localhost', headers, body };
      const linesBefore = lines().length;
      const shortcut = await rawRequest(viaServe, call);
      expect(handle).not.toHaveBeenCalled();
      const express = await rawRequest(viaExpress, call);
      expect(handle).toHaveBeenCalledTimes(1);

      expect(shortcut.status).toBe(express.status);
      expect(sameFor(shortcut.headers)).toEqual(sameFor(express.headers));
      expect(shortcut.bytes.equals(express.bytes)).toBe(true);
      const [shortcutLine, expressLine] = lines()
        .slice(linesBefore)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.req !== undefined);
      const { durationMs: _a, requestId: _b, time: _c, ...shortcutFields } = shortcutLine!;
      const { durationMs: _d, requestId: _e, time: _f, ...expressFields } = expressLine!;
      expect(shortcutFields).toEqual(expressFields);
    } finally {
      await viaExpress.close();
    }
  });
});
