import express from 'express';
import type { Store } from 'express-rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../tests/support/listen.ts';
import { createTestServers, rawRequest } from '../testing/site-with-upstreams.ts';
import { createTestLogger } from '../testing/test-logger.ts';
import { LOGIN_LIMITS, loginLimits, STORE_OUTAGE_LOG_INTERVAL_MS } from './login-limits.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(stopAll);

const login = (username: string, password = 'wrong-pass1') =>
  JSON.stringify({ credentials: { username, password, passwordType: 1 }, numLaunchTokens: 10 });

describe('server-side login limits', () => {
  it('refuse a username after its failed attempts, while other usernames still reach the platform', async () => {
    const accounts = await recordingUpstream((_req, res) =>
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":10001,"message":"Unauthorized"}'),
    );
    const { site } = await siteWith({ accounts: accounts.server.url });
    const attempt = (username: string, path = '/api/accounts/login') =>
      rawRequest(site, { method: 'POST', path, host: 'hippodrome.localhost', body: login(username) });
    // Every spelling of the login path that reaches the platform counts against the same limit.
    const spellings = ['/api/accounts/login', '/api/accounts/LOGIN', '/api/accounts/login/'];
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsername; index++)
      expect((await attempt('Target.Player', spellings[index % spellings.length])).status).toBe(401);
    const blocked = await attempt('target.player');
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.body)).toEqual({
      code: 10003,
      message: 'Too many login attempts. Please wait a few minutes and try again.',
    });
    expect((await attempt('someone.else')).status).toBe(401);
    expect(accounts.seen).toHaveLength(LOGIN_LIMITS.failuresPerUsername + 1);
  });

  it('do not count successful logins', async () => {
    const accounts = await recordingUpstream((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"tokens":{}}'),
    );
    const { site } = await siteWith({ accounts: accounts.server.url });
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsername + 2; index++) {
      expect(
        (
          await rawRequest(site, {
            method: 'POST',
            path: '/api/accounts/login',
            host: 'hippodrome.localhost',
            body: login('demo', 'right'),
          })
        ).status,
      ).toBe(200);
    }
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
    try {
      for (let index = 0; index < 3; index++) expect(await attempt()).toBe(401);
      clock = STORE_OUTAGE_LOG_INTERVAL_MS - 1;
      expect(await attempt()).toBe(401);
      expect(errorLines()).toHaveLength(1);
      clock = STORE_OUTAGE_LOG_INTERVAL_MS;
      expect(await attempt()).toBe(401);
      expect(errorLines()).toHaveLength(2);
      expect(JSON.parse(errorLines()[1]!)).toMatchObject({ failures: 8 });
      expect(storeErrors).toBe(10);

      down = false;
      expect(await attempt()).toBe(401);
      expect(lines().filter((line) => line.includes('login limits are enforced again'))).toHaveLength(1);
    } finally {
      await site.close();
    }
  });
});
