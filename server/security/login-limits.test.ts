import { afterEach, describe, expect, it } from 'vitest';
import { createTestServers, rawRequest } from '../testing/site-with-upstreams.ts';
import { LOGIN_LIMITS } from './login-limits.ts';

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
    const attempt = (username: string) =>
      rawRequest(site, { method: 'POST', path: '/api/accounts/login', host: 'hippodrome.localhost', body: login(username) });
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsername; index++)
      expect((await attempt('Target.Player')).status).toBe(401);
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
