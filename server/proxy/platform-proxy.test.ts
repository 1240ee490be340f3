import { request } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANSWERING_UPSTREAM_TIMEOUT_MS,
  createTestServers,
  HANGING_UPSTREAM_TIMEOUT_MS,
  rawRequest as raw,
} from '../../tests/support/site-with-upstreams.ts';
import { LOGGED_BODY_CHARS } from './json-only-answers.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(stopAll);

describe('an upstream that fails', () => {
  it('that is down is answered 502 as JSON at once', async () => {
    const { site } = await siteWith({ accounts: 'http://127.0.0.1:9' });
    const response = await fetch(`${site.url}/api/accounts/details`, { headers: { host: 'hippodrome.localhost' } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ code: 502, message: 'The accounts service cannot be reached' });
  });

  it('that hangs is answered 504 at the proxy timeout', async () => {
    const { server } = await recordingUpstream(() => undefined);
    const { site } = await siteWith({ games: server.url }, HANGING_UPSTREAM_TIMEOUT_MS);
    const response = await raw(site, {
      method: 'POST',
      path: '/api/games/favourites/12/add',
      host: 'jackpotcity.localhost',
      body: '{}',
    });
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body)).toEqual({ code: 504, message: 'The games service did not answer in time' });
  });
});

describe("a player's answers", () => {
  it('are never stored by a shared cache, whatever the platform says', async () => {
    const { server } = await recordingUpstream((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' }).end('{"balance":250}'),
    );
    const { site } = await siteWith({ accounts: server.url, games: 'http://127.0.0.1:9' });
    const details = await raw(site, { path: '/api/accounts/details', host: 'hippodrome.localhost' });
    expect(details.status).toBe(200);
    expect(details.headers['cache-control']).toBe('private, no-store');
    const failed = await raw(site, {
      method: 'POST',
      path: '/api/games/favourites/12/add',
      host: 'hippodrome.localhost',
      body: '{}',
    });
    expect(failed.status).toBe(502);
    expect(failed.headers['cache-control']).toBe('private, no-store');
  });
});

describe('what reaches the upstream', () => {
  it('is the POST body, intact, at the path without the /api prefix', async () => {
    const { server, seen } = await recordingUpstream();
    const { site } = await siteWith({ promotions: server.url });
    const body = JSON.stringify({ userId: 100001, casinoId: 3568, promotionId: 7, optInData: { note: 'Ünïcødé ✓' } });
    const response = await raw(site, {
      method: 'POST',
      path: '/api/promotions/account/100001/casino/3568/promotion/7/optin',
      host: 'hippodrome.localhost',
      body,
    });
    expect(response.status).toBe(200);
    expect(seen).toMatchObject([{ method: 'POST', url: '/account/100001/casino/3568/promotion/7/optin', body }]);
  });

  it('is the login body, intact, after the login limits read it', async () => {
    const { server, seen } = await recordingUpstream();
    const { site } = await siteWith({ accounts: server.url });
    const body = JSON.stringify({
      credentials: { username: 'demo', password: 'secret-Passw0rd', passwordType: 1 },
      numLaunchTokens: 10,
    });
    await raw(site, { method: 'POST', path: '/api/accounts/login', host: 'croupier.localhost', body });
    expect(JSON.parse(seen[0]!.body)).toEqual(JSON.parse(body));
  });

  it('carries no site cookie and the request id', async () => {
    const { server, seen } = await recordingUpstream();
    const { site } = await siteWith({ accounts: server.url });
    await fetch(`${site.url}/api/accounts/details`, {
      headers: { host: 'hippodrome.localhost', cookie: 'visitId=abc', 'x-request-id': 'req-12345678' },
    });
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.headers['x-request-id']).toBe('req-12345678');
  });

  it('never shows a password or token in the log', async () => {
    const { server } = await recordingUpstream((_req, res) => res.writeHead(401).end('{"code":10001}'));
    const { site, lines } = await siteWith({ accounts: server.url });
    await raw(site, {
      method: 'POST',
      path: '/api/accounts/login',
      host: 'croupier.localhost',
      body: JSON.stringify({ credentials: { username: 'demo', password: 'hunter2-Secret' } }),
    });
    await fetch(`${site.url}/api/campaigns?userToken=aaa.bbb.ccc&timestamp=1`, {
      headers: { host: 'croupier.localhost', authorization: 'Bearer aaa.bbb.ccc' },
    });
    const log = lines().join('\n');
    expect(log).toContain('/api/campaigns?userToken=[redacted]');
    expect(log).not.toMatch(/hunter2|aaa\.bbb\.ccc/);
  });
});

describe('a crafted request', () => {
  it('with a Host naming another upstream still reaches only the target of its path', async () => {
    const accounts = await recordingUpstream();
    const games = await recordingUpstream();
    const { site } = await siteWith({ accounts: accounts.server.url, games: games.server.url });
    const response = await raw(site, { path: '/api/accounts/details', host: new URL(games.server.url).host });
    expect(response.status).toBe(200);
    expect(accounts.seen.map((seen) => [seen.url, seen.host])).toEqual([['/details', new URL(accounts.server.url).host]]);
    expect(games.seen).toEqual([]);
  });

  it.each([
    { name: 'an unknown Host', host: 'evil.example', path: '/api/accounts/details', status: 404 },
    {
      name: 'a path climbing out of its service',
      host: 'hippodrome.localhost',
      path: '/api/accounts/../games/favourites/1/add',
      status: 400,
    },
    { name: 'an encoded climb', host: 'hippodrome.localhost', path: '/api/accounts/%2e%2e/games/x', status: 400 },
    {
      name: 'an absolute-form URL',
      host: 'hippodrome.localhost',
      path: 'http://127.0.0.1:9999/api/accounts/details',
      status: 400,
    },
    { name: 'a doubled slash', host: 'hippodrome.localhost', path: '/api/accounts//details', status: 400 },
  ])('with $name reaches no upstream', async ({ host, path: requestPath, status }) => {
    const accounts = await recordingUpstream();
    const games = await recordingUpstream();
    const { site } = await siteWith({ accounts: accounts.server.url, games: games.server.url });
    const response = await raw(site, { path: requestPath, host });
    expect(response.status).toBe(status);
    expect(games.seen).toEqual([]);
    expect(accounts.seen).toEqual([]);
  });

  it('with a legitimate path reaches only its own target', async () => {
    const accounts = await recordingUpstream();
    const games = await recordingUpstream();
    const { site } = await siteWith({ accounts: accounts.server.url, games: games.server.url });
    await raw(site, { path: '/api/accounts/details', host: 'hippodrome.localhost' });
    expect(accounts.seen.map((seen) => seen.url)).toEqual(['/details']);
    expect(accounts.seen[0]?.host).toBe(new URL(accounts.server.url).host);
    expect(games.seen).toEqual([]);
  });
});

describe('the host', () => {
  it.each([
    { host: 'hippodrome.localhost:3000', brand: 'hippodrome' },
    { host: 'JACKPOTCITY.localhost', brand: 'jackpotcity' },
    { host: 'www.hippodromeonline.com', brand: 'hippodrome' },
    { host: 'localhost:3000', brand: 'croupier' },
  ])('$host is served as $brand', async ({ host, brand }) => {
    const { site } = await siteWith({});
    const response = await raw(site, { path: '/api/brands/' + brand + '/pages', host });
    expect(response.status).not.toBe(404);
  });

  it('that is unknown gets a clear 404, never another brand', async () => {
    const { site } = await siteWith({});
    const response = await raw(site, { path: '/', host: 'casino.example' });
    expect(response).toMatchObject({ status: 404, body: 'No site is served at casino.example.' });
  });
});

describe("the platform's headers about its own connection", () => {
  it.each([
    { name: 'a platform call', method: 'GET', path: '/api/accounts/details' },
    { name: 'the login', method: 'POST', path: '/api/accounts/login' },
  ])('never reach the visitor through $name', async ({ method, path: requestPath }) => {
    const { server } = await recordingUpstream((_req, res) =>
      res
        .writeHead(200, {
          'content-type': 'application/json',
          connection: 'keep-alive, x-platform-hop',
          'keep-alive': 'timeout=120, max=1000',
          'x-platform-hop': 'internal',
          'proxy-authenticate': 'Basic realm="platform"',
          upgrade: 'h2c',
        })
        .end('{"ok":true}'),
    );
    const { site } = await siteWith({ accounts: server.url });
    const response = await raw(site, {
      method,
      path: requestPath,
      host: 'croupier.localhost',
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status).toBe(200);
    expect(response.body).toBe('{"ok":true}');
    expect(String(response.headers['keep-alive'] ?? '')).not.toContain('timeout=120');
    expect(response.headers).not.toHaveProperty('x-platform-hop');
    expect(response.headers).not.toHaveProperty('proxy-authenticate');
    expect(response.headers).not.toHaveProperty('upgrade');
  });

  it("never close the visitor's connection: a platform that closes its own leaves the visitor's open", async () => {
    const { server } = await recordingUpstream((_req, res) => res.writeHead(200, { connection: 'close' }).end('{"ok":true}'));
    const { site } = await siteWith({ accounts: server.url });
    const response = await raw(site, { path: '/api/accounts/details', host: 'croupier.localhost' });
    expect(response.status).toBe(200);
    expect(response.headers.connection).toBe('keep-alive');
  });
});

/** Writes the request, half-closes the socket (nothing more to send), and reads all that comes back. */
function sendThenHalfClose(port: number, request: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('a client that half-closes once its request is sent', () => {
  it.each([
    { name: 'a platform call', method: 'GET', path: '/api/accounts/details', body: '' },
    { name: 'the login', method: 'POST', path: '/api/accounts/login', body: '{"credentials":{"username":"demo"}}' },
    { name: "a page's data", method: 'GET', path: '/api/page-data?path=/', body: '' },
  ])('still gets its answer to $name', async ({ method, path: requestPath, body }) => {
    const { server } = await recordingUpstream((req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        req.method === 'POST' && req.url?.startsWith('/brands/')
          ? JSON.stringify({
              data: { path: '/', kind: 'lobby', meta: { title: 'Lobby', description: 'Games' }, components: [] },
            })
          : '{"ok":true}',
      ),
    );
    const { site } = await siteWith({ accounts: server.url, content: server.url });
    const answer = await sendThenHalfClose(
      site.port,
      `${method} ${requestPath} HTTP/1.1\r\nHost: croupier.localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\n\r\n[\s\S]*"(ok|path)"/);
  });
});

describe('the answer for an unknown host', () => {
  /** helmet's headers: the policy, the cross-origin and referrer rules, and the legacy switches. */
  const SECURITY_HEADERS =
    /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-(content-type|dns|download|frame|permitted|xss))/;
  const securityHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADERS.test(name)));

  it.each([
    { path: '/', type: /^text\/plain/, body: 'No site is served at casino.example.', like: '/', count: 12 },
    {
      path: '/api/geo-info',
      type: /^application\/json/,
      body: '{"code":404,"message":"No site is served at casino.example."}',
      like: '/api/geo-info',
      count: 6,
    },
    {
      path: '/api/accounts/details',
      type: /^application\/json/,
      body: '{"code":404,"message":"No site is served at casino.example."}',
      like: '/api/geo-info',
      count: 6,
    },
  ])(
    "at $path carries the security headers a known host's $like carries",
    async ({ path: requestPath, type, body, like, count }) => {
      const { site } = await siteWith({}, ANSWERING_UPSTREAM_TIMEOUT_MS, { trustProxy: ['loopback'] });
      const headers = { 'x-forwarded-proto': 'https' };
      const known = await raw(site, { path: like, host: 'croupier.localhost', headers });
      const unknown = await raw(site, { path: requestPath, host: 'casino.example', headers });
      expect(unknown.status).toBe(404);
      expect(unknown.headers['content-type']).toMatch(type);
      expect(unknown.body).toBe(body);
      expect(Object.keys(securityHeaders(known.headers))).toHaveLength(count);
      expect(securityHeaders(unknown.headers)).toEqual(securityHeaders(known.headers));
    },
  );
});

describe('an upstream answer that is not JSON', () => {
  const STACK =
    'SyntaxError: Unexpected token\n    at JSON.parse (<anonymous>)\n    at parse (/srv/node_modules/body-parser/lib/types/json.js:92:19)';
  const HTML_PAGE = `<!DOCTYPE html><html><body><pre>${STACK}</pre></body></html>`;

  it.each([
    {
      name: 'an HTML error page',
      status: 400,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: HTML_PAGE,
      answer: 400,
    },
    { name: 'a 413 HTML page', status: 413, headers: { 'content-type': 'text/html' }, body: HTML_PAGE, answer: 413 },
    { name: 'plain text on success', status: 200, headers: { 'content-type': 'text/plain' }, body: 'OK', answer: 502 },
    { name: 'an untyped body that does not parse', status: 200, headers: {}, body: '{"balance":', answer: 502 },
    { name: 'an HTML 503 from a gateway', status: 503, headers: { 'content-type': 'text/html' }, body: HTML_PAGE, answer: 503 },
    {
      name: 'a gzipped HTML page',
      status: 500,
      headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
      body: gzipSync(HTML_PAGE),
      answer: 500,
    },
  ])(
    '($name) is replaced by the site JSON error, status kept or 502, its body only in the log',
    async ({ status, headers, body, answer }) => {
      const { server } = await recordingUpstream((_req, res) => res.writeHead(status, headers).end(body));
      const { site, lines } = await siteWith({ games: server.url }, 5000);
      const response = await raw(site, {
        method: 'POST',
        path: '/api/games/favourites/12/add',
        host: 'croupier.localhost',
        body: '{}',
        headers: { 'x-request-id': 'req-json-only-1' },
      });
      expect(response.status).toBe(answer);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.body)).toEqual({ code: answer, message: expect.any(String), requestId: 'req-json-only-1' });
      expect(response.body).not.toMatch(/node_modules|<html|at JSON/);
      const logged = lines()
        .map((line) => JSON.parse(line) as { msg: string; body?: string; status?: number; requestId?: string })
        .filter((line) => line.msg.startsWith('upstream answered without JSON'));
      expect(logged).toMatchObject([{ status, requestId: 'req-json-only-1' }]);
      expect(logged[0]!.body!.length).toBeLessThanOrEqual(LOGGED_BODY_CHARS);
      if (typeof body === 'string') expect(logged[0]!.body).toBe(body.slice(0, LOGGED_BODY_CHARS));
      else expect(logged[0]!.body).toContain('body-parser');
    },
  );

  it('keeps none of a long page in the log past its first characters', async () => {
    const page = `<html>${'x'.repeat(50_000)}</html>`;
    const { server } = await recordingUpstream((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end(page));
    const { site, lines } = await siteWith({ games: server.url }, 5000);
    const response = await raw(site, {
      method: 'POST',
      path: '/api/games/favourites/12/add',
      host: 'croupier.localhost',
      body: '{}',
    });
    expect(response.status).toBe(502);
    expect(lines().join('\n')).not.toContain('x'.repeat(LOGGED_BODY_CHARS + 1));
  });
});

describe('an upstream answer that is JSON', () => {
  it.each([
    { name: 'a success', status: 200, type: 'application/json; charset=utf-8', body: '{"balance":250}' },
    { name: 'an error', status: 409, type: 'application/json', body: '{"code":15006,"message":"Already there"}' },
    { name: 'a problem document', status: 422, type: 'application/problem+json', body: '{"title":"Bad amount"}' },
  ])('($name) passes as it is', async ({ status, type, body }) => {
    const { server } = await recordingUpstream((_req, res) => res.writeHead(status, { 'content-type': type }).end(body));
    const { site } = await siteWith({ accounts: server.url }, 5000);
    const response = await raw(site, { path: '/api/accounts/details', host: 'hippodrome.localhost' });
    expect([response.status, response.headers['content-type'], response.body]).toEqual([status, type, body]);
  });

  it('streams: the browser has the first part before the upstream sends the rest', async () => {
    let finish: () => void = () => undefined;
    const { server } = await recordingUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
      finish = () => res.end('1]}');
    });
    const { site } = await siteWith({ accounts: server.url }, 5000);
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: site.port, path: '/api/accounts/details', headers: { host: 'hippodrome.localhost' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            // Only the upstream's first part has arrived: the rest is sent once the browser has it.
            if (text === '{"data":[') finish();
          });
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(body).toBe('{"data":[1]}');
  });

  it('(a 204) passes with no body', async () => {
    const { server } = await recordingUpstream((_req, res) => res.writeHead(204).end());
    const { site } = await siteWith({ accounts: server.url }, 5000);
    const response = await raw(site, { method: 'POST', path: '/api/accounts/logout', host: 'hippodrome.localhost', body: '{}' });
    expect([response.status, response.body]).toEqual([204, '']);
  });

  it('(an untyped body that parses) passes as JSON', async () => {
    const { server } = await recordingUpstream((_req, res) => res.writeHead(200).end('{"balance":250}'));
    const { site } = await siteWith({ accounts: server.url }, 5000);
    const response = await raw(site, { path: '/api/accounts/details', host: 'hippodrome.localhost' });
    expect([response.status, response.headers['content-type'], response.body]).toEqual([
      200,
      'application/json; charset=utf-8',
      '{"balance":250}',
    ]);
  });
});

describe("the platform's hosted registration page", () => {
  it('passes as the HTML page it is: the browser is handed off to it', async () => {
    const page = '<!DOCTYPE html><html><body><form method="post">Register</form></body></html>';
    const { server } = await recordingUpstream((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
    // The platform's accounts service lives under a base path, as the sandbox's does.
    const { site } = await siteWith({ accounts: `${server.url}/accounts` }, 5000);
    const response = await raw(site, { path: '/api/accounts/registration?productId=3603', host: 'croupier.localhost' });
    expect([response.status, response.headers['content-type'], response.body]).toEqual([200, 'text/html', page]);
    const other = await raw(site, { path: '/api/accounts/details', host: 'croupier.localhost' });
    expect([other.status, other.headers['content-type']]).toEqual([502, 'application/json; charset=utf-8']);
  });
});
