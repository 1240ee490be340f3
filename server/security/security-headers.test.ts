import { afterEach, describe, expect, it } from 'vitest';
import { ANSWERING_UPSTREAM_TIMEOUT_MS, createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';
import { STRICT_TRANSPORT_SECURITY } from './strict-transport-security.ts';
import { WORKER_SCRIPT_POLICY } from './security-headers.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(stopAll);

const CASES = [
  { name: 'https through a trusted proxy', trustProxy: ['loopback'], proto: 'https', hsts: STRICT_TRANSPORT_SECURITY },
  { name: 'plain http through a trusted proxy', trustProxy: ['loopback'], proto: 'http', hsts: undefined },
  { name: 'plain http without a proxy', trustProxy: ['loopback'], proto: undefined, hsts: undefined },
  { name: 'https claimed by a proxy that is not trusted', trustProxy: false as const, proto: 'https', hsts: undefined },
  { name: 'https as the second of two claims', trustProxy: ['loopback'], proto: 'http, https', hsts: undefined },
];

describe('Strict-Transport-Security', () => {
  // A file the site serves, and a platform call it passes on: both are the site's answers.
  it.each(CASES.flatMap((row) => ['/robots.txt', '/api/accounts/details'].map((path) => ({ ...row, path }))))(
    '$path, $name: $hsts',
    async ({ trustProxy, proto, hsts, path }) => {
      const { server } = await recordingUpstream();
      const { site } = await siteWith({ accounts: server.url }, ANSWERING_UPSTREAM_TIMEOUT_MS, { trustProxy });
      const response = await rawRequest(site, {
        path,
        host: 'hippodrome.localhost',
        headers: proto ? { 'x-forwarded-proto': proto } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers['strict-transport-security']).toBe(hsts);
    },
  );
});

describe('an answer that is not a page', () => {
  const securityHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADERS.test(name)));
  const NON_PAGE_HEADERS = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };

  // A platform call passed on, answers the site makes itself (JSON), and the site's files: never a document.
  it.each([
    '/api/accounts/details',
    '/api/geo-info',
    '/api/no-such-call',
    '/robots.txt',
    '/favicon.ico',
    '/fonts/lato/lato-latin-400-normal.woff2',
    '/static/no-such-file.js',
  ])(
    '%s carries the strict headers: no sniffing, no framing, no other site, no referrer, nothing run or loaded',
    async (path) => {
      const { server } = await recordingUpstream();
      const { site } = await siteWith({ accounts: server.url });
      const answer = await rawRequest(site, { path, host: 'hippodrome.localhost' });
      expect(securityHeaders(answer.headers)).toEqual(NON_PAGE_HEADERS);
    },
  );

  it("is not mistaken for a page, nor a page for it: paths that only start like /api or a file's get a page's headers", async () => {
    const { site } = await siteWith({});
    const page = await rawRequest(site, { path: '/', host: 'hippodrome.localhost' });
    expect(Object.keys(securityHeaders(page.headers))).toHaveLength(11);
    for (const path of ['/apis', '/fonts', '/staticky', '/robots.txt.html']) {
      const lookalike = await rawRequest(site, { path, host: 'hippodrome.localhost' });
      expect(securityHeaders(lookalike.headers), path).toEqual(securityHeaders(page.headers));
    }
  });
});

/** helmet's headers: the policy, the cross-origin and referrer rules, and the legacy switches. */
const SECURITY_HEADERS =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|x-(content-type|dns|download|frame|permitted|xss))/;

describe('Content-Security-Policy', () => {
  it('allows scripts from the site only, with no nonce and no inline scripts of its own', async () => {
    const { site } = await siteWith({});
    const response = await rawRequest(site, { path: '/', host: 'hippodrome.localhost' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split(';')).toContain("script-src 'self'");
    expect(policy).not.toContain('nonce');
  });
});

describe('a worker script', () => {
  // The catalogue's worker fetches the site's API under its own script's policy; nothing else may load.
  it('may connect to the site and load nothing else', async () => {
    const { server } = await recordingUpstream();
    const { site } = await siteWith({ accounts: server.url });
    const answer = await rawRequest(site, { path: '/static/assets/catalogue.worker-AbC123_x.js', host: 'hippodrome.localhost' });
    expect(answer.headers['content-security-policy']).toBe(WORKER_SCRIPT_POLICY);
    const other = await rawRequest(site, { path: '/static/assets/app-AbC123_x.js', host: 'hippodrome.localhost' });
    expect(other.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
