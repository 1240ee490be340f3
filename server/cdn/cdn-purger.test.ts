import { existsSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../../sandbox/index.ts';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createTestServers } from '../../tests/support/site-with-upstreams.ts';
import { createTestLogger } from '../../tests/support/test-logger.ts';
import { NGINX, send, startNginx, freePort } from '../../tests/support/topology-processes.ts';
import { UPSTREAM_SERVICES } from '../config.ts';
import type { PublishedChange } from '../invalidation/published-change.ts';
import { createLogger } from '../logging/logger.ts';
import { createMetrics } from '../ops/index.ts';
import { createCdnPurger } from './cdn-purger.ts';
import { pageUrlsOf } from './purge-urls.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';
const missing = [NGINX ?? '/usr/sbin/nginx', PURGE_MODULE].filter((file) => !existsSync(file));
if (missing.length)
  console.warn(
    `CDN purge test skipped: ${missing.join(' and ')} missing (apt-get install -y nginx libnginx-mod-http-cache-purge)`,
  );

const HOST = 'hippodrome.localhost';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
/** What visitors send: each device, each encoding nginx keeps apart, and Accept-Encoding strings of real browsers. */
const VISITORS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'user-agent': PHONE },
  { 'user-agent': PHONE, 'accept-encoding': 'gzip, deflate, br' },
];
const lobbyChange: PublishedChange = { brand: 'hippodrome', marketIds: [], paths: ['/'], nodeIds: [] };

/** The purge counts in /metrics, by outcome. */
async function purgeCounts(metrics: ReturnType<typeof createMetrics>) {
  const { body } = await metrics.exposition();
  const count = (outcome: string) =>
    Number(new RegExp(`cdn_purge_requests_total\\{outcome="${outcome}"\\} (\\d+)`).exec(body)?.[1]);
  return { purged: count('purged'), retried: count('retried'), failed: count('failed') };
}

describe.skipIf(missing.length > 0)('the CDN purger, against deploy/nginx.conf', () => {
  const { siteWith, stopAll } = createTestServers();
  let sandbox: RunningSandbox;
  let edge: Awaited<ReturnType<typeof startNginx>>;
  let edgePort: number;

  beforeAll(async () => {
    sandbox = await startSandbox({
      ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'cdn-purger' }, REPO_ROOT),
      logger: createLogger('silent'),
    });
    const upstreams = Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`]));
    // One instance as both of the topology's: what is cached is nginx's business here.
    const { site } = await siteWith(upstreams, 5000, { trustProxy: ['loopback'], deviceHeader: 'x-device' });
    edgePort = await freePort();
    edge = await startNginx({ edge: edgePort, instances: [site.port, site.port] });
  });
  afterAll(async () => {
    await edge?.stop();
    await stopAll();
    await sandbox?.close();
  });

  const visit = (headers: Record<string, string>) => send(edgePort, { path: '/', host: HOST, headers });

  it('drops a page from nginx for every device and encoding: the next visit of each is a MISS', async () => {
    for (const headers of VISITORS) await visit(headers);
    for (const headers of VISITORS) expect((await visit(headers)).headers['x-cache-status']).toBe('HIT');

    const metrics = createMetrics();
    const purger = createCdnPurger({ url: `${edge.url}/_purge`, logger: createLogger('silent'), metrics });
    purger.purge(lobbyChange, pageUrlsOf(lobbyChange, { hosts: [HOST], pagePaths: [] }));
    await purger.settled();

    for (const headers of VISITORS) {
      const again = await visit(headers);
      expect([again.status, again.headers['x-cache-status']]).toEqual([200, 'MISS']);
    }
    // Six keys (2 devices × 3 encodings), each dropped or found empty, none retried.
    expect(await purgeCounts(metrics)).toEqual({ purged: 6, retried: 0, failed: 0 });
  });

  it('refuses a purge from any address but the instances', async () => {
    const fromElsewhere = await send(edgePort, { path: `/_purge/${HOST}/desktop/br/`, host: HOST, from: '127.0.0.2' });
    expect(fromElsewhere.status).toBe(403);
  });

  it('sends the tag headers through nginx to a commercial CDN in front of it', async () => {
    const page = await visit({});
    expect(page.headers['cache-tag']).toContain('brand:hippodrome');
    expect(page.headers['surrogate-key']).toContain('path:hippodrome:/');
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
  const oneUrl = ['http://hippodrome.localhost/'];

  it('retries a purge the CDN answered with 5xx, and counts the retries', async () => {
    answers = [status(503), status(502)];
    const metrics = createMetrics();
    const purger = createCdnPurger({ url: `${cdn.url}/_purge`, logger: createLogger('silent'), metrics, firstRetryMs: 1 });
    purger.purge(lobbyChange, oneUrl);
    await purger.settled();
    expect(await purgeCounts(metrics)).toEqual({ purged: 6, retried: 2, failed: 0 });
  });

  it('gives up after its retries, counts and logs the failure without the purge URL', async () => {
    answers = Array.from({ length: 100 }, () => status(500));
    const metrics = createMetrics();
    const { logger, lines } = createTestLogger();
    const purger = createCdnPurger({ url: `${cdn.url}/_purge`, logger, metrics, firstRetryMs: 1 });
    purger.purge(lobbyChange, oneUrl);
    await purger.settled();
    // Six keys, each tried five times.
    expect(await purgeCounts(metrics)).toEqual({ purged: 0, retried: 24, failed: 6 });
    const warning = lines().find((line) => line.includes('CDN purge failed'));
    expect(JSON.parse(warning!)).toMatchObject({ brand: 'hippodrome', failed: 6, of: 6 });
    expect(warning).not.toContain(cdn.url);
  });

  it('does not retry a refusal (403): asking again changes nothing', async () => {
    answers = Array.from({ length: 6 }, () => status(403));
    const metrics = createMetrics();
    const purger = createCdnPurger({ url: `${cdn.url}/_purge`, logger: createLogger('silent'), metrics, firstRetryMs: 1 });
    purger.purge(lobbyChange, oneUrl);
    await purger.settled();
    expect(await purgeCounts(metrics)).toEqual({ purged: 0, retried: 0, failed: 6 });
  });

  it('returns at once while the CDN holds its answers', async () => {
    const hold = (res: ServerResponse) => void held.push(res);
    answers = Array.from({ length: 6 }, () => hold);
    const metrics = createMetrics();
    const purger = createCdnPurger({ url: `${cdn.url}/_purge`, logger: createLogger('silent'), metrics, firstRetryMs: 1 });
    let settled = false;
    expect(purger.purge(lobbyChange, oneUrl)).toBeUndefined();
    void purger.settled().then(() => (settled = true));
    while (held.length === 0) await pause();
    expect(settled).toBe(false);
    // The CDN answers at last: everything asked for is purged.
    while (!settled) {
      for (const res of held.splice(0)) res.writeHead(200).end();
      await pause();
    }
    const counts = await purgeCounts(metrics);
    expect([counts.purged, counts.failed]).toEqual([6, 0]);
  });
});
