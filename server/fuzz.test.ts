import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_SERVICES } from './config.ts';
import { createTestServers } from '../tests/support/site-with-upstreams.ts';
import type { Listening } from '../tests/support/listen.ts';

/**
 * Whatever a visitor sends (paths, queries, Host, header sizes, bodies malformed, deep, huge or of
 * the wrong type, bytes that are not HTTP at all), the site answers: never a 5xx of its own, never
 * HTML from /api, never a stack trace or a path on this machine, and it is still there afterwards
 * without having kept what it was sent. Every upstream answers 200, so any 5xx is the site's.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const GEO_HEADER = 'x-visitor-country';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const { recordingUpstream, siteWith, stopAll } = createTestServers();
let site: Listening;
let forget: () => void;
let heapBefore: number;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** A page record the content service could answer for any path. */
const PAGE = JSON.stringify({
  data: { path: '/', kind: 'content', meta: { title: 'Fuzz', description: 'A page for any path' }, components: [] },
});

beforeAll(async () => {
  // The site takes headers up to Node's 16 kB and adds its own: an upstream with the same limit would refuse some.
  const roomy = { maxHeaderSize: 64 * 1024 };
  const platform = await recordingUpstream(
    (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}'),
    roomy,
  );
  const content = await recordingUpstream(
    (req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(req.method === 'POST' ? PAGE : '{"data":[]}'),
    roomy,
  );
  forget = () => void (platform.seen.splice(0), content.seen.splice(0));
  const upstreams = Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, platform.server.url]));
  ({ site } = await siteWith({ ...upstreams, content: content.server.url }, 10_000, {
    geoCountryHeader: GEO_HEADER,
    sandboxUrl: platform.server.url,
  }));
  // Every route once, so what the site builds on first use (renders, limiters, caches) is in the baseline.
  for (const route of ROUTES) await send({ method: route.method, path: fill(route.path, '1'), host: 'croupier.localhost' });
  forget();
  heapBefore = heapAfterGc();
}, 30_000);
afterAll(async () => {
  agent.destroy();
  await stopAll();
});

/** Every route the site answers, with `:x` where a generated segment goes. */
const ROUTES: { method: string; path: string; body?: boolean }[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/:x' },
  { method: 'GET', path: '/:x/:x' },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/metrics' },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/favicon.ico' },
  { method: 'GET', path: '/static/:x' },
  { method: 'GET', path: '/fonts/:x/:x' },
  { method: 'GET', path: '/assets/:x' },
  { method: 'GET', path: '/api/page-data' },
  { method: 'GET', path: '/api/geo-info' },
  { method: 'GET', path: '/api/ip-address' },
  { method: 'GET', path: '/api/visit-tracker' },
  { method: 'GET', path: '/api/campaigns' },
  { method: 'GET', path: '/api/campaigns/user-stats' },
  { method: 'GET', path: '/api/rewards' },
  { method: 'GET', path: '/api/freespins' },
  { method: 'GET', path: '/api/content/nodes/:x/:x' },
  { method: 'GET', path: '/api/content/nodes/:x/:x/:x' },
  { method: 'GET', path: '/api/content/:x/:x' },
  { method: 'GET', path: '/api/content/:x' },
  { method: 'GET', path: '/api/games/:x/search' },
  { method: 'GET', path: '/api/brands/:x/pages' },
  { method: 'POST', path: '/api/brands/:x/pages', body: true },
  { method: 'POST', path: '/api/brands/croupier/pages', body: true },
  { method: 'POST', path: '/api/remember-username', body: true },
  { method: 'POST', path: '/api/accounts/login', body: true },
  { method: 'GET', path: '/api/accounts/:x' },
  { method: 'POST', path: '/api/games/favourites/:x/add', body: true },
  { method: 'GET', path: '/api/promotions/:x/:x' },
  { method: 'POST', path: '/api/broker/:x', body: true },
  { method: 'GET', path: '/api/:x' },
  { method: 'GET', path: '/sandbox/:x' },
];

const fill = (template: string, ...segments: string[]) => {
  let next = 0;
  return template.replace(/:x/g, () => segments[next++ % segments.length] ?? '');
};

/** Characters a client may put in a request target as they are (http.request refuses the others). */
const rawChar = fc.oneof(
  fc.constantFrom(...'abcxyz019-._~!$&\'()*+,;=:@/%?#[]\\"<>^`{|}'.split('')),
  fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code)),
);
const nasty = fc.constantFrom(
  '',
  '.',
  '..',
  '/',
  '//',
  '///x',
  '/\\x',
  '\\\\evil',
  '%2e%2e',
  '%2F',
  '%5c',
  '%',
  '%E0%A4%A',
  '%00',
  '%ff%fe',
  'http://evil.example/x',
  '//evil.example',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e308',
  '99999999999999999999',
  'true',
  'croupier',
  'hippodrome',
  '<script>alert(1)</script>',
  'x'.repeat(3000),
);
const text = fc.oneof(
  nasty,
  fc.string({ unit: rawChar, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
);
const segment = fc.oneof(text, fc.nat().map(String));
const queryName = fc.oneof(
  fc.constantFrom('path', 'path[]', 'path[a]', 'type', 'countryIsoCode', 'userToken', 'timestamp', 'wrapped', 'app', '__proto__'),
  text,
);
const queryValue = fc.oneof(
  text,
  fc.constantFrom(
    '/',
    '//',
    '///x',
    '/\\x',
    '/..',
    '/%',
    '/?wrapped=true',
    '/a?b=%',
    'http://evil.example',
    '/' + 'p'.repeat(5000),
  ),
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(queryName, queryValue), { maxLength: 6 })
    .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`),
  fc.string({ unit: rawChar, maxLength: 60 }).map((raw) => `?${raw}`),
);
const KNOWN_HOSTS = ['croupier.localhost', 'hippodrome.localhost:3000', 'JACKPOTCITY.localhost', 'localhost', '127.0.0.1:8080'];
/** Header values a client may send (visible latin-1, spaces and tabs). */
const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }))
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});
const host = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KNOWN_HOSTS) }, headerText, nasty);
const headers = fc.record(
  {
    cookie: headerText,
    'user-agent': fc.oneof(headerText, fc.constant('Mozilla/5.0 (iPhone) Mobile')),
    'accept-encoding': fc.oneof(headerText, fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0', 'br;q=x')),
    'x-forwarded-for': headerText,
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
    'x-request-id': headerText,
    'if-none-match': headerText,
    authorization: headerText,
    accept: headerText,
    [GEO_HEADER]: headerText,
    'x-padding': fc.nat({ max: 24_000 }).map((size) => 'p'.repeat(size)),
  },
  { requiredKeys: [] },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin-9000',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
];
const json = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null');
const body = fc.oneof(
  json,
  json.map((valid) => valid.slice(0, -1)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.nat({ max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.nat({ max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.nat({ max: 1_000_000 }).map((size) => JSON.stringify({ credentials: { username: 'x'.repeat(size), password: 'p' } })),
  fc.constantFrom(
    'null',
    '5',
    '"text"',
    '[]',
    '{"credentials":5}',
    '{"credentials":{"username":["a"],"password":{}}}',
    '{"operation":"get","encryptedUsername":123}',
    '{"operation":"post","username":{"toString":1}}',
    '{"path":{"x":1},"nodeId":"__proto__"}',
    '{"path":"//","nodeId":1e308}',
    '{"__proto__":{"polluted":true}}',
  ),
);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send({
  method,
  path: target,
  host: hostHeader,
  headers: extra = {},
  body: payload,
  contentType,
  contentEncoding,
}: {
  method: string;
  path: string;
  host: string;
  headers?: Record<string, string>;
  body?: string;
  contentType?: string;
  contentEncoding?: string;
}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: site.port,
        method,
        path: target,
        agent,
        headers: {
          ...extra,
          host: hostHeader,
          ...(payload !== undefined ? { 'content-length': String(Buffer.byteLength(payload, 'latin1')) } : {}),
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(contentEncoding ? { 'content-encoding': contentEncoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: decoded(Buffer.concat(chunks), res.headers).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload === undefined ? undefined : Buffer.from(payload, 'latin1'));
  });
}

/** A body as sent, decompressed when the site compressed it. */
function decoded(bytes: Buffer, { 'content-encoding': encoding }: IncomingHttpHeaders) {
  if (bytes.length === 0) return bytes;
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
}

const STACK_FRAME = /^\s*at \S.*(:\d+:\d+\)?|\(native\))$/m;
const MACHINE_PATH = new RegExp(`${REPO_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|node_modules/|file:///|/home/|/usr/`);

/** What every answer must be, whatever was asked. */
function expectSound(asked: { method: string; path: string }, answer: Pick<Answer, 'status' | 'body'> & { type?: string }) {
  const where = `${asked.method} ${asked.path.slice(0, 200)} → ${answer.status} ${answer.body.slice(0, 300)}`;
  expect(answer.status, where).toBeGreaterThanOrEqual(100);
  expect(answer.status, where).toBeLessThan(500);
  // The built scripts are ours and may well mention "at"; anything else is an answer made for this request.
  if (!(answer.status < 300 && /javascript|css|font|image/.test(answer.type ?? ''))) {
    expect(answer.body, where).not.toMatch(STACK_FRAME);
    expect(answer.body, where).not.toMatch(MACHINE_PATH);
  }
  if (!asked.path.toLowerCase().startsWith('/api')) return;
  expect(answer.type ?? '', where).not.toMatch(/html/);
  if (answer.status >= 400 && answer.body !== '') {
    const reason = JSON.parse(answer.body) as unknown;
    expect(reason, where).toEqual({ code: expect.any(Number), message: expect.any(String) });
  }
}

const RUNS = { requests: 1500, bodies: 800, raw: 300 };
/** The runs are bounded in count, not time: a CI runner busy with other test files takes minutes over them. */
const FUZZ_TIMEOUT_MS = 180_000;

describe('the site under generated input', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('answers every route, whatever path, query, Host and headers, with a sound 4xx at worst', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        query,
        fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
        host,
        headers,
        async (route, segments, search, method, hostHeader, extra) => {
          const asked = { method, path: fill(route.path, ...segments) + search, host: hostHeader, headers: extra };
          const answer = await send(asked);
          expectSound(asked, { ...answer, type: answer.headers['content-type'] });
          forget();
        },
      ),
      { numRuns: RUNS.requests },
    );
  }, 60_000);

  it('answers any body, malformed, deep, huge or of the wrong type, with a sound 4xx at worst', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES.filter((route) => route.body || route.path.startsWith('/api/'))),
        fc.constantFrom('POST', 'PUT', 'GET'),
        body,
        fc.constantFrom(...CONTENT_TYPES),
        fc.constantFrom(undefined, 'gzip', 'deflate', 'br', 'identity', 'x-unknown'),
        async (route, method, payload, contentType, contentEncoding) => {
          const asked = {
            method,
            path: fill(route.path, '1'),
            host: 'hippodrome.localhost',
            body: payload,
            contentType,
            contentEncoding,
          };
          const answer = await send(asked);
          expectSound(asked, { ...answer, type: answer.headers['content-type'] });
          forget();
        },
      ),
      { numRuns: RUNS.bodies },
    );
  }, 60_000);

  it('answers bytes that are hardly HTTP, even from a client that half-closes after sending them', async () => {
    const requestLine = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('GET', 'POST', 'G@T', ''),
          fc.oneof(text, fc.constant('/api/geo-info')),
          fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', ''),
        )
        .map((parts) => parts.join(' ')),
      fc.string({ unit: 'binary-ascii', maxLength: 60 }),
    );
    const headerLines = fc.array(
      fc.oneof(
        fc.constantFrom(
          'Host: croupier.localhost',
          'Host:',
          'Host: a',
          'Content-Length: -1',
          'Content-Length: 5',
          'Transfer-Encoding: chunked',
          'Expect: 100-continue',
        ),
        fc.string({ unit: 'binary-ascii', maxLength: 40 }),
      ),
      { maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        requestLine,
        headerLines,
        fc.string({ unit: 'binary-ascii', maxLength: 40 }),
        async (line, lines, rest) => {
          const bytes = `${line}\r\n${lines.join('\r\n')}\r\n\r\n${rest}`;
          const answer = firstAnswerIn(await sendRaw(bytes));
          // Blank lines are no request: nothing to answer.
          if (bytes.trim() === '' && !answer) return;
          expect(answer, JSON.stringify(bytes)).toBeDefined();
          expectSound({ method: 'RAW', path: line.split(' ')[1] ?? '' }, answer!);
          forget();
        },
      ),
      { numRuns: RUNS.raw },
    );
  }, 60_000);

  it('is alive afterwards and has not kept what it was sent', async () => {
    const health = await send({ method: 'GET', path: '/healthz', host: 'croupier.localhost' });
    expect(health.status).toBe(200);
    const geo = await send({ method: 'GET', path: '/api/geo-info', host: 'croupier.localhost' });
    expect(geo.status).toBe(200);
    forget();
    const heapAfter = heapAfterGc();
    // Caches fill towards their bounds (about 150 MB before, 156 MB after here); what was sent
    // (thousands of bodies, some of megabytes) must not stay.
    expect(heapAfter / 1024 / 1024).toBeLessThan((heapBefore * 2) / 1024 / 1024);
  });
});

/** The first answer in what came back over a socket: its status, content type and (de-chunked) body. */
function firstAnswerIn(received: string) {
  const head = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n/.exec(received);
  if (!head) return undefined;
  const header = (name: string) => new RegExp(`^${name}: *([^\r\n]*)`, 'im').exec(head[2] ?? '')?.[1];
  let rest = received.slice(head[0].length);
  let body = '';
  if (/chunked/i.test(header('transfer-encoding') ?? '')) {
    for (let size = parseInt(rest, 16); size > 0; size = parseInt(rest, 16)) {
      const start = rest.indexOf('\r\n') + 2;
      body += rest.slice(start, start + size);
      rest = rest.slice(start + size + 2);
    }
  } else body = rest.slice(0, Number(header('content-length') ?? 0));
  return { status: Number(head[1]), type: header('content-type'), body };
}

/** Writes the bytes, half-closes, and reads what comes back until the site closes (the first answer is enough). */
function sendRaw(bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(site.port, '127.0.0.1', () => socket.end(Buffer.from(bytes, 'latin1')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}
