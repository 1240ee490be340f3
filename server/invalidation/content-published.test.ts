import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { createLogger } from '../logging/logger.ts';
import { startServer, type RunningServer } from '../start-server.ts';
import { startSandbox, readSandboxConfig, type RunningSandbox } from '../../sandbox/index.ts';
import { redisServerMissing, startRedisServer, type RedisServerProcess } from '../../tests/support/redis-server.ts';
import { findRepoRoot } from '../config.ts';
import { send } from '../../tests/support/topology-processes.ts';
import { CONTENT_PUBLISHED_PATH } from './content-published-route.ts';
import { signWebhook } from '../../schemas/platform/content/webhook-signature.ts';

const SECRET = randomBytes(32).toString('hex');
const REPO_ROOT = findRepoRoot();
const logger = createLogger('silent');

const event = (nodeIds: unknown, extra: object = {}) =>
  JSON.stringify({ type: 'content.published', timestamp: '2026-11-25T00:00:00Z', data: { nodeIds, ...extra } });

let hookCount = 0;
async function hook(
  site: RunningServer,
  body: string,
  { secret = SECRET, id = `msg_${++hookCount}`, sentS = Date.now() / 1000 } = {},
) {
  const response = await fetch(`${site.url}${CONTENT_PUBLISHED_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signWebhook(secret, id, body, sentS) },
    body,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Croupier's lobby node list: a content read kept in the instance's cache (X-Cache says which). */
const contentCache = async (site: RunningServer, host = 'croupier.localhost') =>
  (await send(site.port, { host, path: `/api/content/nodes/${host.startsWith('hippodrome') ? 1000 : 3000}/true` })).headers[
    'x-cache'
  ];

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'hooks' }, REPO_ROOT),
    logger,
  });
});
afterAll(() => sandbox?.close());

const startSite = (env: NodeJS.ProcessEnv = {}) =>
  startServer(
    readConfig({ PORT: '0', HOST: '127.0.0.1', ...sandbox.siteEnv, CONTENT_WEBHOOK_SECRET: SECRET, ...env }, REPO_ROOT),
    { logger },
  );

describe('POST /api/hooks/content-published on one instance (no Redis)', () => {
  let site: RunningServer;
  beforeAll(async () => void (site = await startSite()));
  afterAll(() => site?.close());

  it("drops the brand's cached content at once, and only that brand's", async () => {
    await contentCache(site);
    await contentCache(site, 'hippodrome.localhost');
    expect(await contentCache(site)).toBe('HIT');

    const accepted = await hook(site, event([3000]));
    expect(accepted.status).toBe(202);
    expect(accepted.body.changes).toEqual([{ brand: 'croupier', marketIds: [], paths: [], nodeIds: [3000] }]);
    expect(await contentCache(site)).toBe('MISS');
    expect(await contentCache(site, 'hippodrome.localhost')).toBe('HIT');
  });

  it.each([
    [
      'signed with another secret',
      () => hook(site, event([3000]), { secret: `${SECRET}-forged` }),
      401,
      /webhook-signature does not match/,
    ],
    [
      'signed six minutes ago',
      () => hook(site, event([3000]), { sentS: Date.now() / 1000 - 360 }),
      401,
      /more than 300 seconds old/,
    ],
  ])('refuses a hook %s (401, JSON) and keeps the cache', async (_case, send, status, message) => {
    await contentCache(site);
    const refused = await send();
    expect([refused.status, refused.type]).toEqual([status, expect.stringContaining('application/json')]);
    expect(refused.body.message).toMatch(message);
    expect(await contentCache(site)).toBe('HIT');
  });

  it('refuses the same signed hook twice (409) and keeps the cache', async () => {
    const body = event([3000]);
    expect((await hook(site, body, { id: 'msg_replayed' })).status).toBe(202);
    await contentCache(site);
    const replayed = await hook(site, body, { id: 'msg_replayed' });
    expect(replayed.status).toBe(409);
    expect(await contentCache(site)).toBe('HIT');
  });

  it.each([
    ['no node ids', event([]), '/data/nodeIds: must NOT have fewer than 1 items'],
    ['a node id that is text', event(['3000']), '/data/nodeIds/0: must be integer'],
    ['a path that is a URL', event([3000], { paths: ['https://evil.example/'] }), '/data/paths/0: must match pattern'],
    ['not JSON', '{"type":', 'The body must be JSON'],
  ])('answers 400 naming the field for %s', async (_case, body, message) => {
    const refused = await hook(site, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
  });
});

describe.skipIf(redisServerMissing)('published changes across instances (Redis pub/sub)', () => {
  let redis: RedisServerProcess;
  let sites: RunningServer[];
  beforeAll(async () => {
    redis = await startRedisServer();
    sites = await Promise.all([startSite({ REDIS_URL: redis.url }), startSite({ REDIS_URL: redis.url })]);
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    await redis?.stop();
  });

  it('drops the content on the instance that did not receive the hook', async () => {
    const [a, b] = sites as [RunningServer, RunningServer];
    // Both subscribed: a first hook reaches b once its subscription is up.
    await contentCache(b);
    await vi.waitFor(
      async () => {
        await hook(a, event([3000]));
        expect(await contentCache(b)).toBe('MISS');
      },
      { timeout: 5000 },
    );
    expect(await contentCache(b)).toBe('HIT');

    expect((await hook(a, event([3000]))).status).toBe(202);
    // How fast it gets there is the publish bench's figure (docs/speed.md), not this test's: a busy machine is given time.
    await vi.waitFor(async () => expect(await contentCache(b)).toBe('MISS'), { timeout: 10_000 });
  });

  it('refuses a hook replayed to the other instance', async () => {
    const [a, b] = sites as [RunningServer, RunningServer];
    const body = event([3000]);
    expect((await hook(a, body, { id: 'msg_to_both' })).status).toBe(202);
    expect((await hook(b, body, { id: 'msg_to_both' })).status).toBe(409);
  });
});
