import { afterEach, describe, expect, it } from 'vitest';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(stopAll);

const json = async (response: { body: string }) => JSON.parse(response.body);

describe('GET /api/geo-info', () => {
  it.each([
    { cookie: '', geo: { CountryIsoCode: 'gb', CountryIso3Code: 'gbr', source: 'default' } },
    { cookie: 'country=NZL', geo: { CountryIsoCode: 'nz', CountryIso3Code: 'nzl', source: 'countryCookie' } },
    {
      cookie: `siteState=${encodeURIComponent(JSON.stringify({ countryCode: 'IE', regionCode: 'D', currencyCode: 'EUR', locale: 'en-IE' }))}; country=NZL`,
      geo: { CountryIsoCode: 'ie', regionCode: 'd', currencyCode: 'eur', locale: 'en-ie', source: 'siteState' },
    },
  ])('with cookies "$cookie"', async ({ cookie, geo }) => {
    const { site } = await siteWith({});
    const response = await rawRequest(site, { path: '/api/geo-info', host: 'hippodrome.localhost', headers: { cookie } });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject(geo);
  });
});

describe('GET /api/ip-address and /api/visit-tracker', () => {
  it('tell the visitor their address', async () => {
    const { site } = await siteWith({});
    expect(await json(await rawRequest(site, { path: '/api/ip-address', host: 'croupier.localhost' }))).toEqual({
      ipAddress: '127.0.0.1',
    });
  });

  it('keep the visit and browser ids and read the ecid from the fifth piece of the marketing cookie', async () => {
    const { site } = await siteWith({});
    const cookie = 'visitId=visit-0001-aaaa; browserId=browser-0002-bbbb; mcTracking=MCMID|a|b|c|ECID-12345|e';
    const response = await rawRequest(site, { path: '/api/visit-tracker', host: 'croupier.localhost', headers: { cookie } });
    expect(await json(response)).toEqual({ visitId: 'visit-0001-aaaa', browserId: 'browser-0002-bbbb', ecid: 'ECID-12345' });
  });

  it('give a new visitor ids and cookies to keep them', async () => {
    const { site } = await siteWith({});
    const response = await rawRequest(site, { path: '/api/visit-tracker', host: 'croupier.localhost' });
    const body = await json(response);
    expect(body).toMatchObject({ visitId: expect.any(String), browserId: expect.any(String), ecid: null });
    expect(String(response.headers['set-cookie'])).toContain(`browserId=${body.browserId}`);
  });
});

describe('POST /api/remember-username', () => {
  const post = async (site: Parameters<typeof rawRequest>[0], body: unknown) =>
    rawRequest(site, {
      method: 'POST',
      path: '/api/remember-username',
      host: 'hippodrome.localhost',
      body: JSON.stringify(body),
    });

  it('encrypts with post and decrypts with get, keeping nothing readable', async () => {
    const { site, lines } = await siteWith({});
    const { encryptedUsername } = await json(await post(site, { operation: 'post', username: 'lucky.lady' }));
    expect(encryptedUsername).not.toContain('lucky');
    expect(await json(await post(site, { operation: 'get', encryptedUsername }))).toEqual({ username: 'lucky.lady' });
    expect(lines().join('\n')).not.toMatch(/lucky\.lady|encryptedUsername":"/);
  });

  it.each([
    { body: { operation: 'get', encryptedUsername: 'tampered' }, message: 'encryptedUsername cannot be read' },
    { body: { operation: 'post' }, message: 'username is missing or not a username' },
    { body: { operation: 'delete' }, message: 'operation must be "get" or "post"' },
  ])('refuses $body.operation with a clear message', async ({ body, message }) => {
    const { site } = await siteWith({});
    const response = await post(site, body);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });
});

describe('campaigns, rewards, free spins and user stats', () => {
  it.each([
    { path: '/api/campaigns', upstream: '/campaigns', what: 'campaigns' },
    { path: '/api/rewards', upstream: '/rewards', what: 'rewards' },
    { path: '/api/freespins', upstream: '/freespins', what: 'free spins' },
    { path: '/api/campaigns/user-stats', upstream: '/campaigns/user-stats', what: 'user stats' },
  ])('$path passes userToken and timestamp only, and says what failed', async ({ path, upstream, what }) => {
    const promotions = await recordingUpstream((_req, res) => res.writeHead(503).end());
    const { site } = await siteWith({ promotions: promotions.server.url });
    const response = await rawRequest(site, { path: `${path}?userToken=a.b.c&timestamp=99&other=x`, host: 'croupier.localhost' });
    expect(promotions.seen[0]?.url).toBe(`${upstream}?userToken=a.b.c&timestamp=99`);
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ code: 503, message: `Failed to fetch ${what}: 503` });
  });
});

describe('cached content', () => {
  const contentUpstream = () =>
    recordingUpstream((req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: req.url })),
    );

  it('is fetched once, then served from the cache', async () => {
    const content = await contentUpstream();
    const { site } = await siteWith({ content: content.server.url });
    const first = await rawRequest(site, {
      path: '/api/content/nodes/1102/true?type=blogPost',
      host: 'hippodrome.localhost',
      headers: { cookie: 'country=NZL' },
    });
    const second = await rawRequest(site, {
      path: '/api/content/nodes/1102/true?type=blogPost',
      host: 'hippodrome.localhost',
      headers: { cookie: 'country=NZL' },
    });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(content.seen.map((seen) => seen.url)).toEqual(['/nodes/1102/true?type=blogPost']);
  });

  it('answers 304 to a browser that has the same answer already', async () => {
    const content = await contentUpstream();
    const { site } = await siteWith({ content: content.server.url });
    const first = await rawRequest(site, { path: '/api/content/3000', host: 'croupier.localhost' });
    const again = await rawRequest(site, {
      path: '/api/content/3000',
      host: 'croupier.localhost',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect([again.status, again.body]).toEqual([304, '']);
  });

  it('makes identical requests in flight once', async () => {
    const content = await recordingUpstream((_req, res) => setTimeout(() => res.end('{"data":[]}'), 50));
    const { site } = await siteWith({ content: content.server.url });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => rawRequest(site, { path: '/api/games/1000/search', host: 'hippodrome.localhost' })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(content.seen).toHaveLength(1);
  });

  it('is shared by the visitors it is the same for, and by them only', async () => {
    const content = await contentUpstream();
    const { site } = await siteWith({ content: content.server.url });
    for (const country of ['NZL', 'GBR', 'NZL', 'FRA', 'DEU', 'BRA']) {
      for (const path of ['/api/games/1000/search', '/api/brands/hippodrome/pages']) {
        await rawRequest(site, { path, host: 'hippodrome.localhost', headers: { cookie: `country=${country}` } });
      }
    }
    // The games of each market and of each country the brand does not serve (France); Germany and Brazil
    // are both the rest of the world. The page list asks the platform nothing about the visitor: one entry.
    expect(content.seen.map((seen) => seen.url)).toEqual([
      '/games/1000/search?countryIsoCode=NZ',
      '/brands/hippodrome/pages',
      '/games/1000/search?countryIsoCode=GB',
      '/games/1000/search?countryIsoCode=FR',
      '/games/1000/search',
    ]);
  });

  it("never serves one brand another brand's nodes, products or pages", async () => {
    const content = await contentUpstream();
    const { site } = await siteWith({ content: content.server.url });
    for (const path of [
      '/api/content/nodes/2100/true',
      '/api/games/2000/search',
      '/api/brands/jackpotcity/pages',
      '/api/content/2000',
      '/api/content/2101/true',
    ]) {
      expect((await rawRequest(site, { path, host: 'hippodrome.localhost' })).status, path).toBe(404);
    }
    expect(content.seen).toEqual([]);
  });

  it("asks for a page by path in the visitor's market", async () => {
    const content = await contentUpstream();
    const { site } = await siteWith({ content: content.server.url });
    await rawRequest(site, {
      method: 'POST',
      path: '/api/brands/hippodrome/pages',
      host: 'hippodrome.localhost',
      headers: { cookie: 'country=NZL' },
      body: JSON.stringify({ path: '/game/42', countryCode: 'NZ' }),
    });
    expect(content.seen[0]).toMatchObject({ method: 'POST', url: '/brands/hippodrome/pages' });
    expect(JSON.parse(content.seen[0]!.body)).toEqual({ path: '/game/42', countryCode: 'NZ', nodeId: 1102 });
  });
});

describe("answers with the player's own data", () => {
  it.each([
    { method: 'GET', path: '/api/geo-info' },
    { method: 'GET', path: '/api/ip-address' },
    { method: 'GET', path: '/api/visit-tracker' },
    { method: 'POST', path: '/api/remember-username', body: JSON.stringify({ operation: 'post', username: 'lucky.lady' }) },
    { method: 'GET', path: '/api/campaigns?userToken=a.b.c' },
    { method: 'GET', path: '/api/rewards?userToken=a.b.c' },
  ])('$method $path is never kept by a cache', async ({ method, path, body }) => {
    const promotions = await recordingUpstream((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
    );
    const { site } = await siteWith({ promotions: promotions.server.url });
    const response = await rawRequest(site, { method, path, body, host: 'hippodrome.localhost' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
