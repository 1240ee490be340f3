import { afterEach, describe, expect, it } from 'vitest';
import { createTestServers, rawRequest } from '../testing/site-with-upstreams.ts';
import { STRICT_TRANSPORT_SECURITY } from './strict-transport-security.ts';

const { siteWith, stopAll } = createTestServers();
afterEach(stopAll);

describe('Strict-Transport-Security', () => {
  it.each([
    { name: 'https through a trusted proxy', trustProxy: ['loopback'], proto: 'https', hsts: STRICT_TRANSPORT_SECURITY },
    { name: 'plain http through a trusted proxy', trustProxy: ['loopback'], proto: 'http', hsts: undefined },
    { name: 'plain http without a proxy', trustProxy: ['loopback'], proto: undefined, hsts: undefined },
    { name: 'https claimed by a proxy that is not trusted', trustProxy: false as const, proto: 'https', hsts: undefined },
  ])('$name: $hsts', async ({ trustProxy, proto, hsts }) => {
    const { site } = await siteWith({}, 300, { trustProxy });
    const response = await rawRequest(site, {
      path: '/robots.txt',
      host: 'hippodrome.localhost',
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBe(hsts);
  });
});

describe('Content-Security-Policy', () => {
  it('allows scripts from the site only, with no nonce and no inline scripts of its own', async () => {
    const { site } = await siteWith({});
    const response = await rawRequest(site, { path: '/robots.txt', host: 'hippodrome.localhost' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split(';')).toContain("script-src 'self'");
    expect(policy).not.toContain('nonce');
  });
});
