import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(async () => {
  vi.unstubAllEnvs();
  await stopAll();
});

const NO_STACK = /^\s*at \S|node_modules|\/work\/|<html|<pre/im;

const CASES: { name: string; path: string; body: string; headers?: Record<string, string>; status: number; message: string }[] = [
  {
    name: 'malformed JSON to the login',
    path: '/api/accounts/login',
    body: '{"credentials":',
    status: 400,
    message: 'The request body is not valid JSON',
  },
  {
    name: 'an oversized login',
    path: '/api/accounts/login',
    body: JSON.stringify({ credentials: { username: 'x'.repeat(40_000) } }),
    status: 413,
    message: 'The request body is too large',
  },
  {
    name: 'malformed JSON to remember-username',
    path: '/api/remember-username',
    body: "{operation:'get'}",
    status: 400,
    message: 'The request body is not valid JSON',
  },
  {
    name: 'an oversized remember-username',
    path: '/api/remember-username',
    body: JSON.stringify({ operation: 'post', username: 'x'.repeat(5000) }),
    status: 413,
    message: 'The request body is too large',
  },
  {
    name: 'a JSON string where an object belongs',
    path: '/api/brands/croupier/pages',
    body: '"just text"',
    status: 400,
    message: 'The request body is not valid JSON',
  },
  {
    name: 'a charset no one reads',
    path: '/api/remember-username',
    body: '{}',
    headers: { 'content-type': 'application/json; charset=klingon' },
    status: 415,
    message: 'The request body is in a charset the site does not read',
  },
  {
    name: 'a gzip body that is not gzip',
    path: '/api/remember-username',
    body: '{}',
    headers: { 'content-encoding': 'gzip' },
    status: 400,
    message: 'Bad Request',
  },
  { name: 'a POST to a page', path: '/promotions', body: '{}', status: 404, message: 'Not found' },
];

describe.each(['development', 'production', 'test', ''])('with NODE_ENV=%s, a request the site refuses', (env) => {
  it.each(CASES)('($name) answers $status as JSON, without a stack', async ({ path, body, headers, status, message }) => {
    vi.stubEnv('NODE_ENV', env);
    const { server, seen } = await recordingUpstream();
    const { site } = await siteWith({ accounts: server.url, content: server.url });
    const response = await rawRequest(site, { method: 'POST', path, host: 'croupier.localhost', body, headers });
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ code: status, message });
    expect(response.body).not.toMatch(NO_STACK);
    expect(seen).toEqual([]);
  });
});

/** Bytes straight onto a socket; everything the site sends back until it closes. */
function sendRaw(port: number, bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

describe('a request Node cannot parse', () => {
  it.each([
    {
      name: 'a space in its path',
      request: 'GET /api/page-data?path=/a b HTTP/1.1\r\nHost: croupier.localhost\r\n\r\n',
      status: 400,
    },
    {
      name: 'headers past the limit',
      request: `GET /api/geo-info HTTP/1.1\r\nHost: croupier.localhost\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
      status: 431,
    },
    { name: 'a header line with no name', request: 'GET / HTTP/1.1\r\nHost: croupier.localhost\r\n: x\r\n\r\n', status: 400 },
  ])('($name) answers $status as JSON with the security headers', async ({ request, status }) => {
    const { site } = await siteWith({});
    const answer = await sendRaw(site.port, request);
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(head).toMatch(/\r\ncontent-security-policy: /i);
    expect(JSON.parse(body ?? '')).toEqual({ code: status, message: expect.any(String) });
  });

  it('answers a HEAD request without a body, so the client does not read one', async () => {
    const { site } = await siteWith({});
    const answer = await sendRaw(
      site.port,
      `HEAD / HTTP/1.1\r\nHost: croupier.localhost\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(answer).toMatch(/\r\ncontent-length: 0\r\n/i);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });
});
