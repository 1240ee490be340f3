import { describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy, readConfig } from './config.ts';

const SECRET = 'a'.repeat(32);
const PRODUCTION = {
  NODE_ENV: 'production',
  PLATFORM_URL: 'https://platform.example',
  REDIS_URL: 'redis://cache.internal:6379',
  REMEMBER_USERNAME_SECRET: SECRET,
  CONTENT_WEBHOOK_SECRET: SECRET,
};

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the server configuration', () => {
  it('outside production, looks for the sandbox at its default address and passes its control endpoints on', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      proxyTimeoutMs: 10_000,
      logLevel: 'info',
      trustProxy: false,
      webConcurrency: 1,
      shutdownTimeoutMs: 10_000,
      sandboxUrl: 'http://localhost:3001',
    });
    expect(config.upstreams.accounts).toBe('http://localhost:3001/accounts');
    expect(config.upstreams.portal).toBe('http://localhost:3001/portal');
  });

  it("makes each service PLATFORM_URL/<service> unless the service's own variable overrides it", () => {
    const config = readConfig({ ...PRODUCTION, GAMES_URL: 'https://games.example/v2/' });
    expect(config.upstreams).toEqual({
      accounts: 'https://platform.example/accounts',
      games: 'https://games.example/v2',
      content: 'https://platform.example/content',
      promotions: 'https://platform.example/promotions',
      broker: 'https://platform.example/broker',
      portal: 'https://platform.example/portal',
      cashier: 'https://platform.example/cashier',
    });
    expect(config.sandboxUrl).toBeUndefined();
    expect(config.rememberUsernameSecret).toBe(SECRET);
  });

  it('in production, lists every missing setting at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      "PLATFORM_URL is required in production (or each service's own URL; missing: ACCOUNTS_URL, GAMES_URL, CONTENT_URL, PROMOTIONS_URL, BROKER_URL, PLAYER_PORTAL_URL, CASHIER_URL)",
      'REMEMBER_USERNAME_SECRET is required in production: at least 32 bytes, the same on every instance',
      'CONTENT_WEBHOOK_SECRET is required in production: at least 32 bytes, the one the CMS signs its publish webhook with',
      'REDIS_URL is required in production: login limits are shared through it',
    ]);
  });

  it('takes the content webhook secret when it is long enough, and names the rule when it is not', () => {
    expect(readConfig(PRODUCTION).contentWebhookSecret).toBe(SECRET);
    expect(readConfig({}).contentWebhookSecret).toBeUndefined();
    expect(problemsOf({ CONTENT_WEBHOOK_SECRET: 'short' })).toEqual(['CONTENT_WEBHOOK_SECRET must be at least 32 bytes, got 5']);
  });

  it('in production, names only the services left without a URL', () => {
    const services = { ACCOUNTS_URL: 'https://a.example', GAMES_URL: 'https://g.example', CONTENT_URL: 'https://c.example' };
    const { PLATFORM_URL: _platform, ...rest } = PRODUCTION;
    expect(problemsOf({ ...rest, ...services })).toEqual([
      "PLATFORM_URL is required in production (or each service's own URL; missing: PROMOTIONS_URL, BROKER_URL, PLAYER_PORTAL_URL, CASHIER_URL)",
    ]);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be a port number (0-65535), got "70000"'],
    [{ PROXY_TIMEOUT_MS: '0' }, 'PROXY_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, got "0"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, silent, got "loud"'],
    [{ ACCOUNTS_URL: 'ftp://platform' }, 'ACCOUNTS_URL must be an http(s) URL, got "ftp://platform"'],
    [{ PLATFORM_URL: 'platform' }, 'PLATFORM_URL must be an http(s) URL, got "platform"'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must be a redis:// or rediss:// URL, got "http://cache"'],
    [{ REMEMBER_USERNAME_SECRET: 'short' }, 'REMEMBER_USERNAME_SECRET must be at least 32 bytes, got 5'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY must be a whole number from 1 to 64, got "0"'],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, got "soon"'],
    [
      { GEO_COUNTRY_HEADER: 'CF IPCountry' },
      'GEO_COUNTRY_HEADER must be a header name (letters, digits and -), got "CF IPCountry"',
    ],
    [{ DEVICE_HEADER: 'X_Device!' }, 'DEVICE_HEADER must be a header name (letters, digits and -), got "X_Device!"'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters, got 5'],
    [{ CDN_PURGE_URL: 'edge:8080/_purge' }, 'CDN_PURGE_URL must be an http(s) URL, got "edge:8080/_purge"'],
    [{ CDN_PURGE_URL: 'http://admin:secret@edge/_purge' }, 'CDN_PURGE_URL must not carry a user or password'],
    [
      { CDN_PURGE_URL: 'http://edge', CDN_PURGE_KIND: 'akamai' },
      'CDN_PURGE_KIND must be one of xkey, fastly, cloudflare, got "akamai"',
    ],
    [
      { CDN_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/z/purge_cache', CDN_PURGE_KIND: 'cloudflare' },
      'CDN_PURGE_TOKEN is required when CDN_PURGE_KIND is cloudflare',
    ],
    [
      { IMAGE_ORIGINS: 'https://cdn.example, file:///etc' },
      'IMAGE_ORIGINS must be http(s) URLs, comma-separated, got "file:///etc"',
    ],
    [
      { ...PRODUCTION, SANDBOX_URL: 'http://localhost:3001' },
      'SANDBOX_URL is not allowed in production: the sandbox never serves players',
    ],
  ])('refuses %o: %s', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('reads the edge settings', () => {
    const config = readConfig({
      ...PRODUCTION,
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      DEVICE_HEADER: 'CloudFront-Is-Mobile-Viewer',
      CDN_PURGE_URL: 'http://127.0.0.1:8080/',
    });
    expect(config.cdnPurge).toEqual({ url: 'http://127.0.0.1:8080', kind: 'xkey' });
    expect(readConfig({}).cdnPurge).toBeUndefined();
    expect(
      readConfig({
        CDN_PURGE_URL: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
        CDN_PURGE_KIND: 'fastly',
        CDN_PURGE_TOKEN: 'k',
      }).cdnPurge,
    ).toEqual({ url: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge', kind: 'fastly', token: 'k' });
    expect(config.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(config.geoCountryHeader).toBe('cf-ipcountry');
    expect(config.deviceHeader).toBe('cloudfront-is-mobile-viewer');
  });

  it('reads the image origins besides the platform', () => {
    expect(readConfig({ IMAGE_ORIGINS: 'https://cdn.example/img, https://art.example' }).imageOrigins).toEqual([
      'https://cdn.example/img',
      'https://art.example/',
    ]);
    expect(readConfig({}).imageOrigins).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['loopback', ['loopback']],
    ['127.0.0.1, ::1, 10.0.0.0/8, fd00::/8', ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']],
  ])('%s is %o', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    ['true', 'TRUST_PROXY=true would let any client choose its IP'],
    ['10.0.0.0/33', 'not "10.0.0.0/33"'],
    ['load-balancer', 'not "load-balancer"'],
  ])('refuses %s', (value, message) => {
    expect(parseTrustProxy(value)).toContain(message);
  });
});
