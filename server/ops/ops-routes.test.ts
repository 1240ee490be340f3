import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWERING_UPSTREAM_TIMEOUT_MS, createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
const folders: string[] = [];
afterEach(async () => {
  await stopAll();
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A client folder, with or without the build's manifest, so readiness does not hang on a real build. */
async function clientDir({ built }: { built: boolean }) {
  const folder = await mkdtemp(path.join(tmpdir(), 'croupier-client-'));
  folders.push(folder);
  if (built) {
    await mkdir(path.join(folder, '.vite'));
    await writeFile(path.join(folder, '.vite/manifest.json'), '{}');
  }
  return folder;
}

/** How a load balancer calls: by the instance's address, with no brand's Host. */
const BY_IP = '10.1.2.3:3000';

describe('GET /healthz', () => {
  it.each([BY_IP, 'casino.example', 'croupier.localhost'])('answers ok for Host %s, never cached', async (host) => {
    const { site } = await siteWith({});
    const response = await rawRequest(site, { path: '/healthz', host });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('is 200 while ready, then 503 naming shutdown once the instance is stopping', async () => {
    const { site, instance } = await siteWith({}, ANSWERING_UPSTREAM_TIMEOUT_MS, { clientDir: await clientDir({ built: true }) });
    const ready = await rawRequest(site, { path: '/readyz', host: BY_IP });
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'ready',
      checks: { brands: 'ok', build: 'ok', shutdown: 'ok' },
      brandsReloaded: 0,
    });
    expect(ready.headers['cache-control']).toBe('no-store');

    instance.stopAcceptingTraffic();
    const stopping = await rawRequest(site, { path: '/readyz', host: BY_IP });
    expect(stopping.status).toBe(503);
    expect(JSON.parse(stopping.body)).toEqual({
      status: 'not ready',
      checks: { brands: 'ok', build: 'ok', shutdown: 'stopping' },
      brandsReloaded: 0,
    });
  });

  it('is 503 naming the build when the client manifest is missing', async () => {
    const folder = await clientDir({ built: false });
    const { site } = await siteWith({}, ANSWERING_UPSTREAM_TIMEOUT_MS, { clientDir: folder });
    const response = await rawRequest(site, { path: '/readyz', host: BY_IP });
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body).checks).toEqual({
      brands: 'ok',
      build: `missing ${path.join(folder, '.vite/manifest.json')}`,
      shutdown: 'ok',
    });
  });

  it('is 503 after its timeout when an added check hangs', async () => {
    const { site, instance } = await siteWith({}, ANSWERING_UPSTREAM_TIMEOUT_MS, { clientDir: await clientDir({ built: true }) });
    instance.addReadinessCheck('redis', () => new Promise(() => undefined));
    const response = await rawRequest(site, { path: '/readyz', host: BY_IP });
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body).checks).toMatchObject({ brands: 'ok', redis: 'no answer within 1000 ms' });
  });
});

describe('GET /metrics', () => {
  const SECRETS = { ip: '203.0.113.77', username: 'lucky.lady', token: 'tok-SECRET-4242' };

  it('shows requests by route group, upstream calls and failures, the counters and Node’s own, and nothing of a visitor', async () => {
    const accounts = await recordingUpstream();
    const { site } = await siteWith({ accounts: accounts.server.url });
    const visitor = { 'x-forwarded-for': SECRETS.ip, authorization: `Bearer ${SECRETS.token}` };
    await rawRequest(site, { path: '/', host: 'croupier.localhost', headers: visitor });
    await rawRequest(site, {
      path: `/api/accounts/players/${SECRETS.username}?userToken=${SECRETS.token}`,
      host: 'croupier.localhost',
      headers: visitor,
    });
    await rawRequest(site, {
      method: 'POST',
      path: '/api/accounts/login',
      host: 'croupier.localhost',
      headers: visitor,
      body: JSON.stringify({ credentials: { username: SECRETS.username, password: 'x' } }),
    });
    await rawRequest(site, { path: `/api/games/${SECRETS.username}/favourites`, host: 'croupier.localhost', headers: visitor });
    await rawRequest(site, { path: `/api/campaigns?userToken=${SECRETS.token}`, host: 'croupier.localhost', headers: visitor });

    const response = await rawRequest(site, { path: '/metrics', host: BY_IP });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    for (const sample of [
      /^http_request_duration_seconds_count\{method="GET",route="page",status="\d+"\} 1$/m,
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/accounts\/\*",status="200"\} 1$/m,
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/accounts\/login",status="200"\} 1$/m,
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/games\/\*",status="502"\} 1$/m,
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/campaigns",status="502"\} 1$/m,
      /^upstream_request_duration_seconds_count\{service="accounts",outcome="2xx"\} 2$/m,
      /^upstream_request_duration_seconds_count\{service="content",outcome="unreachable"\} \d+$/m,
      /^upstream_errors_total\{service="games",outcome="unreachable"\} 1$/m,
      /^upstream_errors_total\{service="promotions",outcome="unreachable"\} 1$/m,
      /^page_cache_requests_total\{outcome="hit"\} 0$/m,
      /^page_cache_requests_total\{outcome="miss"\} 1$/m,
      /^login_limit_rejections_total\{limit="ip"\} 0$/m,
      /^login_limit_rejections_total\{limit="username-ip"\} 0$/m,
      /^login_limit_delays_total 0$/m,
      /^login_limit_store_errors_total 0$/m,
      /^nodejs_eventloop_lag_seconds /m,
      /^process_cpu_seconds_total /m,
      /^process_resident_memory_bytes /m,
    ])
      expect(text).toMatch(sample);
    for (const secret of [...Object.values(SECRETS), '127.0.0.1', 'players', 'favourites']) expect(text).not.toContain(secret);
  });

  describe('with a metrics token', () => {
    const metricsToken = 'metrics-token-0123456789';

    it.each<{ name: string; headers: Record<string, string> }>([
      { name: 'no Authorization', headers: {} },
      { name: 'another token', headers: { authorization: 'Bearer metrics-token-9876543210' } },
      { name: 'a prefix of the token', headers: { authorization: 'Bearer metrics-token' } },
      { name: 'another scheme', headers: { authorization: `Basic ${metricsToken}` } },
    ])('refuses $name with 401', async ({ headers }) => {
      const { site } = await siteWith({}, ANSWERING_UPSTREAM_TIMEOUT_MS, { metricsToken });
      const response = await rawRequest(site, { path: '/metrics', host: BY_IP, headers });
      expect(response.status).toBe(401);
      expect(JSON.parse(response.body)).toMatchObject({ code: 401 });
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('nodejs_');
    });

    it('answers the bearer of the token', async () => {
      const { site } = await siteWith({}, ANSWERING_UPSTREAM_TIMEOUT_MS, { metricsToken });
      const response = await rawRequest(site, {
        path: '/metrics',
        host: BY_IP,
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(response.status).toBe(200);
      expect(response.body).toContain('http_request_duration_seconds');
    });
  });

  it('is open when no token is configured', async () => {
    const { site } = await siteWith({});
    expect((await rawRequest(site, { path: '/metrics', host: BY_IP })).status).toBe(200);
  });
});
