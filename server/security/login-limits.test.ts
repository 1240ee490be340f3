import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import express from 'express';
import type { Store } from 'express-rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../tests/support/listen.ts';
import {
  ANSWERING_UPSTREAM_TIMEOUT_MS,
  createTestServers,
  HANGING_UPSTREAM_TIMEOUT_MS,
  rawRequest,
} from '../../tests/support/site-with-upstreams.ts';
import { createTestLogger } from '../../tests/support/test-logger.ts';
import { LOGIN_LIMITS, loginLimits, STORE_OUTAGE_LOG_INTERVAL_MS, usernameDelayMs } from './login-limits.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(stopAll);

const RIGHT_PASSWORD = 'right-pass1';
const login = (username: string, password = 'wrong-pass1') =>
  JSON.stringify({ credentials: { username, password, passwordType: 1 }, numLaunchTokens: 10 });

const TOO_MANY = {
  en: 'Too many failed login attempts. For your security, please wait a few minutes before you try again, or reset your password.',
  zh: '登录失败次数过多。为保障您的安全，请等待几分钟后再试，或重置您的密码。',
};

type Answer = (res: ServerResponse, req: IncomingMessage) => void;
const json =
  (status: number, body: unknown): Answer =>
  (res) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
/** The sandbox's answer to a wrong username or password (sandbox/accounts/session-routes.ts). */
const wrongCredentials = json(401, { code: 10001, message: 'Unauthorized' });

/** An accounts service that logs in with RIGHT_PASSWORD and answers anything else with `otherwise`. */
const accountsAnswering = (otherwise: Answer = wrongCredentials) =>
  recordingUpstream((req, res, body) => {
    const password = (JSON.parse(body || '{}') as { credentials?: { password?: string } }).credentials?.password;
    if (password === RIGHT_PASSWORD) return json(200, { tokens: { userToken: 'a.b.c' }, account: {} })(res, req);
    otherwise(res, req);
  });

/** The site behind a trusted proxy, so a test can say which address each attempt comes from. */
async function siteBehindProxy(accountsUrl: string, timeoutMs = ANSWERING_UPSTREAM_TIMEOUT_MS) {
  const { site, lines } = await siteWith({ accounts: accountsUrl }, timeoutMs, {
    trustProxy: ['loopback'],
    geoCountryHeader: 'cf-ipcountry',
  });
  const attempt = (
    username: string,
    {
      from = '203.0.113.7',
      password = 'wrong-pass1',
      host = 'hippodrome.localhost',
      country = 'GB',
      path = '/api/accounts/login',
    } = {},
  ) =>
    rawRequest(site, {
      method: 'POST',
      path,
      host,
      body: login(username, password),
      headers: { 'x-forwarded-for': from, 'cf-ipcountry': country },
    });
  return { site, lines, attempt };
}

describe('server-side login limits count only wrong credentials', () => {
  // Each row: what the accounts service answers to a login; an outage or a refusal that is no guess
  // at a password must not use up a player's attempts.
  it.each<{ what: string; answer: Answer; status: number; counts: boolean; timeoutMs?: number }>([
    { what: 'a wrong username or password (401, code 10001)', answer: wrongCredentials, status: 401, counts: true },
    {
      what: 'a wrong password, gzip-encoded by the platform',
      answer: (res) =>
        res
          .writeHead(401, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
          .end(gzipSync('{"code":10001,"message":"Unauthorized"}')),
      status: 401,
      counts: true,
    },
    { what: 'accounts unreachable', answer: (res) => res.socket?.destroy(), status: 502, counts: false },
    {
      what: 'accounts too slow',
      answer: () => undefined,
      status: 504,
      counts: false,
      timeoutMs: HANGING_UPSTREAM_TIMEOUT_MS,
    },
    { what: 'a gateway error', answer: json(502, { code: 502, message: 'Bad gateway' }), status: 502, counts: false },
    { what: 'an accounts crash', answer: json(500, { code: 500, message: 'Internal error' }), status: 500, counts: false },
    { what: 'accounts in maintenance', answer: json(503, { code: 503, message: 'Maintenance' }), status: 503, counts: false },
    {
      what: 'a malformed request',
      answer: json(400, { code: 10002, message: 'credentials are required' }),
      status: 400,
      counts: false,
    },
    { what: 'a blocked account', answer: json(403, { code: 10005, message: 'Account blocked' }), status: 403, counts: false },
    {
      what: 'a 401 that is not about credentials',
      answer: json(401, { code: 15001, message: 'Gateway key' }),
      status: 401,
      counts: false,
    },
    { what: 'a 401 that is not JSON', answer: (res) => res.writeHead(401).end('<h1>401</h1>'), status: 401, counts: false },
  ])('$what: counted $counts', async ({ answer, status, counts, timeoutMs }) => {
    const accounts = await accountsAnswering(answer);
    const { attempt } = await siteBehindProxy(accounts.server.url, timeoutMs);
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsernameAndIp; index++)
      expect((await attempt('demo', { from: '198.51.100.9' })).status).toBe(status);
    const next = await attempt('demo', { from: '198.51.100.9', password: RIGHT_PASSWORD });
    if (counts) {
      expect(next.status).toBe(429);
      return;
    }
    // The outage is over and the player's next try, with the right password, gets in.
    expect(next.status).toBe(200);
    expect(accounts.seen).toHaveLength(LOGIN_LIMITS.failuresPerUsernameAndIp + 1);
  });

  it('do not count an attempt the player gave up on before any answer', async () => {
    let arrived = 0;
    const closed: Promise<void>[] = [];
    const accounts = await accountsAnswering((_res, req) => {
      arrived++;
      closed.push(new Promise((resolve) => req.socket.once('close', () => resolve())));
    });
    // The platform never answers; the site gives up on it after its timeout, long after the player left.
    const { site, attempt } = await siteBehindProxy(accounts.server.url, HANGING_UPSTREAM_TIMEOUT_MS);
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsernameAndIp; index++) {
      const sent = request({
        host: '127.0.0.1',
        port: site.port,
        method: 'POST',
        path: '/api/accounts/login',
        headers: { host: 'hippodrome.localhost', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
      });
      sent.on('error', () => undefined);
      sent.end(login('demo'));
      while (arrived <= index) await new Promise((resolve) => setTimeout(resolve, 10));
      sent.destroy();
      // The site's call to the platform ends at its timeout: by then the site has seen the player go.
      await closed[index];
    }
    expect((await attempt('demo', { from: '198.51.100.9', password: RIGHT_PASSWORD })).status).toBe(200);
  });

  it('do not count successful logins', async () => {
    const accounts = await accountsAnswering();
    const { attempt } = await siteBehindProxy(accounts.server.url);
    for (let index = 0; index < LOGIN_LIMITS.failuresPerIp + 2; index++)
      expect((await attempt('demo', { password: RIGHT_PASSWORD })).status).toBe(200);
  });
});

describe('server-side login limits leave no lever to keep a player out', () => {
  it("refuse an attacker's address on a username, while its player logs in from their own", async () => {
    const accounts = await accountsAnswering();
    const { attempt } = await siteBehindProxy(accounts.server.url);
    const attacker = '203.0.113.7';
    const player = '198.51.100.9';
    // Every spelling of the login path, and of the username, counts against the same limit.
    const spellings = ['/api/accounts/login', '/api/accounts/LOGIN', '/api/accounts/login/'];
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsernameAndIp; index++) {
      const path = spellings[index % spellings.length]!;
      expect((await attempt(index % 2 ? 'Demo' : ' demo', { from: attacker, path })).status).toBe(401);
    }
    const refused = await attempt('demo', { from: attacker, password: RIGHT_PASSWORD });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ code: 10003, message: TOO_MANY.en });

    expect((await attempt('demo', { from: player })).status).toBe(401);
    expect((await attempt('demo', { from: player, password: RIGHT_PASSWORD })).status).toBe(200);
    // The attacker's address may still try other usernames, up to its own limit.
    expect((await attempt('someone.else', { from: attacker })).status).toBe(401);
    expect(accounts.seen).toHaveLength(LOGIN_LIMITS.failuresPerUsernameAndIp + 3);
  });

  it('refuse an address that fails on many usernames, not the player behind another', async () => {
    const accounts = await accountsAnswering();
    const { attempt } = await siteBehindProxy(accounts.server.url);
    for (let index = 0; index < LOGIN_LIMITS.failuresPerIp; index++)
      expect((await attempt(`guess-${index}`, { from: '203.0.113.7' })).status).toBe(401);
    expect((await attempt('demo', { from: '203.0.113.7', password: RIGHT_PASSWORD })).status).toBe(429);
    expect((await attempt('demo', { from: '198.51.100.9', password: RIGHT_PASSWORD })).status).toBe(200);
  });

  it('slow a username that fails from everywhere, and never refuse it', async () => {
    const waits: number[] = [];
    const app = express();
    app.set('trust proxy', 'loopback');
    app.post(
      '/api/accounts/login',
      ...loginLimits({ logger: createTestLogger().logger, wait: async (ms) => void waits.push(ms) }),
      (req, res) => {
        const { password } = (req.body as { credentials: { password: string } }).credentials;
        if (password === RIGHT_PASSWORD) return void res.json({ tokens: {} });
        res.status(401).json({ code: 10001, message: 'Unauthorized' });
      },
    );
    const site = await listen(app);
    const attempt = (from: string, password?: string) =>
      rawRequest(site, {
        method: 'POST',
        path: '/api/accounts/login',
        host: 'localhost',
        body: login('demo', password),
        headers: { 'x-forwarded-for': from },
      });
    try {
      const spread = LOGIN_LIMITS.failuresPerUsernameBeforeDelay + 12;
      // One guess from each of many addresses: every one answered, the later ones held back.
      for (let index = 0; index < spread; index++) expect((await attempt(`192.0.2.${index + 1}`)).status).toBe(401);
      expect((await attempt('198.51.100.9', RIGHT_PASSWORD)).status).toBe(200);
      const { delayStepMs, maxDelayMs } = LOGIN_LIMITS;
      // 0.5 s more for each failure past the threshold, up to 5 s, the player's own attempt included.
      expect(waits).toEqual([
        ...Array.from({ length: 10 }, (_, index) => (index + 1) * delayStepMs),
        ...Array(3).fill(maxDelayMs),
      ]);
    } finally {
      await site.close();
    }
  });

  it.each([
    { failures: 1, delay: 0 },
    { failures: LOGIN_LIMITS.failuresPerUsernameBeforeDelay, delay: 0 },
    { failures: LOGIN_LIMITS.failuresPerUsernameBeforeDelay + 1, delay: LOGIN_LIMITS.delayStepMs },
    { failures: LOGIN_LIMITS.failuresPerUsernameBeforeDelay + 4, delay: 4 * LOGIN_LIMITS.delayStepMs },
    { failures: 1000, delay: LOGIN_LIMITS.maxDelayMs },
  ])('a username with $failures failures waits $delay ms', ({ failures, delay }) => {
    expect(usernameDelayMs(failures)).toBe(delay);
  });
});

describe('a login refused by a limit', () => {
  // Each row: which limit refuses, and the visitor's market (by country), whose language the message speaks.
  it.each([
    { limit: 'username-ip', host: 'hippodrome.localhost', country: 'GB', language: 'en' },
    { limit: 'username-ip', host: 'hippodrome.localhost', country: 'CN', language: 'zh' },
    { limit: 'ip', host: 'hippodrome.localhost', country: 'CN', language: 'zh' },
    { limit: 'ip', host: 'croupier.localhost', country: 'CN', language: 'en' },
    { limit: 'ip', host: 'croupier.localhost', country: 'GB', language: 'en' },
  ] as const)('by $limit on $host from $country: 429, code 10003, in $language', async ({ limit, host, country, language }) => {
    const accounts = await accountsAnswering();
    const { attempt } = await siteBehindProxy(accounts.server.url);
    const quota = limit === 'ip' ? LOGIN_LIMITS.failuresPerIp : LOGIN_LIMITS.failuresPerUsernameAndIp;
    const options = { host, country };
    const first = await attempt(limit === 'ip' ? 'player-0' : 'demo', options);
    expect(first.status).toBe(401);
    // Every limit says where the visitor stands, in the IETF RateLimit headers.
    expect(first.headers['ratelimit']).toMatch(/^"login-ip"; r=29; t=\d+, "login-username-ip"; r=9; t=\d+$/);
    expect(first.headers['ratelimit-policy']).toMatch(
      /^"login-ip"; q=30; w=900; pk=:[\w+/=]+:, "login-username-ip"; q=10; w=900; pk=:[\w+/=]+:$/,
    );
    for (let index = 1; index < quota; index++)
      expect((await attempt(limit === 'ip' ? `player-${index}` : 'demo', options)).status).toBe(401);

    const refused = await attempt(limit === 'ip' ? 'player-last' : 'demo', options);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body)).toEqual({ code: 10003, message: TOO_MANY[language] });
    expect(refused.headers['ratelimit']).toMatch(new RegExp(`"login-${limit}"; r=0; t=\\d+`));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('login limits over a shared store that fails', () => {
  it('let logins through, count every failure, log it once a minute, and say when it answers again', async () => {
    const { logger, lines } = createTestLogger();
    let down = true;
    let clock = 0;
    let storeErrors = 0;
    const flakyStore = (): Store => ({
      increment: async () => {
        if (down) throw new Error('store down');
        return { totalHits: 1, resetTime: new Date(Date.now() + LOGIN_LIMITS.windowMs) };
      },
      decrement: async () => undefined,
      resetKey: async () => undefined,
    });
    const app = express();
    app.post(
      '/api/accounts/login',
      ...loginLimits({ logger, sharedStore: flakyStore, onStoreError: () => void storeErrors++, now: () => clock }),
      (_req, res) => void res.status(401).json({ code: 10001 }),
    );
    const site = await listen(app);
    const attempt = async () =>
      (await rawRequest(site, { method: 'POST', path: '/api/accounts/login', host: 'localhost', body: login('player') })).status;
    const errorLines = () => lines().filter((line) => JSON.parse(line).level >= 50);
    // Each attempt asks the store three times: per IP, per username and IP, per username.
    const counts = 3;
    try {
      for (let index = 0; index < 3; index++) expect(await attempt()).toBe(401);
      clock = STORE_OUTAGE_LOG_INTERVAL_MS - 1;
      expect(await attempt()).toBe(401);
      expect(errorLines()).toHaveLength(1);
      clock = STORE_OUTAGE_LOG_INTERVAL_MS;
      expect(await attempt()).toBe(401);
      expect(errorLines()).toHaveLength(2);
      expect(JSON.parse(errorLines()[1]!)).toMatchObject({ failures: 4 * counts });
      expect(storeErrors).toBe(5 * counts);

      down = false;
      expect(await attempt()).toBe(401);
      expect(lines().filter((line) => line.includes('login limits are enforced again'))).toHaveLength(1);
    } finally {
      await site.close();
    }
  });
});
