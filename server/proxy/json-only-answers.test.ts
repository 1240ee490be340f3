import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteWithSandbox, type SiteWithSandbox } from '../../tests/support/site-with-sandbox.ts';
import { bodyForLog, LOGGED_BODY_CHARS, passesAsItIs, replacementFor } from './json-only-answers.ts';

describe('which upstream answers pass as they are', () => {
  it.each([
    { status: 200, type: 'application/json', method: 'GET', passes: true },
    { status: 200, type: 'application/json; charset=utf-8', method: 'POST', passes: true },
    { status: 422, type: 'application/problem+json', method: 'POST', passes: true },
    { status: 500, type: 'application/json', method: 'GET', passes: true },
    { status: 204, type: undefined, method: 'DELETE', passes: true },
    { status: 304, type: 'text/html', method: 'GET', passes: true },
    { status: 200, type: 'text/html', method: 'HEAD', passes: true },
    { status: 400, type: 'text/html; charset=utf-8', method: 'POST', passes: false },
    { status: 200, type: 'text/plain', method: 'GET', passes: false },
    { status: 200, type: undefined, method: 'GET', passes: false },
    { status: 200, type: 'application/jsonp', method: 'GET', passes: false },
  ])('$status $type to $method: $passes', ({ status, type, method, passes }) => {
    expect(passesAsItIs(status, type, method)).toBe(passes);
  });
});

describe("the site's error for an answer that is not JSON", () => {
  it.each([
    { upstream: 400, status: 400 },
    { upstream: 413, status: 413 },
    { upstream: 503, status: 503 },
    { upstream: 200, status: 502 },
    { upstream: 302, status: 502 },
  ])('keeps an error status, else says 502: $upstream → $status', ({ upstream, status }) => {
    expect(replacementFor('games', upstream, 'req-1')).toEqual({
      status,
      body: { code: status, message: expect.stringContaining('games service'), requestId: 'req-1' },
    });
  });

  it('logs at most the first characters of the body', () => {
    expect(bodyForLog(Buffer.from('y'.repeat(5000)), undefined)).toHaveLength(LOGGED_BODY_CHARS);
  });
});

/** What no answer from /api may hold: an HTML page, a stack frame, a path on this machine. */
const LEAKS = /<!doctype|<html|<pre>|\bat [\w.<>]+ \(|node_modules|\/work\//i;

let running: SiteWithSandbox;
beforeAll(async () => {
  running = await startSiteWithSandbox({ seed: 'json-only', gamesPerBrand: 20 });
}, 60_000);
afterAll(() => running.close());

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: running.site.port, method, path, headers: { host: 'croupier.localhost', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** JSON, or a 204 (or an answer to HEAD) without a body: never HTML, never a stack. */
function expectJsonOrEmpty(method: string, answer: { status: number; type: string | undefined; body: string }) {
  expect(answer.body).not.toMatch(LEAKS);
  if (answer.status === 204 || method === 'HEAD') return expect(answer.body).toBe('');
  expect(answer.type).toMatch(/^application\/(?:[\w.+-]+\+)?json/);
  expect(() => JSON.parse(answer.body) as unknown).not.toThrow();
}

describe('a proxied route sent a body it cannot read', () => {
  it.each([
    { name: 'that is not JSON', body: Buffer.from('{"userToken": nope'), status: 400 },
    { name: 'of 10 MB', body: Buffer.alloc(10 * 1024 * 1024, 'a'), status: 413 },
  ])('($name) answers JSON $status without a stack', async ({ body, status }) => {
    const answer = await send(
      'POST',
      '/api/games/favourites/12/add',
      { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    );
    expect(answer.status).toBe(status);
    expectJsonOrEmpty('POST', answer);
  });
});

describe('any request to any proxied route', () => {
  const mount = fc.constantFrom('/api/accounts', '/api/games', '/api/promotions', '/api/broker');
  const segment = fc.oneof(
    fc.constantFrom('login', 'details', 'favourites', '12', 'add', 'search', 'campaigns', 'account', 'negotiate', 'jackpots'),
    fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
  );
  // The registration hand-off is the platform's own HTML page, passed on as such (see platform-proxy.ts).
  const path = fc
    .tuple(mount, fc.array(segment, { maxLength: 4 }))
    .map(([at, segments]) => [at, ...segments].join('/'))
    .filter((at) => !at.startsWith('/api/accounts/registration'));
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
  const contentType = fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=latin1',
    'text/plain',
    'text/html',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=nonsense',
  );
  const body = fc.oneof(
    fc.json().map((text) => Buffer.from(text)),
    fc.string({ maxLength: 200 }).map((text) => Buffer.from(text)),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(Buffer.from('{"a":'), Buffer.from('a=1&b=%zz'), Buffer.alloc(70_000, '{')),
  );

  it('answers JSON or a 204: never HTML, never a stack', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, contentType, fc.option(body, { nil: undefined }), async (verb, at, type, sent) => {
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        const payload = verb === 'GET' || verb === 'HEAD' ? undefined : sent;
        if (payload) headers['content-length'] = String(payload.length);
        expectJsonOrEmpty(verb, await send(verb, at, headers, payload));
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
