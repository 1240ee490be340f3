import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../engine/page/page-data.ts';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../../sandbox/index.ts';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createBrandStore } from '../brands/brand-store.ts';
import { UPSTREAM_SERVICES } from '../config.ts';
import { createLogger } from '../logging/logger.ts';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';
import { visitorOf, type VisitorSources } from '../visitor/index.ts';
import { createPageRoutes } from './page-routes.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SHARED = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60';
const PRIVATE = 'private, no-cache';

const { siteWith, stopAll } = createTestServers();
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'page-routes' }, REPO_ROOT),
    logger: createLogger('silent'),
  });
});
afterAll(() => sandbox.close());
afterEach(stopAll);

/** A site in front of the sandbox; every site of a test sees the same platform URLs. */
const site = async (config: Parameters<typeof siteWith>[2] = {}) =>
  (await siteWith(Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`])), 5000, config))
    .site;

const lobby = (at: Pick<Listening, 'port'>, host: string, headers: Record<string, string> = {}) =>
  rawRequest(at, { path: '/', host, headers: { 'accept-encoding': 'identity', ...headers } });

const themeClasses = (html: string) => [...new Set(html.match(/brand-[a-z]+/g))];
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a logged-out page', () => {
  it('is the same bytes, with the same ETag, from two separately started sites, whatever each rendered before', async () => {
    const first = await site();
    const hippodrome = await lobby(first, 'hippodrome.localhost');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await site();
    const jackpotCity = await lobby(second, 'jackpotcity.localhost');
    const hippodromeAgain = await lobby(second, 'hippodrome.localhost');

    expect(hippodrome.status).toBe(200);
    // Each page is styled by its own brand's theme only.
    expect(themeClasses(hippodrome.body)).toEqual(['brand-hippodrome']);
    expect(themeClasses(jackpotCity.body)).toEqual(['brand-jackpotcity']);
    expect(themeClasses(hippodromeAgain.body)).toEqual(['brand-hippodrome']);
    expect(hippodromeAgain.bytes.equals(hippodrome.bytes)).toBe(true);
    expect(hippodromeAgain.headers.etag).toBe(hippodrome.headers.etag);
  });

  it('answers 304 to a browser or CDN that has it, and 200 to one that has an older copy', async () => {
    const at = await site();
    const first = await lobby(at, 'hippodrome.localhost');
    const again = await lobby(at, 'hippodrome.localhost', { 'if-none-match': String(first.headers.etag) });
    const older = await lobby(at, 'hippodrome.localhost', { 'if-none-match': '"an-older-page"' });
    expect([again.status, again.body, again.headers.etag]).toEqual([304, '', first.headers.etag]);
    expect(again.headers['cache-control']).toBe(SHARED);
    expect([older.status, older.bytes.equals(first.bytes)]).toEqual([200, true]);
  });

  it('may be kept by a shared cache for the hour, varies on what chose it, and has a strong ETag', async () => {
    const at = await site({ geoCountryHeader: 'cf-ipcountry' });
    const response = await lobby(at, 'hippodrome.localhost');
    expect(response.headers).toMatchObject({
      'cache-control': SHARED,
      vary: 'Accept-Encoding, User-Agent, cf-ipcountry',
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(response.bytes.length),
    });
    expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/);
    const withoutHeader = await lobby(await site(), 'hippodrome.localhost');
    expect(withoutHeader.headers.vary).toBe('Accept-Encoding, User-Agent');
  });

  it('comes in brotli, gzip or plain as the client accepts, each decoding to the same HTML with its own ETag', async () => {
    const at = await site();
    const plain = await lobby(at, 'croupier.localhost');
    const br = await lobby(at, 'croupier.localhost', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await lobby(at, 'croupier.localhost', { 'accept-encoding': 'gzip, br;q=0.5' });
    expect([plain.headers['content-encoding'], br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    expect(plain.body).toMatch(/^<!DOCTYPE html>/);
    // Decoded once: the compression middleware did not encode them again.
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it.each([
    { cookie: 'country=NZL', cacheControl: PRIVATE },
    { cookie: `siteState=${encodeURIComponent(JSON.stringify({ countryCode: 'IE' }))}`, cacheControl: PRIVATE },
    { cookie: 'visitId=visit-0001-aaaa', cacheControl: SHARED },
  ])('with the cookie $cookie is $cacheControl', async ({ cookie, cacheControl }) => {
    const response = await lobby(await site(), 'hippodrome.localhost', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it.each([
    { country: 'NZ', lang: 'en-NZ' },
    { country: 'ie', lang: 'en-IE' },
    { country: 'XX', lang: 'en-GB' },
    { country: 'T1', lang: 'en-GB' },
    { country: 'NZL', lang: 'en-GB' },
  ])("is the market of the edge's country header $country", async ({ country, lang }) => {
    const response = await lobby(await site({ geoCountryHeader: 'cf-ipcountry' }), 'hippodrome.localhost', {
      'CF-IPCountry': country,
    });
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(response.headers['cache-control']).toBe(SHARED);
    expect(response.headers.vary).toContain('cf-ipcountry');
  });

  it("follows the visitor's country cookie over the edge's header", async () => {
    const response = await lobby(await site({ geoCountryHeader: 'cf-ipcountry' }), 'hippodrome.localhost', {
      'CF-IPCountry': 'NZ',
      cookie: 'country=IRL',
    });
    expect(response.body).toContain('<html lang="en-IE"');
    expect(response.headers['cache-control']).toBe(PRIVATE);
  });

  it("is a phone's own after a desktop asked for the same page, and says it varies on User-Agent", async () => {
    const at = await site();
    const desktop = await lobby(at, 'hippodrome.localhost', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' });
    const phone = await lobby(at, 'hippodrome.localhost', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile' });
    expect(desktop.body).toContain('casinoId:3568');
    expect(phone.body).toContain('casinoId:3569');
    expect(phone.headers.vary).toContain('User-Agent');
  });

  it("takes the device from the edge's device header when one is configured, and varies on it instead of User-Agent", async () => {
    const at = await site({ deviceHeader: 'x-device' });
    const phoneAgent = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile' };
    // Twice each: the second answer comes from the stored page's shortcut, which must key on the same header.
    for (let round = 0; round < 2; round++) {
      const phone = await lobby(at, 'hippodrome.localhost', { 'x-device': 'mobile' });
      const desktop = await lobby(at, 'hippodrome.localhost', { ...phoneAgent, 'x-device': 'desktop' });
      const unsaid = await lobby(at, 'hippodrome.localhost', phoneAgent);
      expect(phone.body).toContain('casinoId:3569');
      expect(desktop.body).toContain('casinoId:3568');
      expect(unsaid.body).toContain('casinoId:3568');
      expect(phone.headers.vary).toBe('Accept-Encoding, x-device');
    }
  });

  it('runs only its own inline scripts, named by hash in a CSP without nonce or unsafe-inline', async () => {
    const response = await lobby(await site(), 'hippodrome.localhost');
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    const scripts = inlineScripts(response.body);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scriptSrc).toBe(['script-src', "'self'", ...new Set(scripts.map(sha256))].join(' '));
    expect(policy).not.toContain('nonce');
    expect(response.body).not.toMatch(/nonce=/);
  });

  it('carries no render time in its hydration data', async () => {
    const response = await lobby(await site(), 'croupier.localhost');
    expect(response.body).toContain('$_TSR.router=');
    expect(response.body).not.toMatch(/\bu:[1-9]\d*/);
  });
});

describe('page data for client navigation', () => {
  it('stays private', async () => {
    const response = await rawRequest(await site(), { path: '/api/page-data?path=/', host: 'hippodrome.localhost' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(PRIVATE);
  });
});

describe('the page cache', () => {
  let pageData: PageData;
  beforeAll(async () => {
    const at = await siteWith(
      Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`])),
      5000,
    );
    pageData = JSON.parse((await rawRequest(at.site, { path: '/api/page-data?path=/', host: 'hippodrome.localhost' })).body);
  });

  /** The page routes alone, with page data that takes 50 ms to load and says how often it was loaded. */
  async function pageRoutes(
    options: {
      countPageCache?: (outcome: 'hit' | 'miss') => void;
      sources?: VisitorSources;
      now?: () => number;
      freshUntil?: () => number | null;
      /** Answers a stored page again from the request event, as the site does. */
      shortcut?: boolean;
    } = {},
  ) {
    const brand = (await createBrandStore({ brandsDir: path.join(REPO_ROOT, 'brands'), logger: createLogger('silent') }))
      .registry()
      .byName('hippodrome');
    if (!brand) throw new Error('no hippodrome brand');
    const loads = { count: 0 };
    const pages = createPageRoutes({
      brandsDir: path.join(REPO_ROOT, 'brands'),
      clientDir: path.join(REPO_ROOT, 'dist/client'),
      nodeModulesDir: path.join(REPO_ROOT, 'node_modules'),
      loadPageData: async () => {
        loads.count++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { data: pageData, freshUntil: options.freshUntil?.() ?? null };
      },
      brandOf: () => brand,
      visitor: (req) => visitorOf(req, brand, options.sources),
      logger: createLogger('silent'),
      geoCountryHeader: options.sources?.countryHeader,
      countPageCache: options.countPageCache,
      now: options.now,
      ...(options.shortcut ? { shortcutMetrics: { request: () => undefined, pageCache: () => undefined } } : {}),
    });
    const app = express().use(pages.routes);
    const at = await listen((req, res) => void (pages.serve(req, res) || app(req, res)));
    closing.push(async () => (pages.close(), at.close()));
    return { at, loads, pages };
  }
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => void (await Promise.all(closing.splice(0).map((close) => close()))));

  it('renders a page once for concurrent misses, and counts hits and misses', async () => {
    const outcomes: string[] = [];
    const { at, loads } = await pageRoutes({ countPageCache: (outcome) => void outcomes.push(outcome) });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => lobby(at, 'hippodrome.localhost')));
    const later = await lobby(at, 'hippodrome.localhost');
    expect(loads.count).toBe(1);
    expect(new Set(concurrent.map((response) => response.headers.etag)).size).toBe(1);
    expect(later.bytes.equals(concurrent[0]?.bytes as Buffer)).toBe(true);
    expect(outcomes).toEqual(['miss', 'miss', 'miss', 'miss', 'miss', 'hit']);
  });

  it('answers the same request again with the same answer, only the request id its own, and a cookie still makes it private', async () => {
    const at = await site();
    const browser = { 'accept-encoding': 'br' };
    const perResponse = ({ 'x-request-id': _id, date: _date, age: _age, ...rest }: Record<string, unknown>) => rest;
    const first = await lobby(at, 'hippodrome.localhost', browser);
    const again = await lobby(at, 'hippodrome.localhost', { ...browser, 'x-request-id': 'edge-request-0001' });
    expect(again.status).toBe(200);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(perResponse(again.headers)).toEqual(perResponse(first.headers));
    expect(again.headers['x-request-id']).toBe('edge-request-0001');
    expect((await lobby(at, 'hippodrome.localhost', { ...browser, 'if-none-match': String(first.headers.etag) })).status).toBe(
      304,
    );
    const plain = await lobby(at, 'hippodrome.localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(first.bytes).equals(plain.bytes)).toBe(true);
    const chosen = await lobby(at, 'hippodrome.localhost', { ...browser, cookie: 'country=NZL' });
    expect(chosen.headers['cache-control']).toBe(PRIVATE);
  });

  it('tells a shared cache how much of its hour a kept page has used', async () => {
    let clock = 1_000_000;
    const { at } = await pageRoutes({ now: () => clock });
    const fresh = await lobby(at, 'hippodrome.localhost');
    clock += 600_000;
    const kept = await lobby(at, 'hippodrome.localhost');
    expect([fresh.headers.age, kept.headers.age]).toEqual(['0', '600']);
    expect(kept.headers['cache-control']).toBe(SHARED);
  });

  it.each([
    { name: 'in 90 s', endsIn: 90_000, cacheControl: 'public, max-age=0, s-maxage=90' },
    { name: 'in 1.5 s', endsIn: 1_500, cacheControl: 'public, max-age=0, s-maxage=1' },
    { name: 'in two hours', endsIn: 7_200_000, cacheControl: SHARED },
  ])(
    'with a scheduled record that starts or ends $name, is kept until then and never served stale past it',
    async ({ endsIn, cacheControl }) => {
      let clock = 1_000_000;
      const { at } = await pageRoutes({ now: () => clock, freshUntil: () => clock + endsIn });
      const fresh = await lobby(at, 'hippodrome.localhost');
      clock += 1_000;
      const kept = await lobby(at, 'hippodrome.localhost');
      expect(fresh.headers['cache-control']).toBe(cacheControl);
      // The same lifetime counted from when it was rendered: its Age tells a CDN how much is used.
      expect([kept.headers['cache-control'], kept.headers.age]).toEqual([cacheControl, '1']);
    },
  );

  it('answers each request shape with the head of the render it gets, after a change re-rendered it', async () => {
    let freshUntil: number | null = Date.now() + 90_000;
    const { at, pages, loads } = await pageRoutes({ shortcut: true, freshUntil: () => freshUntil });
    const direct = {};
    const proxied = { 'x-forwarded-proto': 'http' };
    for (const headers of [direct, proxied, direct, proxied]) await lobby(at, 'hippodrome.localhost', headers);
    expect(loads.count).toBe(1);
    // A publish: the page goes, and its next render has nothing scheduled.
    pages.drop(() => true);
    freshUntil = null;
    const first = await lobby(at, 'hippodrome.localhost', direct);
    const other = await lobby(at, 'hippodrome.localhost', proxied);
    expect(loads.count).toBe(2);
    expect([first.headers['cache-control'], other.headers['cache-control']]).toEqual([SHARED, SHARED]);
  });

  it('renders a page again whose scheduled record changed as it was rendered', async () => {
    const clock = 1_000_000;
    const { at, loads } = await pageRoutes({ now: () => clock, freshUntil: () => clock });
    await lobby(at, 'hippodrome.localhost');
    await lobby(at, 'hippodrome.localhost');
    expect(loads.count).toBe(2);
  });

  it.each([
    { name: "the visitor's IP address", edge: undefined, ip: 'IE', cacheControl: PRIVATE },
    { name: 'the default, where the IP lookup knows no country', edge: 'XX', ip: undefined, cacheControl: PRIVATE },
    { name: "the edge's country header", edge: 'NZ', ip: 'IE', cacheControl: SHARED },
  ])('chosen by $name is $cacheControl', async ({ edge, ip, cacheControl }) => {
    const { at } = await pageRoutes({ sources: { ipCountry: () => ip, countryHeader: 'cf-ipcountry' } });
    const response = await lobby(at, 'hippodrome.localhost', edge ? { 'cf-ipcountry': edge } : {});
    expect(response.headers['cache-control']).toBe(cacheControl);
  });
});

describe("a page's favicon", () => {
  it("is the brand's own SVG inside the page, no request of its own", async () => {
    const at = await site();
    const { body } = await lobby(at, 'hippodrome.localhost');
    const href = body.match(/<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/)?.[1];
    const svg = readFileSync(path.join(REPO_ROOT, 'brands/hippodrome/assets/favicon.svg'), 'utf8');
    expect(decodeURIComponent(href!.replaceAll('&amp;', '&'))).toBe(svg);
  });
});

describe("a page's fonts", () => {
  it('are preloaded as the core subsets, served for a year, smaller than the whole files beside them', async () => {
    const at = await site();
    const { body } = await lobby(at, 'hippodrome.localhost');
    const preloaded = [...body.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]!);
    expect(preloaded).toHaveLength(5);
    for (const url of preloaded) {
      const core = await rawRequest(at, { path: url, host: 'hippodrome.localhost' });
      const whole = await rawRequest(at, {
        path: url.replace(/\.core-[0-9a-z]+\.woff2$/, '.woff2'),
        host: 'hippodrome.localhost',
      });
      expect([core.status, whole.status], url).toEqual([200, 200]);
      expect(core.headers['content-type']).toBe('font/woff2');
      expect(core.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(core.bytes.length).toBeLessThan(whole.bytes.length);
      expect(body).toContain(`src:url(${url}) format('woff2');unicode-range:U+0020-007E,`);
    }
  });

  it("are only the brand's own: another brand's family, a weight no page names and a subset of other characters are not found", async () => {
    const at = await site();
    for (const path of [
      '/fonts/inter/inter-latin-wght-normal.woff2',
      '/fonts/lato/lato-latin-900-normal.woff2',
      '/fonts/lato/lato-latin-400-normal.core-0.woff2',
    ]) {
      const answer = await rawRequest(at, { path, host: 'hippodrome.localhost' });
      expect([answer.status, answer.body], path).toEqual([404, 'No such font']);
    }
  });
});
