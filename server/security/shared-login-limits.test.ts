import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listening } from '../../tests/support/listen.ts';
import {
  freePort,
  redisServerMissing,
  REDIS_SERVER,
  startRedisServer,
  type RedisServerProcess,
} from '../../tests/support/redis-server.ts';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';
import { LOGIN_LIMITS, type LoginLimit } from './login-limits.ts';

if (redisServerMissing)
  console.warn(`Shared login limit tests skipped: ${REDIS_SERVER} is not installed (apt-get install -y redis-server)`);

const TOO_MANY = {
  code: 10003,
  message:
    'Too many failed login attempts. For your security, please wait a few minutes before you try again, or reset your password.',
};
const { recordingUpstream, siteWith, stopAll } = createTestServers();

const body = (username: string) =>
  JSON.stringify({ credentials: { username, password: 'wrong-pass1', passwordType: 1 }, numLaunchTokens: 10 });
const attempt = (site: Pick<Listening, 'port'>, username: string, headers: Record<string, string> = {}) =>
  rawRequest(site, { method: 'POST', path: '/api/accounts/login', host: 'hippodrome.localhost', body: body(username), headers });

const refusingAccounts = () =>
  recordingUpstream((_req, res) =>
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":10001,"message":"Unauthorized"}'),
  );

/** Redis connects and comes back on its own time; a test never waits on a state that does not come. */
const REDIS_WAIT = { timeout: 10_000, interval: 50 };

/** siteWith over Redis, once its connection is up (logins before it pass unlimited). */
async function siteOverRedis(...[upstreams, timeoutMs, config]: Parameters<ReturnType<typeof createTestServers>['siteWith']>) {
  const { site, lines } = await siteWith(upstreams, timeoutMs, config);
  await vi.waitFor(
    () =>
      expect(
        lines().some((line) => line.includes('redis connected')),
        'Redis connected',
      ).toBe(true),
    REDIS_WAIT,
  );
  return site;
}

/** The site over Redis, and what an operator reads of it: its counters at /metrics and the redis check at /readyz. */
async function siteCounting(redisUrl: string, accountsUrl: string) {
  const { site, lines } = await siteWith({ accounts: accountsUrl }, 2000, { redisUrl });
  const counter = async (series: string) => {
    const exposition = (await rawRequest(site, { path: '/metrics', host: 'metrics.internal' })).body;
    const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return Number(line?.split(' ')[1] ?? NaN);
  };
  const readiness = async (): Promise<true | string> => {
    const { checks } = JSON.parse((await rawRequest(site, { path: '/readyz', host: 'lb.internal' })).body) as {
      checks: Record<string, string>;
    };
    return checks.redis === 'ok' ? true : String(checks.redis);
  };
  return {
    site,
    lines,
    storeErrors: () => counter('login_limit_store_errors_total'),
    rejected: (limit: LoginLimit) => counter(`login_limit_rejections_total{limit="${limit}"}`),
    readiness,
  };
}

describe.skipIf(redisServerMissing)('login limits shared through Redis', () => {
  let redis: RedisServerProcess;
  let inspect: Redis;
  beforeAll(async () => {
    redis = await startRedisServer();
    inspect = new Redis(redis.url, { lazyConnect: true });
    await inspect.connect();
  });
  afterAll(async () => {
    inspect?.disconnect();
    await redis?.stop();
  });
  beforeEach(async () => void (await inspect.flushall()));
  afterEach(stopAll);

  it('count failures on every instance against one limit per username and IP, and one per IP', async () => {
    const accounts = await refusingAccounts();
    const sites = [
      await siteOverRedis({ accounts: accounts.server.url }, 2000, { redisUrl: redis.url }),
      await siteOverRedis({ accounts: accounts.server.url }, 2000, { redisUrl: redis.url }),
    ] as const;
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsernameAndIp; index++)
      expect((await attempt(sites[index % 2]!, 'Shared.Player')).status).toBe(401);
    for (const site of sites) {
      const refused = await attempt(site, 'shared.player');
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual(TOO_MANY);
      expect(refused.headers['ratelimit']).toMatch(/"login-username-ip"; r=0; t=\d+/);
    }
    expect((await inspect.keys('login-limits:*')).sort()).toEqual([
      'login-limits:ip:127.0.0.1',
      'login-limits:username-ip:127.0.0.1|shared.player',
      'login-limits:username:shared.player',
    ]);

    await inspect.flushall();
    for (let index = 0; index < LOGIN_LIMITS.failuresPerIp; index++)
      expect((await attempt(sites[index % 2]!, `player-${index}`)).status).toBe(401);
    for (const site of sites) {
      const refused = await attempt(site, `someone-new-on-${site.port}`);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual(TOO_MANY);
      expect(refused.headers['ratelimit']).toMatch(/"login-ip"; r=0; t=\d+/);
    }
    expect(accounts.seen).toHaveLength(LOGIN_LIMITS.failuresPerUsernameAndIp + LOGIN_LIMITS.failuresPerIp);
  });

  it('limit the client a trusted proxy names, and only the socket when no proxy is trusted', async () => {
    const accounts = await refusingAccounts();
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const trusting = await siteOverRedis({ accounts: accounts.server.url }, 2000, {
      redisUrl: redis.url,
      trustProxy: ['loopback'],
    });
    for (let index = 0; index < LOGIN_LIMITS.failuresPerIp; index++)
      expect((await attempt(trusting, `trusted-${index}`, from('203.0.113.7'))).status).toBe(401);
    expect((await attempt(trusting, 'trusted-last', from('203.0.113.7'))).status).toBe(429);
    expect((await attempt(trusting, 'trusted-other', from('198.51.100.9'))).status).toBe(401);

    await inspect.flushall();
    const untrusting = await siteOverRedis({ accounts: accounts.server.url }, 2000, { redisUrl: redis.url });
    for (let index = 0; index < LOGIN_LIMITS.failuresPerIp; index++)
      expect((await attempt(untrusting, `direct-${index}`, from(index % 2 ? '203.0.113.7' : '198.51.100.9'))).status).toBe(401);
    expect((await attempt(untrusting, 'direct-last', from('192.0.2.1'))).status).toBe(429);
    expect(await inspect.keys('login-limits:ip:*')).toEqual(['login-limits:ip:127.0.0.1']);
  });
});

describe.skipIf(redisServerMissing)('login limits while Redis is down', () => {
  const PASSWORD = 's3cret-redis-pass';
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    await stopAll();
  });

  it('let logins through, say so once, and enforce the limits again when Redis is back', async () => {
    let redis = await startRedisServer({ password: PASSWORD });
    cleanup.push(() => redis.stop());
    const accounts = await refusingAccounts();
    const site = await siteCounting(redis.url, accounts.server.url);
    await vi.waitFor(async () => expect(await site.readiness(), 'Redis to be ready').toBe(true), REDIS_WAIT);
    expect((await attempt(site.site, 'before.outage')).headers['ratelimit']).toBeDefined();

    await redis.stop();
    const attempts = 5;
    for (let index = 0; index < attempts; index++) {
      const answer = await attempt(site.site, 'during.outage');
      expect(answer.status).toBe(401);
      expect(answer.headers['ratelimit']).toBeUndefined();
    }
    // Three counts a login: per IP, per username and IP, per username.
    expect(await site.storeErrors()).toBe(3 * attempts);
    const errors = site.lines().filter((line) => JSON.parse(line).level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('login limits are not enforced');
    expect(await site.readiness()).toBe('unreachable');

    redis = await startRedisServer({ port: redis.port, password: PASSWORD });
    await vi.waitFor(async () => expect(await site.readiness(), 'Redis to be ready again').toBe(true), REDIS_WAIT);
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsernameAndIp; index++)
      expect((await attempt(site.site, 'after.outage')).status).toBe(401);
    const refused = await attempt(site.site, 'after.outage');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual(TOO_MANY);
    expect(await site.rejected('username-ip')).toBe(1);
    expect(await site.rejected('ip')).toBe(0);
    expect(site.lines().some((line) => line.includes('login limits are enforced again'))).toBe(true);
    expect(site.lines().join('\n')).not.toContain(PASSWORD);
  });

  it('answer logins when Redis stops answering but keeps its connections open', async () => {
    const redis = await startRedisServer();
    cleanup.push(() => redis.stop());
    const accounts = await refusingAccounts();
    const site = await siteCounting(redis.url, accounts.server.url);
    await vi.waitFor(async () => expect(await site.readiness(), 'Redis to be ready').toBe(true), REDIS_WAIT);

    process.kill(redis.pid, 'SIGSTOP');
    for (let index = 0; index < 5; index++) expect((await attempt(site.site, 'paused.redis')).status).toBe(401);
    expect(await site.readiness()).not.toBe(true);

    process.kill(redis.pid, 'SIGCONT');
    await vi.waitFor(async () => expect(await site.readiness(), 'Redis to be ready again').toBe(true), REDIS_WAIT);
  });

  it('enforce the limits once Redis comes up, when the site started without it', async () => {
    const port = await freePort();
    const accounts = await refusingAccounts();
    const site = await siteCounting(`redis://:${PASSWORD}@127.0.0.1:${port}`, accounts.server.url);
    expect((await attempt(site.site, 'early.player')).status).toBe(401);
    expect(await site.readiness()).toBe('unreachable');

    const redis = await startRedisServer({ port, password: PASSWORD });
    cleanup.push(() => redis.stop());
    await vi.waitFor(async () => expect(await site.readiness(), 'Redis to be ready').toBe(true), REDIS_WAIT);
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsernameAndIp; index++)
      expect((await attempt(site.site, 'late.player')).status).toBe(401);
    expect((await attempt(site.site, 'late.player')).status).toBe(429);
  });
});
