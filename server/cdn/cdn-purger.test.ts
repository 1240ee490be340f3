import { existsSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../../sandbox/index.ts';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createTestServers } from '../../tests/support/site-with-upstreams.ts';
import { createTestLogger } from '../../tests/support/test-logger.ts';
import { send, startVarnish, freePort, VARNISHD, XKEY_VMOD } from '../../tests/support/topology-processes.ts';
import { UPSTREAM_SERVICES } from '../config.ts';
import type { PublishedChange } from '../invalidation/published-change.ts';
import { createLogger } from '../logging/logger.ts';
import { createMetrics } from '../ops/index.ts';
import { createCdnPurger } from './cdn-purger.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const missing = [VARNISHD ?? '/usr/sbin/varnishd', XKEY_VMOD].filter((file) => !existsSync(file));
if (missing.length)
  console.warn(`CDN purge test skipped: ${missing.join(' and ')} missing (apt-get install -y varnish varnish-modules)`);

const HOST = 'hippodrome.localhost';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
/**
 * What visitors send: the brand's host and an alias of it, affiliates' and campaigns' links, each
 * device, each encoding the edge keeps apart, and Accept-Encoding strings of real browsers.
 */
const VISITS: { host: string; path: string; headers: Record<string, string> }[] = [
  { host: HOST, path: '/', headers: {} },
  { host: HOST, path: '/', headers: { 'accept-encoding': 'gzip' } },
  { host: HOST, path: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
  { host: HOST, path: '/', headers: { 'user-agent': PHONE } },
  { host: HOST, path: '/', headers: { 'user-agent': PHONE, 'accept-encoding': 'gzip, deflate, br' } },
  { host: 'www.hippodromeonline.com', path: '/', headers: { 'accept-encoding': 'br' } },
  { host: HOST, path: '/?page=2', headers: {} },
  { host: 'hippodromeonline.com', path: '/?page=2', headers: { 'user-agent': PHONE } },
  { host: HOST, path: '/', headers: { cookie: 'consent=1; locale=zh' } },
];
const lobbyChange: PublishedChange = { brand: 'hippodrome', marketIds: [], paths: ['/'], nodeIds: [] };

/** The purge counts in /metrics, by outcome. */
async function purgeCounts(metrics: ReturnType<typeof createMetrics>) {
  const { body } = await metrics.exposition();
  const count = (outcome: string) =>
    Number(new RegExp(`cdn_purge_requests_total\\{outcome="${outcome}"\\} (\\d+)`).exec(body)?.[1]);
  return { purged: count('purged'), retried: count('retried'), failed: count('failed') };
}

describe.skipIf(missing.length > 0)('the CDN purger, against deploy/varnish.vcl', () => {
  const { siteWith, stopAll } = createTestServers();
  let sandbox: RunningSandbox;
  let edge: Awaited<ReturnType<typeof startVarnish>>;
  let edgePort: number;

  beforeAll(async () => {
    sandbox = await startSandbox({
      ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'cdn-purger' }, REPO_ROOT),
      logger: createLogger('silent'),
    });
    const upstreams = Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`]));
    // One instance as both of the topology's: what is cached is Varnish's business here.
    const { site } = await siteWith(upstreams, 5000, { trustProxy: ['loopback'], deviceHeader: 'x-device' });
    edgePort = await freePort();
    edge = await startVarnish({ edge: edgePort, instances: [site.port, site.port] });
  });
  afterAll(async () => {
    await edge?.stop();
    await stopAll();
    await sandbox?.close();
  });

  const visit = ({ host, path: pagePath, headers }: (typeof VISITS)[number]) => send(edgePort, { path: pagePath, host, headers });

  it('keeps one copy of a page for every campaign and affiliate link', async () => {
    await visit({ host: HOST, path: '/promotions', headers: {} });
    for (const link of ['/promotions?utm_source=news&utm_medium=email', '/promotions?btag=77', '/promotions?gclid=x&fbclid=y']) {
      const answer = await visit({ host: HOST, path: link, headers: {} });
      expect([link, answer.status, answer.headers['x-cache-status']]).toEqual([link, 200, 'HIT']);
    }
    // A parameter a page reads keeps its own copy.
    expect((await visit({ host: HOST, path: '/promotions?page=2&btag=77', headers: {} })).headers['x-cache-status']).toBe('MISS');
  });

  it('drops every stored variant of a page with one purge: hosts, links, devices and encodings', async () => {
    for (const each of VISITS) await visit(each);
    for (const each of VISITS) expect([each, (await visit(each)).headers['x-cache-status']]).toEqual([each, 'HIT']);

    const metrics = createMetrics();
    const purger = createCdnPurger({ url: edge.url, kind: 'xkey', logger: createLogger('silent'), metrics });
    purger.purge(lobbyChange);
    await purger.settled();

    for (const each of VISITS) {
      const again = await visit(each);
      expect([each, again.status, again.headers['x-cache-status']]).toEqual([each, 200, 'MISS']);
    }
    // One request names the page's tag; none retried.
    expect(await purgeCounts(metrics)).toEqual({ purged: 1, retried: 0, failed: 0 });
  });

  it('keeps a copy per language: a chosen locale never gets the copy of another', async () => {
    await visit({ host: HOST, path: '/blog', headers: {} });
    const chosen = await visit({ host: HOST, path: '/blog', headers: { cookie: 'locale=fr-CA' } });
    const again = await visit({ host: HOST, path: '/blog', headers: { cookie: 'locale=fr-CA; consent=1' } });
    expect([chosen.headers['x-cache-status'], again.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
  });

  it("keeps the brand's other pages", async () => {
    await visit({ host: HOST, path: '/promotions', headers: {} });
    const purger = createCdnPurger({ url: edge.url, kind: 'xkey', logger: createLogger('silent'), metrics: createMetrics() });
    purger.purge(lobbyChange);
    await purger.settled();
    expect((await visit({ host: HOST, path: '/promotions', headers: {} })).headers['x-cache-status']).toBe('HIT');
  });

  it('refuses a purge from any address but the instances', async () => {
    const fromElsewhere = await send(edgePort, {
      method: 'PURGE',
      path: '/',
      host: HOST,
      from: '127.0.0.2',
      headers: { xkey: 'brand:hippodrome' },
    });
    expect(fromElsewhere.status).toBe(403);
  });

  it('sends the tag headers through the edge to a commercial CDN in front of it', async () => {
    const page = await visit(VISITS[0]!);
    expect(page.headers['cache-tag']).toContain('brand:hippodrome');
    expect(page.headers['surrogate-key']).toContain('path:hippodrome:/');
    expect(page.headers.xkey).toBeUndefined();
  });
});

describe('the CDN purger, when the CDN fails', () => {
  let cdn: Listening;
  let answers: ((res: ServerResponse) => void)[];
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    cdn = await listen(
      createServer((req, res) => {
        const answer = answers.shift() ?? ((reply: ServerResponse) => void reply.writeHead(200).end());
        req.resume();
        answer(res);
      }),
    );
  });
  afterAll(() => cdn.close());

  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  const status = (code: number) => (res: ServerResponse) => void res.writeHead(code).end();

  it('retries a purge the CDN answered with 5xx, and counts the retries', async () => {
    answers = [status(503), status(502)];
    const metrics = createMetrics();
    const purger = createCdnPurger({ url: cdn.url, kind: 'xkey', logger: createLogger('silent'), metrics, firstRetryMs: 1 });
    purger.purge(lobbyChange);
    await purger.settled();
    expect(await purgeCounts(metrics)).toEqual({ purged: 1, retried: 2, failed: 0 });
  });

  it('gives up after its retries, counts and logs the failure without the purge URL', async () => {
    answers = Array.from({ length: 100 }, () => status(500));
    const metrics = createMetrics();
    const { logger, lines } = createTestLogger();
    const purger = createCdnPurger({ url: cdn.url, kind: 'xkey', logger, metrics, firstRetryMs: 1 });
    purger.purge(lobbyChange);
    await purger.settled();
    // One request, tried five times.
    expect(await purgeCounts(metrics)).toEqual({ purged: 0, retried: 4, failed: 1 });
    const warning = lines().find((line) => line.includes('CDN purge failed'));
    expect(JSON.parse(warning!)).toMatchObject({ brand: 'hippodrome', failed: 1, of: 1 });
    expect(warning).not.toContain(cdn.url);
  });

  it('does not retry a refusal (403): asking again changes nothing', async () => {
    answers = [status(403)];
    const metrics = createMetrics();
    const purger = createCdnPurger({ url: cdn.url, kind: 'xkey', logger: createLogger('silent'), metrics, firstRetryMs: 1 });
    purger.purge(lobbyChange);
    await purger.settled();
    expect(await purgeCounts(metrics)).toEqual({ purged: 0, retried: 0, failed: 1 });
  });

  it('returns at once while the CDN holds its answers', async () => {
    const hold = (res: ServerResponse) => void held.push(res);
    answers = [hold];
    const metrics = createMetrics();
    const purger = createCdnPurger({ url: cdn.url, kind: 'xkey', logger: createLogger('silent'), metrics, firstRetryMs: 1 });
    let settled = false;
    expect(purger.purge(lobbyChange)).toBeUndefined();
    void purger.settled().then(() => (settled = true));
    while (held.length === 0) await pause();
    expect(settled).toBe(false);
    // The CDN answers at last: everything asked for is purged.
    while (!settled) {
      for (const res of held.splice(0)) res.writeHead(200).end();
      await pause();
    }
    const counts = await purgeCounts(metrics);
    expect([counts.purged, counts.failed]).toEqual([1, 0]);
  });
});
