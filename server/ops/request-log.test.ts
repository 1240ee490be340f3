import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(stopAll);

interface RequestLine {
  level: number;
  msg: string;
  requestId: string;
  req: { method: string; url: string };
  route: string;
  status: number;
  durationMs: number;
  upstream?: string;
}

/** The request line of the request with this id, once the response has finished. */
/** A request's line is written once its answer is sent: a busy machine is given time. */
const LINE_WAIT = { timeout: 10_000 };

async function lineOf(lines: () => string[], requestId: string): Promise<RequestLine> {
  return vi.waitFor(() => {
    const line = lines()
      .map((text) => JSON.parse(text) as RequestLine)
      .find((parsed) => parsed.requestId === requestId && parsed.req);
    if (!line) throw new Error(`no request line for ${requestId}`);
    return line;
  }, LINE_WAIT);
}

describe('the request log', () => {
  it('writes one line per request: id, method, route group, status, duration and the upstream it was proxied to', async () => {
    const accounts = await recordingUpstream();
    const { site, lines } = await siteWith({ accounts: accounts.server.url });
    const response = await rawRequest(site, {
      path: '/api/accounts/details',
      host: 'croupier.localhost',
      headers: { 'x-request-id': 'lb-0123456789' },
    });
    expect(response.headers['x-request-id']).toBe('lb-0123456789');
    expect(accounts.seen[0]?.headers['x-request-id']).toBe('lb-0123456789');
    const line = await lineOf(lines, 'lb-0123456789');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      req: { method: 'GET', url: '/api/accounts/details' },
      route: '/api/accounts/*',
      status: 200,
      upstream: 'accounts',
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(lines().filter((text) => text.includes('lb-0123456789'))).toHaveLength(1);
  });

  it.each([
    { path: '/api/accounts/details', through: 'the platform-call shortcut' },
    { path: '/api/games/favourites-by-user-token/get', through: 'the platform-call shortcut, games' },
  ])("logs the browser's trace id and passes traceparent on to the platform ($through)", async ({ path }) => {
    const upstream = await recordingUpstream();
    const { site, lines } = await siteWith({ accounts: upstream.server.url, games: upstream.server.url });
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await rawRequest(site, { path, host: 'croupier.localhost', headers: { 'x-request-id': 'trace-0123456789', traceparent } });
    expect(upstream.seen[0]?.headers.traceparent).toBe(traceparent);
    expect(await lineOf(lines, 'trace-0123456789')).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
  });

  it('logs the trace id of a request Express answers, and none for a malformed traceparent', async () => {
    const { site, lines } = await siteWith({});
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    await rawRequest(site, {
      path: '/api/visit-tracker',
      host: 'croupier.localhost',
      headers: { 'x-request-id': 'trace-express-01', traceparent },
    });
    expect(await lineOf(lines, 'trace-express-01')).toMatchObject({ traceId: '0af7651916cd43dd8448eb211c80319c' });
    await rawRequest(site, {
      path: '/api/visit-tracker',
      host: 'croupier.localhost',
      headers: { 'x-request-id': 'trace-express-02', traceparent: '00-"}{"level":60-x-01' },
    });
    expect((await lineOf(lines, 'trace-express-02')) as object).not.toHaveProperty('traceId');
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: 'none', headers: {} },
    { name: 'one that could forge a log line', headers: { 'x-request-id': 'x"}\\n{"level":60' } },
    { name: 'one too short to be an id', headers: { 'x-request-id': 'abc' } },
  ])('gives a new id when the incoming one is $name', async ({ headers }) => {
    const { site, lines } = await siteWith({});
    const response = await rawRequest(site, { path: '/api/visit-tracker', host: 'croupier.localhost', headers });
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await lineOf(lines, requestId)).toMatchObject({ route: '/api/visit-tracker', status: 200 });
  });

  it('keeps tokens, cookies, the authorization header and the IP out', async () => {
    const { site, lines } = await siteWith({});
    const response = await rawRequest(site, {
      path: '/api/campaigns?userToken=tok-SECRET-4242&timestamp=1',
      host: 'croupier.localhost',
      headers: {
        authorization: 'Bearer tok-SECRET-4242',
        cookie: 'visitId=visit-cookie-0001',
        'x-forwarded-for': '203.0.113.77',
      },
    });
    const line = await lineOf(lines, String(response.headers['x-request-id']));
    expect(line).toMatchObject({
      req: { url: '/api/campaigns?userToken=[redacted]&timestamp=1' },
      route: '/api/campaigns',
      status: 502,
      upstream: 'promotions',
    });
    const log = lines().join('\n');
    for (const secret of ['tok-SECRET-4242', 'visit-cookie-0001', '203.0.113.77', '127.0.0.1', 'remoteAddress', 'headers'])
      expect(log).not.toContain(secret);
  });

  it.each([
    { name: 'a 5xx at warn', path: '/api/games/list', level: 40, msg: 'request failed' },
    { name: 'the health poll at debug', path: '/healthz', level: 20, msg: 'request' },
    { name: 'the readiness poll at debug', path: '/readyz', level: 20, msg: 'request' },
  ])('logs $name', async ({ path, level, msg }) => {
    const { site, lines } = await siteWith({});
    const response = await rawRequest(site, { path, host: 'croupier.localhost' });
    expect(await lineOf(lines, String(response.headers['x-request-id']))).toMatchObject({ level, msg });
  });
});
