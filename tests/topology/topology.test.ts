import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureBuilt,
  freePort,
  get,
  NGINX,
  REDIS_SERVER,
  send,
  startInstance,
  startNginx,
  startRedisServer,
  startSandboxProcess,
  waitFor,
  type RedisServerProcess,
  type Started,
} from '../support/topology-processes.ts';

/**
 * The reference topology of the README's "Deploy" section, for real: Redis, the sandbox platform as
 * its own process, two built instances in production mode, and deploy/nginx.conf as CDN and load
 * balancer in front of them, all on loopback.
 */
const missing = [REDIS_SERVER, NGINX ?? '/usr/sbin/nginx'].filter((binary) => !existsSync(binary));
if (missing.length)
  console.warn(`topology test skipped: ${missing.join(' and ')} not installed (apt-get install -y redis-server nginx)`);

const SEEDED_PASSWORD = 'Croupier2026!';
const loginBody = (username: string, password: string) => ({
  credentials: { username, password, passwordType: 1 },
  numLaunchTokens: 2,
  sessionProductId: 3568,
});

describe.skipIf(missing.length > 0)('the reference topology (nginx, two instances, Redis, the sandbox)', () => {
  let redis: RedisServerProcess;
  let redisPort: number;
  let sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
  const instances: Started[] = [];
  let ports: [number, number];
  let edge: Awaited<ReturnType<typeof startNginx>>;
  let edgePort: number;
  const env: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    ensureBuilt();
    redisPort = await freePort();
    redis = await startRedisServer({ port: redisPort });
    sandbox = await startSandboxProcess(await freePort());
    Object.assign(env, {
      PLATFORM_URL: sandbox.platformUrl,
      REDIS_URL: redis.url,
      REMEMBER_USERNAME_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
      DEVICE_HEADER: 'X-Device',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    ports = [await freePort(), await freePort()];
    instances.push(...(await Promise.all(ports.map((port) => startInstance(port, env)))));
    edgePort = await freePort();
    edge = await startNginx({ edge: edgePort, instances: ports });
  }, 120_000);

  afterAll(async () => {
    if (process.env.TOPOLOGY_DEBUG) for (const instance of instances) console.log(instance.output().slice(-6000));
    await edge?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await sandbox?.stop();
    await redis?.stop();
  });

  it('serves a logged-out lobby from the edge cache the second time, the same bytes from both instances', async () => {
    const encoding = { 'accept-encoding': 'gzip' };
    const [fromA, fromB] = await Promise.all(ports.map((port) => get(port, '/', encoding)));
    expect(fromA!.status).toBe(200);
    expect(fromA!.headers['cache-control']).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=60');
    expect(fromB!.headers.etag).toBe(fromA!.headers.etag);
    expect(fromB!.body.equals(fromA!.body)).toBe(true);

    const first = await get(edgePort, '/', encoding);
    const second = await get(edgePort, '/', encoding);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body.equals(fromA!.body)).toBe(true);
    const revalidated = await get(edgePort, '/', { ...encoding, 'if-none-match': String(fromA!.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it("keeps a phone's lobby and a desktop's apart in the edge cache, each cached, by the edge's device word", async () => {
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36' };
    const desktop = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36' };
    const path = '/promotions';
    const [phoneFirst, desktopFirst] = [await get(edgePort, path, phone), await get(edgePort, path, desktop)];
    const [phoneAgain, desktopAgain] = [await get(edgePort, path, phone), await get(edgePort, path, desktop)];
    expect([phoneFirst.headers['x-cache-status'], desktopFirst.headers['x-cache-status']]).toEqual(['MISS', 'MISS']);
    expect([phoneAgain.headers['x-cache-status'], desktopAgain.headers['x-cache-status']]).toEqual(['HIT', 'HIT']);
    expect(phoneAgain.text).toContain('casinoId:3569');
    expect(desktopAgain.text).toContain('casinoId:3568');
    expect(phoneAgain.headers.vary).toBe('Accept-Encoding, x-device');
  });

  it("never stores a logged-in player's API answers", async () => {
    const login = await send(edgePort, { method: 'POST', path: '/api/accounts/login', body: loginBody('demo', SEEDED_PASSWORD) });
    expect(login.status).toBe(200);
    const { tokens } = JSON.parse(login.text) as { tokens: { userToken: string } };
    for (let attempt = 0; attempt < 3; attempt++) {
      const favourites = await send(edgePort, {
        method: 'POST',
        path: '/api/games/favourites-by-user-token/get',
        body: { userToken: tokens.userToken },
      });
      expect(favourites.status).toBe(200);
      expect(favourites.headers['cache-control']).toBe('private, no-store');
      expect(favourites.headers['x-cache-status']).not.toBe('HIT');
      const details = await send(edgePort, {
        path: '/api/accounts/details',
        headers: { authorization: `Bearer ${tokens.userToken}` },
      });
      expect(details.status).toBe(200);
      expect(details.headers['x-cache-status']).not.toBe('HIT');
    }
  });

  it('counts failed logins on both instances against one shared limit, per address and username and per address', async () => {
    const attempt = (username: string, from: string, password = 'not-the-password') =>
      send(edgePort, { method: 'POST', path: '/api/accounts/login', body: loginBody(username, password), from });
    // An attacker's guesses at one username, spread over both instances by the edge, run into one limit.
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push((await attempt('kiwi', '127.0.0.66')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await attempt('kiwi', '127.0.0.66', SEEDED_PASSWORD);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text)).toMatchObject({ code: 10003 });
    expect(limited.headers['ratelimit']).toMatch(/"login-username-ip"; r=0/);
    // The player whose username it is, behind the same proxy, still logs in.
    expect((await attempt('kiwi', '127.0.0.77', SEEDED_PASSWORD)).status).toBe(200);

    // The attacker's address runs out of attempts on any username; a player behind the same proxy does not.
    for (let index = 0; index < 20; index++) expect((await attempt(`guess.${index}`, '127.0.0.66')).status).toBe(401);
    expect((await attempt('guess.last', '127.0.0.66')).status).toBe(429);
    expect((await attempt('someone.else', '127.0.0.77')).status).toBe(401);
    expect((await attempt('maple', '127.0.0.77', SEEDED_PASSWORD)).status).toBe(200);
  });

  it('keeps serving while Redis is down, says so in /readyz, and recovers when Redis is back', async () => {
    expect((await get(ports[0], '/readyz')).status).toBe(200);
    await redis.stop();
    await waitFor(async () => (await get(ports[0], '/readyz')).status === 503, '/readyz to report redis');
    const ready = await get(ports[0], '/readyz');
    expect(JSON.parse(ready.text).checks.redis).not.toBe('ok');
    expect((await get(edgePort, '/promotions')).status).toBe(200);
    for (const port of ports) expect((await get(port, '/')).status).toBe(200);
    const login = await send(edgePort, { method: 'POST', path: '/api/accounts/login', body: loginBody('euro', SEEDED_PASSWORD) });
    expect(login.status).toBe(200);

    redis = await startRedisServer({ port: redisPort });
    for (const port of ports) await waitFor(async () => (await get(port, '/readyz')).status === 200, '/readyz 200 again');
  });

  it('finishes every request when one instance is stopped in the middle of a stream', async () => {
    const failures: string[] = [];
    let sent = 0;
    const stream = async () => {
      while (sent < 400) {
        sent++;
        try {
          const answer = await get(edgePort, '/api/page-data?path=/');
          if (answer.status !== 200) failures.push(`status ${answer.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const streams = Promise.all([stream(), stream(), stream(), stream()]);
    await waitFor(async () => sent >= 100, 'the stream to be under way');
    const stopped = instances[0]!.stop('SIGTERM');
    await streams;
    expect(await stopped).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(400);
    expect(failures).toEqual([]);
  });
});
