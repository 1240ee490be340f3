import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createTestServers, type Seen } from '../../tests/support/site-with-upstreams.ts';
import { createImageRoutes } from './image-routes.ts';
import { addressRefusal, imageOrigins, type ResolveHost } from './source-policy.ts';

const servers = createTestServers();
let jpeg: Buffer;
let png: Buffer;
let huge: Buffer;
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>');

/** The platform's image store: a JPEG tile, a PNG, an SVG, and the sources the endpoint must refuse. */
function platformImages(req: IncomingMessage, res: ServerResponse) {
  const send = (type: string, body: Buffer | string) => res.writeHead(200, { 'content-type': type }).end(body);
  switch (req.url) {
    case '/games/tile.jpg':
    case '/games/tile-2.jpg':
    case '/games/tile-3.jpg':
      return send('image/jpeg', jpeg);
    case '/games/tile.png':
      return send('image/png', png);
    case '/games/tile.svg':
      return send('image/svg+xml', svg);
    case '/games/page.html':
      return send('text/html', '<html></html>');
    case '/games/oversized.jpg':
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(64 * 1024 * 1024) });
      return res.write(jpeg.subarray(0, 100));
    case '/games/huge.jpg':
      return send('image/jpeg', huge);
    case '/games/broken.jpg':
      return send('image/jpeg', 'not a jpeg at all');
    case '/games/to-metadata.jpg':
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    case '/games/to-accounts.jpg':
      return res.writeHead(302, { location: '/accounts/details' }).end();
    case '/games/to-tile.jpg':
      return res.writeHead(301, { location: '/games/tile-3.jpg' }).end();
    default:
      return res.writeHead(404).end();
  }
}

let platform: { server: Listening; seen: Seen[] };
let site: Listening;
const image = (src: string, width = 320, accept = 'image/avif,image/webp,*/*', extra = '&v=1') =>
  fetch(`${site.url}/api/images?src=${encodeURIComponent(src)}&w=${width}${extra}`, { headers: { accept } });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#a26' } })
    .png()
    .toBuffer();
  huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
    .jpeg({ quality: 10 })
    .toBuffer();
  platform = await servers.recordingUpstream(platformImages);
  ({ site } = await servers.siteWith({ games: `${platform.server.url}/games` }, 2_000));
});
afterAll(() => servers.stopAll());

describe('the image endpoint', () => {
  it('sends a platform JPEG as webp at the width asked for, cacheable for a year when versioned', async () => {
    const response = await image(`${platform.server.url}/games/tile.jpg`, 320);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept/i);
    expect(await sharp(await bytesOf(response)).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('sends JPEG to a browser whose Accept has no webp, and never enlarges', async () => {
    const response = await image(`${platform.server.url}/games/tile.jpg`, 960, 'image/jpeg,image/png');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(await bytesOf(response)).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
  });

  it('keeps an unversioned URL for an hour only', async () => {
    const response = await image(`${platform.server.url}/games/tile.jpg`, 160, undefined, '');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each([
    { what: 'SVG', src: '/games/tile.svg', type: 'image/svg+xml', body: () => svg },
    { what: 'PNG', src: '/games/tile.png', type: 'image/png', body: () => png },
  ])('passes $what through as it is', async ({ src, type, body }) => {
    const response = await image(`${platform.server.url}${src}`, 160);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect((await bytesOf(response)).equals(body())).toBe(true);
  });

  it.each([
    { what: "the platform's SVG", source: (): string => `${platform.server.url}/games/tile.svg`, width: 48, height: 36 },
    { what: "the brand's SVG mark", source: (): string => '/assets/favicon.svg', width: 108, height: 108 },
  ])('draws $what asked for at an icon width as a PNG of that width', async ({ source, width, height }) => {
    const response = await image(source(), width);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(await bytesOf(response)).metadata()).toMatchObject({ format: 'png', width, height, hasAlpha: true });
  });

  it("resizes the brand's own JPEG asset and passes its SVG through, read from its folder", async () => {
    const hero = await image('/assets/hero-lobby.jpg', 640);
    expect(hero.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(await bytesOf(hero)).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const icon = await image('/assets/favicon.svg', 160);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('asks the source once for a variant however many ask at the same time, then answers from its cache', async () => {
    const src = `${platform.server.url}/games/tile-2.jpg`;
    const asked = () => platform.seen.filter((seen) => seen.url === '/games/tile-2.jpg').length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => image(src, 480)));
    const bodies = await Promise.all(answers.map(bytesOf));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    expect(asked()).toBe(1);
    expect((await image(src, 480)).status).toBe(200);
    expect(asked()).toBe(1);
  });

  it('follows a redirect that stays on an allowed origin', async () => {
    const response = await image(`${platform.server.url}/games/to-tile.jpg`, 240);
    expect(response.status).toBe(200);
    expect(await sharp(await bytesOf(response)).metadata()).toMatchObject({ width: 240 });
  });
});

describe('what the image endpoint refuses', () => {
  const origin = () => platform.server.url;
  it.each([
    {
      what: 'another host',
      query: () => `src=${encodeURIComponent('https://images.example.com/a.jpg')}&w=320`,
      message: /not an allowed image origin/,
    },
    {
      what: 'another platform service',
      query: () => `src=${encodeURIComponent(`${origin()}/accounts/details`)}&w=320`,
      message: /not an allowed image origin/,
    },
    {
      what: 'a path climbing out of the games service',
      query: () => `src=${encodeURIComponent(`${origin()}/games/%2e%2e/accounts/x.jpg`)}&w=320`,
      message: /not an allowed image origin/,
    },
    {
      what: 'a file: URL',
      query: () => `src=${encodeURIComponent('file:///etc/passwd')}&w=320`,
      message: /file: sources are not allowed/,
    },
    {
      what: 'credentials in the URL',
      query: () => `src=${encodeURIComponent(origin().replace('//', '//user:pw@') + '/games/tile.jpg')}&w=320`,
      message: /credentials/,
    },
    {
      what: 'a brand asset outside assets/',
      query: () => `src=${encodeURIComponent('/assets/../brand.json')}&w=320`,
      message: /brand asset must be/,
    },
    {
      what: 'a brand file that is not an image',
      query: () => `src=${encodeURIComponent('/brand.json')}&w=320`,
      message: /brand asset must be/,
    },
    {
      what: 'a width outside the fixed set',
      query: () => `src=${encodeURIComponent('/assets/hero-lobby.jpg')}&w=333`,
      message: /w must be one of/,
    },
    { what: 'no width', query: () => `src=${encodeURIComponent('/assets/hero-lobby.jpg')}`, message: /w must be one of/ },
    {
      what: 'an unknown version',
      query: () => `src=${encodeURIComponent('/assets/hero-lobby.jpg')}&w=320&v=9`,
      message: /v must be/,
    },
    {
      what: 'a parameter it does not know',
      query: () => `src=${encodeURIComponent('/assets/hero-lobby.jpg')}&w=320&format=png`,
      message: /unknown parameter format/,
    },
    { what: 'two sources', query: () => `src=/assets/a.jpg&src=/assets/b.jpg&w=320`, message: /src must be/ },
    {
      what: 'a redirect to a link-local address',
      query: () => `src=${encodeURIComponent(`${origin()}/games/to-metadata.jpg`)}&w=320`,
      message: /not an allowed image origin/,
    },
    {
      what: 'a redirect to another service',
      query: () => `src=${encodeURIComponent(`${origin()}/games/to-accounts.jpg`)}&w=320`,
      message: /not an allowed image origin/,
    },
    {
      what: 'a response that is not an image',
      query: () => `src=${encodeURIComponent(`${origin()}/games/page.html`)}&w=320`,
      message: /not an image/,
    },
    {
      what: 'an oversized response',
      query: () => `src=${encodeURIComponent(`${origin()}/games/oversized.jpg`)}&w=320`,
      message: /larger than/,
    },
    {
      what: 'an image over the pixel limit',
      query: () => `src=${encodeURIComponent(`${origin()}/games/huge.jpg`)}&w=320`,
      message: /more than 25000000 pixels/,
    },
    {
      what: 'bytes that are no image',
      query: () => `src=${encodeURIComponent(`${origin()}/games/broken.jpg`)}&w=320`,
      message: /not an image that can be read/,
    },
  ])('$what: 400 with a JSON reason', async ({ query, message }) => {
    const before = platform.seen.map((seen) => seen.url);
    const response = await fetch(`${site.url}/api/images?${query()}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(400);
    expect(body.message).toMatch(message);
    // Nothing but the allowed source itself was asked for (and never another service).
    expect(platform.seen.slice(before.length).every((seen) => seen.url.startsWith('/games/'))).toBe(true);
  });
});

describe('addresses checked before any connection', () => {
  /** Names resolve here, in the test: nothing listens on these addresses and nothing is connected to. */
  const DNS: Record<string, string[]> = {
    'cdn.test': ['10.20.30.40'],
    'cdn-mapped.test': ['::ffff:192.168.1.9'],
    'cdn-loopback.test': ['127.0.0.1'],
    'cdn-v6.test': ['fd00::5'],
    'cdn-split.test': ['203.0.113.7', '10.0.0.1'],
    'metadata.test': ['169.254.169.254'],
    'platform.test': ['169.254.169.254'],
    'platform-v6.test': ['fe80::1'],
  };
  const resolved: string[] = [];
  const resolve: ResolveHost = async (host) => {
    resolved.push(host);
    const addresses = DNS[host];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  let app: Listening;
  beforeAll(async () => {
    const server = express();
    const { routes } = createImageRoutes({
      brandsDir: '/nonexistent',
      brandOf: () => ({ name: 'croupier' }) as LoadedBrand,
      origins: imageOrigins(
        ['http://platform.test/games', 'http://platform-v6.test/games'],
        [
          'http://cdn.test',
          'http://cdn-mapped.test',
          'http://cdn-loopback.test',
          'http://cdn-v6.test',
          'http://cdn-split.test',
          'http://metadata.test',
          'http://10.9.8.7',
        ],
      ),
      timeoutMs: 500,
      resolve,
    });
    server.use(routes);
    app = await listen(server as never);
  });
  afterAll(() => app.close());

  it.each([
    { src: 'http://cdn.test/a.jpg', message: 'the source resolves to a private address' },
    { src: 'http://cdn-mapped.test/a.jpg', message: 'the source resolves to a private address' },
    { src: 'http://cdn-loopback.test/a.jpg', message: 'the source resolves to a private address' },
    { src: 'http://cdn-v6.test/a.jpg', message: 'the source resolves to a private address' },
    { src: 'http://cdn-split.test/a.jpg', message: 'the source resolves to a private address' },
    { src: 'http://10.9.8.7/a.jpg', message: 'the source resolves to a private address' },
    { src: 'http://metadata.test/latest.jpg', message: 'the source resolves to a link-local or reserved address' },
    { src: 'http://platform.test/games/a.jpg', message: 'the source resolves to a link-local or reserved address' },
    { src: 'http://platform-v6.test/games/a.jpg', message: 'the source resolves to a link-local or reserved address' },
  ])('$src is refused from its resolved address ($message)', async ({ src, message }) => {
    const response = await fetch(`${app.url}/api/images?src=${encodeURIComponent(src)}&w=320`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message });
  });

  it('resolves only hosts that are on the allow-list', async () => {
    resolved.length = 0;
    const response = await fetch(`${app.url}/api/images?src=${encodeURIComponent('http://elsewhere.test/a.jpg')}&w=320`);
    expect(response.status).toBe(400);
    expect(resolved).toEqual([]);
  });

  it.each([
    { address: '10.0.0.1', platform: true, refused: undefined },
    { address: '127.0.0.1', platform: true, refused: undefined },
    { address: '10.0.0.1', platform: false, refused: 'private' },
    { address: '172.20.1.1', platform: false, refused: 'private' },
    { address: '100.64.0.1', platform: false, refused: 'private' },
    { address: '203.0.113.7', platform: false, refused: undefined },
    { address: '169.254.169.254', platform: true, refused: 'link-local' },
    { address: '0.0.0.0', platform: true, refused: 'link-local' },
    { address: '::', platform: true, refused: 'link-local' },
    { address: '::ffff:169.254.169.254', platform: true, refused: 'link-local' },
    { address: '2001:db8::1', platform: false, refused: undefined },
  ])('$address for a platform origin: $platform → $refused', ({ address, platform: privateNetwork, refused }) => {
    const why = addressRefusal(address, privateNetwork);
    if (refused) expect(why).toContain(refused);
    else expect(why).toBeUndefined();
  });
});
