import { SESSION_EXPIRATION_TIME, SESSION_INACTIVITY_TIME } from '@grafana/faro-web-sdk';
import { describe, expect, it } from 'vitest';
import { apiErrorContext } from '../platform/http-client.ts';
import { faroOptions, scrubTelemetry, TELEMETRY_SETTINGS } from './index.ts';

describe("telemetry's settings (SPEC §9)", () => {
  it('are the spec constants', () => {
    expect(TELEMETRY_SETTINGS).toEqual({
      batchItemLimit: 10_000,
      sendTimeoutMs: 1_000,
      sampleRate: 1,
      sessionInactivityMs: 900_000,
      sessionMaxMs: 14_400_000,
      spanEndDelayMs: 300,
    });
  });

  it("become Faro's own options: batching, a persistent sampled session, the page's brand, market, country and variant", () => {
    const attributes = { brand: 'hippodrome', market: 'gb', country: 'GB', variant: 'app' } as const;
    expect(faroOptions({ url: 'https://collector.example/collect', attributes })).toEqual({
      url: 'https://collector.example/collect',
      app: { name: 'croupier-hippodrome', environment: 'app' },
      batching: { enabled: true, itemLimit: 10_000, sendTimeout: 1_000 },
      sessionTracking: {
        enabled: true,
        persistent: true,
        samplingRate: 1,
        maxSessionPersistenceTime: 900_000,
        session: { attributes },
      },
    });
  });

  it("match Faro's own session limits: 15 minutes without activity, 4 hours at most (a Faro upgrade that changes them fails here)", () => {
    expect(SESSION_INACTIVITY_TIME).toBe(TELEMETRY_SETTINGS.sessionInactivityMs);
    expect(SESSION_EXPIRATION_TIME).toBe(TELEMETRY_SETTINGS.sessionMaxMs);
  });
});

describe('what telemetry never carries', () => {
  it.each([
    { name: 'a username', item: { context: { username: 'demo' } }, out: { context: { username: '[redacted]' } } },
    { name: 'a password', item: { context: { password: 'Croupier2026!' } }, out: { context: { password: '[redacted]' } } },
    { name: 'a balance', item: { context: { realBalance: 250 } }, out: { context: { realBalance: '[redacted]' } } },
    { name: 'a user token', item: { context: { userToken: 'a.b.c' } }, out: { context: { userToken: '[redacted]' } } },
    {
      name: 'a JWT in a message',
      item: { message: 'failed with eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.SflKxwRJSMeKKF2QT4' },
      out: { message: 'failed with [token]' },
    },
    {
      name: 'a launch token in a URL',
      item: { url: 'https://games.example/play?game=3&LaunchToken=abc123&lang=en' },
      out: { url: 'https://games.example/play?game=3&LaunchToken=[token]&lang=en' },
    },
    {
      name: 'a bearer header',
      item: { headers: ['Authorization: Bearer abc.def'] },
      out: { headers: ['Authorization: Bearer [token]'] },
    },
  ])('is scrubbed of $name, the rest kept', ({ item, out }) => {
    expect(scrubTelemetry({ ...item, kept: { brand: 'croupier', route: '/promotions' } })).toEqual({
      ...out,
      kept: { brand: 'croupier', route: '/promotions' },
    });
  });
});

describe('API_ERROR context', () => {
  it.each([
    {
      path: '/api/games/1000/search?countryIsoCode=GB',
      status: 503,
      context: { service: 'games', route: '/api/games/:id/search', status: 503 },
    },
    { path: '/api/accounts/login', status: 401, context: { service: 'accounts', route: '/api/accounts/login', status: 401 } },
    { path: '/api/page-data?path=/x', status: 0, context: { service: 'page-data', route: '/api/page-data', status: 0 } },
  ])('of $path names the service, route and status only', ({ path, status, context }) => {
    expect(apiErrorContext(path, status)).toEqual(context);
  });
});
