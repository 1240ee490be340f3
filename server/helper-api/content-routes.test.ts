import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import countries from 'i18n-iso-countries';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';

const { recordingUpstream, siteWith, stopAll } = createTestServers();
afterEach(stopAll);

const HOST = 'hippodrome.localhost';

/** A content service whose answers are a few hundred KB of JSON, like a brand's games catalogue. */
const catalogueUpstream = () =>
  recordingUpstream((req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        url: req.url,
        data: Array.from({ length: 3000 }, (_, id) => ({ GameGroupId: id, Name: `Game ${id}`, Tags: ['slots', 'new'] })),
      }),
    ),
  );

/**
 * A content service answering a few bytes of JSON naming the call: for tests of which calls reach it,
 * where the size of an answer plays no part (each stored answer is compressed at the highest
 * brotli quality, seconds of CPU for a catalogue on a loaded machine).
 */
const namingUpstream = () =>
  recordingUpstream((req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url })),
  );

const get = (site: { port: number }, path: string, headers: Record<string, string> = {}) =>
  rawRequest(site, { path, host: HOST, headers });

/** Requests a few at a time: a flood, without a socket per request all at once. */
async function inBatches<T>(items: readonly T[], send: (item: T) => Promise<unknown>, size = 25) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(send));
}

describe('a cached content answer', () => {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes };

  it.each([
    { path: '/api/games/1000/search?countryIsoCode=GB', acceptEncoding: 'gzip, deflate, br', encoding: 'br' },
    { path: '/api/games/1000/search?countryIsoCode=GB', acceptEncoding: 'gzip', encoding: 'gzip' },
    { path: '/api/games/1000/search?countryIsoCode=GB', acceptEncoding: '', encoding: 'identity' },
    { path: '/api/content/nodes/1102/true?type=blogPost', acceptEncoding: 'br', encoding: 'br' },
    { path: '/api/content/1102/false', acceptEncoding: 'gzip', encoding: 'gzip' },
    { path: '/api/content/1000', acceptEncoding: 'br', encoding: 'br' },
  ] as const)(
    '$path is sent stored in $encoding for Accept-Encoding "$acceptEncoding", and 304 when the browser has it',
    async ({ path, acceptEncoding, encoding }) => {
      const content = await catalogueUpstream();
      const { site } = await siteWith({ content: content.server.url });
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const first = await get(site, path, headers);
      const again = await get(site, path, headers);
      expect([first.status, first.headers['x-cache'], again.headers['x-cache']]).toEqual([200, 'MISS', 'HIT']);
      expect(first.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(first.headers.vary).toMatch(/Accept-Encoding/i);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(Number(first.headers['content-length'])).toBe(first.bytes.length);
      // The same stored bytes each time, decoding to what the platform sent.
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(JSON.parse(decode[encoding](first.bytes).toString()).url).toBe(content.seen[0]!.url);

      const unchanged = await get(site, path, { ...headers, 'if-none-match': String(first.headers.etag) });
      expect([unchanged.status, unchanged.bytes.length]).toEqual([304, 0]);
      expect(content.seen).toHaveLength(1);
    },
  );

  it('has one ETag per encoding, so a browser never gets the wrong bytes for the tag it holds', async () => {
    const content = await catalogueUpstream();
    const { site } = await siteWith({ content: content.server.url });
    const path = '/api/games/1000/search';
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) => (await get(site, path, { 'accept-encoding': encoding })).headers.etag),
    );
    expect(new Set(tags).size).toBe(3);
    const brotliTagAsPlain = await get(site, path, { 'accept-encoding': 'identity', 'if-none-match': String(tags[0]) });
    expect(brotliTagAsPlain.status).toBe(200);
  });
});

describe('content route parameters', () => {
  it.each([
    {
      path: '/api/games/1000/search?countryIsoCode=ZZ',
      status: 400,
      message: /^countryIsoCode must be an ISO 3166-1 country code/,
    },
    { path: '/api/games/1000/search?countryIsoCode=not-a-country', status: 400, message: /^countryIsoCode must be/ },
    {
      path: '/api/games/1000/search?countryIsoCode=GB&countryIsoCode=NZ',
      status: 400,
      message: /^countryIsoCode must be given once/,
    },
    { path: '/api/games/1000.0/search', status: 404, message: /^No games for product/ },
    { path: '/api/games/1e3/search', status: 404, message: /^No games for product/ },
    { path: '/api/games/01000/search', status: 404, message: /^No games for product/ },
    { path: '/api/content/nodes/1102/true?type=anything', status: 400, message: /^type must be one of lobby, game, / },
    { path: '/api/content/nodes/1102/yes', status: 400, message: /^includeChildren must be true or false/ },
    { path: '/api/content/nodes/01102/true', status: 404, message: /^No content node/ },
    { path: '/api/content/nodes/1102/true?countryIsoCode=QQQ', status: 400, message: /^countryIsoCode must be/ },
    { path: '/api/content/nodes/1102/0042/true', status: 404, message: /^No content 0042/ },
    { path: '/api/content/nodes/1102/42/maybe', status: 400, message: /^includeChildren must be true or false/ },
    { path: '/api/content/1102/true?countryIsoCode=X1', status: 400, message: /^countryIsoCode must be/ },
    { path: '/api/content/1000.0', status: 404, message: /^No product/ },
  ])('$path: $status', async ({ path, status, message }) => {
    const content = await namingUpstream();
    const { site } = await siteWith({ content: content.server.url });
    const response = await get(site, path);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(response.body) as { code: number; message: string };
    expect(body.code).toBe(status);
    expect(body.message).toMatch(message);
    expect(content.seen).toEqual([]);
  });

  it.each([
    { body: { path: '/Game/42' }, message: /^path must be a page path/ },
    { body: { path: `/${'a'.repeat(300)}` }, message: /^path must be a page path/ },
    { body: { path: '/game/42', countryCode: 'Atlantis' }, message: /^countryCode must be an ISO 3166-1 country code/ },
    { body: { path: '/game/42', countryCode: 44 }, message: /^countryCode must be/ },
  ])('POST /api/brands/hippodrome/pages with $body: 400', async ({ body, message }) => {
    const content = await namingUpstream();
    const { site } = await siteWith({ content: content.server.url });
    const response = await rawRequest(site, {
      method: 'POST',
      path: '/api/brands/hippodrome/pages',
      host: HOST,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ code: 400, message: expect.stringMatching(message) });
    expect(content.seen).toEqual([]);
  });

  it.each([
    { path: '/api/games/1000/search?countryIsoCode=gbr', cookie: '', upstream: '/games/1000/search?countryIsoCode=GB' },
    {
      path: '/api/games/1000/search?countryIsoCode=nz&utm_source=x',
      cookie: '',
      upstream: '/games/1000/search?countryIsoCode=NZ',
    },
    { path: '/api/games/1000/search?countryIsoCode=US', cookie: '', upstream: '/games/1000/search?countryIsoCode=US' },
    // A country without a market of its own is the rest of the world, one answer for all of them.
    { path: '/api/games/1000/search?countryIsoCode=DE', cookie: '', upstream: '/games/1000/search' },
    { path: '/api/games/1000/search', cookie: 'country=NZL', upstream: '/games/1000/search?countryIsoCode=NZ' },
    { path: '/api/games/1000/search', cookie: 'country=BRA', upstream: '/games/1000/search' },
    {
      path: '/api/content/nodes/1102/true?countryIsoCode=nzl&type=blogPost&page=2',
      cookie: '',
      upstream: '/nodes/1102/true?type=blogPost&countryIsoCode=NZ',
    },
    {
      path: '/api/content/nodes/1102/42/false?countryIsoCode=CHN',
      cookie: '',
      upstream: '/nodes/1102/42/false?countryIsoCode=CN',
    },
    { path: '/api/content/1100/true?countryIsoCode=jp', cookie: '', upstream: '/1100/true' },
  ])('$path (cookie "$cookie") asks the platform for $upstream', async ({ path, cookie, upstream }) => {
    const content = await namingUpstream();
    const { site } = await siteWith({ content: content.server.url });
    expect((await get(site, path, cookie ? { cookie } : {})).status).toBe(200);
    expect(content.seen.map((seen) => seen.url)).toEqual([upstream]);
  });
});

/** Two- and three-letter codes that are no country, and a few that are no code at all. */
function invented(count: number) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const codes = [...letters].flatMap((a) => [...letters].flatMap((b) => [`${a}${b}`, `${a}${b}q`, `${a}${b}-1`]));
  return codes.filter((code) => !countries.isValid(code.toUpperCase())).slice(0, count);
}

describe('a flood of invented parameters', () => {
  const every = Object.keys(countries.getAlpha2Codes());
  it.each([
    {
      name: '1,200 countries that do not exist',
      countries: invented(1200),
      // None reaches the platform.
      upstream: [],
    },
    {
      name: 'every real country, in every spelling',
      countries: every.flatMap((code) => [code, code.toLowerCase(), countries.alpha2ToAlpha3(code)!.toLowerCase()]),
      // The countries Hippodrome's markets name (its markets' and those it does not serve) but GB, which the
      // lobby already asked for, and one rest of the world for every other country.
      upstream: ['', 'CA', 'CN', 'ES', 'FR', 'IE', 'IT', 'NZ', 'US'],
    },
  ])(
    '($name) makes each distinct platform call once and leaves what players use cached',
    async ({ countries, upstream }) => {
      const content = await namingUpstream();
      const { site } = await siteWith({ content: content.server.url });
      const lobby = '/api/games/1000/search?countryIsoCode=GB';
      expect((await get(site, lobby)).headers['x-cache']).toBe('MISS');
      await inBatches(countries, (country) => get(site, `/api/games/1000/search?countryIsoCode=${encodeURIComponent(country)}`));
      expect((await get(site, lobby)).headers['x-cache']).toBe('HIT');
      const urls = content.seen.map((seen) => seen.url);
      expect(urls).toHaveLength(new Set(urls).size);
      const asked = new Set(urls.slice(1).map((url) => new URL(url, 'http://content').searchParams.get('countryIsoCode') ?? ''));
      expect([...asked].sort()).toEqual(upstream);
      // Over a thousand requests: seconds alone, several times that beside other files on two cores.
    },
    90_000,
  );
});
