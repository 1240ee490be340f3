import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../engine/page/page-data.ts';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../../sandbox/index.ts';
import type { BrandManifest, PageRecord } from '../../schemas/index.ts';
import type { Listening } from '../../tests/support/listen.ts';
import { UPSTREAM_SERVICES } from '../config.ts';
import { createLogger } from '../logging/logger.ts';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const servers = createTestServers();
const { siteWith, stopAll } = servers;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'page-data-loader' }, REPO_ROOT),
    logger: createLogger('silent'),
  });
});
afterAll(() => sandbox.close());
afterEach(stopAll);

const site = async (config: Parameters<typeof siteWith>[2] = {}) =>
  (await siteWith(Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`])), 5000, config))
    .site;

const brandFile = <T>(brand: string, file: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands', brand, file), 'utf8')) as T;
const serverErrorPage = (brand: string) => brandFile<PageRecord>(brand, 'content/errors/500.json');
const restrictedPage = (brand: string) => brandFile<PageRecord>(brand, 'content/errors/restricted-country.json');
const titleSuffix = (brand: string) => brandFile<BrandManifest>(brand, 'brand.json').meta.titleSuffix;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'");
/** What the server renders where the lobby's games will be: their placeholders. */
const GAMES_PLACEHOLDER = 'Loading games';

const get = (at: Pick<Listening, 'port'>, brand: string, requestPath: string, headers: Record<string, string> = {}) =>
  rawRequest(at, { path: requestPath, host: `${brand}.localhost`, headers: { 'accept-encoding': 'identity', ...headers } });

describe('a visitor by the country they come from', () => {
  // Every brand with a country it serves, one it does not (brand.json restrictedCountries), and no
  // country at all, which is taken as Great Britain (SPEC §9): Jackpot City does not serve it.
  it.each([
    { brand: 'croupier', from: 'NZL', served: true },
    { brand: 'croupier', from: 'USA', served: false },
    { brand: 'croupier', from: undefined, served: true },
    { brand: 'hippodrome', from: 'NZL', served: true },
    { brand: 'hippodrome', from: 'USA', served: false },
    { brand: 'hippodrome', from: undefined, served: true },
    { brand: 'jackpotcity', from: 'CAN', served: true },
    { brand: 'jackpotcity', from: 'GBR', served: false },
    { brand: 'jackpotcity', from: undefined, served: false },
  ])('$brand, from $from: served $served', async ({ brand, from, served }) => {
    const at = await site();
    const response = await get(at, brand, '/', from ? { cookie: `country=${from}` } : {});
    const restricted = restrictedPage(brand);
    const heading = (restricted.components[0]?.props as { title: string }).title;
    if (served) {
      expect(response.status).toBe(200);
      expect(response.body).toContain(GAMES_PLACEHOLDER);
      expect(response.body).not.toContain('>' + heading.replace(/'/g, '&#x27;') + '<');
    } else {
      expect(response.status).toBe(451);
      expect(titleOf(response.body)).toBe(`${restricted.meta.title}${titleSuffix(brand)}`);
      expect(response.body).toContain(`<h1`);
      expect(response.body).toContain(heading.replace(/'/g, '&#x27;'));
      expect(response.body).not.toContain(GAMES_PLACEHOLDER);
    }
  });

  it("goes by the edge's country header as well", async () => {
    const at = await site({ geoCountryHeader: 'cf-ipcountry' });
    const [us, nz] = await Promise.all([
      get(at, 'hippodrome', '/', { 'cf-ipcountry': 'US' }),
      get(at, 'hippodrome', '/', { 'cf-ipcountry': 'NZ' }),
    ]);
    expect([us.status, nz.status]).toEqual([451, 200]);
  });

  it('is turned away from games and promotions, not from help and the rules', async () => {
    const at = await site();
    const cookie = { cookie: 'country=USA' };
    const statuses = await Promise.all(
      ['/', '/promotions', '/game/1', '/help', '/terms', '/responsible-gambling'].map(async (page) => [
        page,
        (await get(at, 'hippodrome', page, cookie)).status,
      ]),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      '/': 451,
      '/promotions': 451,
      '/game/1': 451,
      '/help': 200,
      '/terms': 200,
      '/responsible-gambling': 200,
    });
  });

  it('gets the same page when the browser navigates there', async () => {
    const at = await site();
    const response = await get(at, 'hippodrome', '/api/page-data?path=/', { cookie: 'country=USA' });
    const data = JSON.parse(response.body) as PageData;
    expect(data.status).toBe(451);
    expect(data.record?.components.map((component) => component.alias)).toEqual(['restrictedCountryPage']);
    expect(data.record?.meta.title).toBe(restrictedPage('hippodrome').meta.title);
  });
});

describe('a game page', () => {
  const firstGame = async (at: Pick<Listening, 'port'>) => {
    const answer = await get(at, 'hippodrome', '/api/games/1000/search?countryIsoCode=GB');
    const { data } = JSON.parse(answer.body) as { data: { Games: { GameGroupId: number; Name: string }[] }[] };
    return data.flatMap((category) => category.Games)[0]!;
  };
  const firstGameId = async (at: Pick<Listening, 'port'>) => (await firstGame(at)).GameGroupId;

  it('of a game in the catalogue answers 200 with the game page', async () => {
    const at = await site();
    const response = await get(at, 'hippodrome', `/game/${await firstGameId(at)}`);
    expect(response.status).toBe(200);
    expect(titleOf(response.body)).toBe('Now Playing at the Hippodrome | Hippodrome Online Casino');
  });

  it('shows the game, its name and art, in the first paint, the art preloaded at high priority', async () => {
    const at = await site();
    const game = await firstGame(at);
    const { body } = await get(at, 'hippodrome', `/game/${game.GameGroupId}`);
    expect(body).toContain(`<h1 id="game-title">${game.Name}</h1>`);
    expect(body).not.toContain('Loading the game');
    expect(body).toMatch(/<link rel="preload" as="image" [^>]*imageSrcSet="[^"]*thumbnails[^"]*"[^>]*fetchPriority="high"/);
    const navigated = JSON.parse((await get(at, 'hippodrome', `/api/page-data?path=/game/${game.GameGroupId}`)).body) as PageData;
    expect(navigated.game).toMatchObject({ GameGroupId: game.GameGroupId, Name: game.Name });
  });

  it.each(['/game/999999999', '/game/0'])('%s, a game that does not exist, answers 404: Game Not Found', async (gamePath) => {
    const at = await site();
    const response = await get(at, 'hippodrome', gamePath);
    expect(response.status).toBe(404);
    expect(titleOf(response.body)).toBe('404: Game Not Found | Hippodrome Online Casino');
    expect(response.body).toContain('<h1');
    const navigated = JSON.parse((await get(at, 'hippodrome', `/api/page-data?path=${gamePath}`)).body) as PageData;
    expect([navigated.status, navigated.record?.meta.title]).toEqual([404, '404: Game Not Found']);
  });
});

describe('a page whose CMS record breaks its component schema', () => {
  it('answers 200 without that record, logs which record and rule, and counts it', async () => {
    const marker = 'A paragraph the CMS added';
    const add = (record: unknown) =>
      fetch(`${sandbox.url}/sandbox/content/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ brand: 'hippodrome', path: '/privacy', record }),
      });
    expect((await add({ alias: 'richText', key: 'cms-added', props: { html: `<p>${marker}</p>` } })).status).toBe(201);
    expect((await add({ alias: 'richText', key: 'cms-broken', props: { html: 42 } })).status).toBe(201);
    expect((await add({ alias: 'carousel3000', key: 'cms-unknown', props: {} })).status).toBe(201);
    try {
      const { site: at, lines } = await siteWith(
        Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`])),
        5000,
      );
      const response = await get(at, 'hippodrome', '/privacy');
      expect(response.status).toBe(200);
      expect(response.body).toContain(marker);
      const logged = lines()
        .map((line) => JSON.parse(line) as { level: number; msg: string; pageRecord?: Record<string, string> })
        .filter((line) => line.pageRecord);
      expect(logged.map((line) => [line.level, line.pageRecord])).toEqual([
        [
          50,
          {
            brand: 'hippodrome',
            path: '/privacy',
            key: 'cms-broken',
            alias: 'richText',
            pointer: '/props/html',
            rule: 'must be string',
          },
        ],
        [
          50,
          {
            brand: 'hippodrome',
            path: '/privacy',
            key: 'cms-unknown',
            alias: 'carousel3000',
            pointer: '/alias',
            rule: 'no component is called "carousel3000"',
          },
        ],
      ]);
      const metrics = await get(at, 'hippodrome', '/metrics');
      expect(metrics.body).toContain('page_records_rejected_total{brand="hippodrome",component="richText"} 1');
      expect(metrics.body).toContain('page_records_rejected_total{brand="hippodrome",component="unknown"} 1');
    } finally {
      await fetch(`${sandbox.url}/sandbox/reset`, { method: 'POST' });
    }
  });
});

describe('a content file whose record breaks its schema, as the CMS saved it', () => {
  it('answers the lobby 200 with every other record, and logs the one left out once', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'croupier-brands-'));
    const brandsDir = path.join(scratch, 'brands');
    cpSync(path.join(REPO_ROOT, 'brands'), brandsDir, { recursive: true });
    cpSync(path.join(REPO_ROOT, 'rulebooks'), path.join(scratch, 'rulebooks'), { recursive: true });
    const lobbyFile = path.join(brandsDir, 'croupier/content/lobby.json');
    const lobby = JSON.parse(readFileSync(lobbyFile, 'utf8')) as { components: { key?: string; props: { title?: unknown } }[] };
    lobby.components.find((record) => record.key === 'hero-welcome')!.props.title = 42;
    writeFileSync(lobbyFile, JSON.stringify(lobby));
    const broken = await startSandbox({
      ...readSandboxConfig(
        { SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'broken-lobby', BRANDS_DIR: brandsDir },
        REPO_ROOT,
      ),
      logger: createLogger('silent'),
    });
    try {
      const { site: at, lines } = await siteWith(
        Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${broken.url}/${service}`])),
        5000,
      );
      // A rest-of-world visitor: the lobby of brands/croupier/content/lobby.json.
      const response = await get(at, 'croupier', '/', { cookie: 'country=NZL' });
      expect(response.status).toBe(200);
      expect(response.body).toContain('About Croupier');
      expect(response.body).toContain(GAMES_PLACEHOLDER);
      expect(response.body).not.toContain('Your seat is ready');
      const logged = lines()
        .map((line) => JSON.parse(line) as { pageRecord?: Record<string, string> })
        .filter((line) => line.pageRecord);
      expect(logged.map((line) => line.pageRecord)).toEqual([
        { brand: 'croupier', path: '/', key: 'hero-welcome', alias: 'hero', pointer: '/props/title', rule: 'must be string' },
      ]);
    } finally {
      await broken.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('a page whose record list is not a list', () => {
  it("shows the brand's 500 record in the page's shell, kept in no shared cache, and logs it once", async () => {
    const { recordingUpstream } = servers;
    const { server: content } = await recordingUpstream((req, res, body) => {
      const { path: asked } = JSON.parse(body || '{}') as { path?: string };
      const page =
        asked === '/500'
          ? serverErrorPage('croupier')
          : { path: asked, kind: 'content', meta: { title: 'Broken', description: 'A broken page' }, components: 'hero' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: req.method === 'POST' ? page : [] }));
    });
    const upstreams = Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`]));
    const { site: at, lines } = await siteWith({ ...upstreams, content: content.url }, 5000);
    const response = await get(at, 'croupier', '/privacy');
    expect(response.status).toBe(500);
    expect(response.body).toContain('Something went wrong behind the scenes');
    expect(response.headers['cache-control']).toMatch(/^private/);
    const logged = lines()
      .map((line) => JSON.parse(line) as { contentPage?: Record<string, string> })
      .filter((line) => line.contentPage);
    expect(logged.map((line) => line.contentPage)).toEqual([
      { brand: 'croupier', path: '/privacy', pointer: '/components', rule: 'must be array' },
    ]);
  });
});

describe("a page's versions in the brand's markets", () => {
  it('lists each market that serves it as an hreflang alternate, and x-default', async () => {
    const at = await site();
    const { body } = await get(at, 'hippodrome', '/promotions');
    const origin = 'https://www.hippodromeonline.com';
    expect(body).toContain(`<link rel="canonical" href="${origin}/promotions"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="en-NZ" href="${origin}/promotions?market=nz"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="zh" href="${origin}/promotions?market=zh"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}/promotions"/>`);
  });

  it("serves each alternate as that market's page, canonical to itself, whatever the reader's country", async () => {
    const at = await site();
    const { status, body } = await get(at, 'hippodrome', '/promotions?market=nz', { cookie: 'country=GBR' });
    expect(status).toBe(200);
    expect(body).toContain('<html lang="en-NZ"');
    expect(body).toContain('<link rel="canonical" href="https://www.hippodromeonline.com/promotions?market=nz"/>');
  });
});
