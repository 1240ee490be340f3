import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toIso3Country } from '../../engine/market/index.ts';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../../sandbox/index.ts';
import type { PlatformPromotion } from '../../schemas/index.ts';
import { restOfWorldCountryOf } from '../../tests/e2e/fixtures/markets.ts';
import { createTestServers, rawRequest } from '../../tests/support/site-with-upstreams.ts';
import { UPSTREAM_SERVICES } from '../config.ts';
import { createLogger } from '../logging/logger.ts';

/**
 * The promotions lists, through the site, for a visitor of each market (issue 64): an offer that
 * breaks the visitor's market's rulebook is left out, logged once and counted; the rest passes as
 * the platform sent it.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const HIPPODROME_GB_CASINO = 3568;
const ROW_COUNTRY = toIso3Country(restOfWorldCountryOf('hippodrome'))!;
const LEFT_OUT = "platform promotion left out: it breaks the market's rulebook";

const { siteWith, stopAll } = createTestServers();
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'promotions-within-rules' }, REPO_ROOT),
    logger: createLogger('silent'),
  });
});
afterAll(() => sandbox.close());
afterEach(stopAll);

const platformSite = () =>
  siteWith(Object.fromEntries(UPSTREAM_SERVICES.map((service) => [service, `${sandbox.url}/${service}`])));

const list = async (
  site: Awaited<ReturnType<typeof platformSite>>['site'],
  { path: listPath, country, body, token }: { path: string; country: string; body: unknown; token?: string },
) => {
  const answer = await rawRequest(site, {
    method: 'POST',
    path: listPath,
    host: 'hippodrome.localhost',
    body: JSON.stringify(body),
    headers: { cookie: `country=${country}`, 'accept-encoding': 'gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const text = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.bytes).toString('utf8') : answer.body;
  return { status: answer.status, titles: (JSON.parse(text) as { data: PlatformPromotion[] }).data.map((p) => p.title) };
};

/** The list as the platform sends it, straight from the sandbox. */
const fromPlatform = async (isRow: boolean) =>
  (
    (await (
      await fetch(`${sandbox.url}/promotions/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ brand: 'hippodrome', isRow }),
      })
    ).json()) as { data: PlatformPromotion[] }
  ).data;

describe("the brand's promotions list, asked for the rest of the world's offers", () => {
  it.each([
    { visitor: 'in Great Britain (GBR)', country: 'GBR', keeps: 'only the offers within 10x wagering' },
    { visitor: `of the rest of the world (${ROW_COUNTRY})`, country: ROW_COUNTRY, keeps: 'every offer' },
  ])('a visitor $visitor gets $keeps', async ({ country }) => {
    const { site } = await platformSite();
    const sent = await fromPlatform(true);
    const within = sent.filter((promotion) => (promotion.terms?.wageringMultiple ?? 0) <= 10);
    expect(within.length).toBeLessThan(sent.length);
    const answer = await list(site, { path: '/api/promotions/get', country, body: { brand: 'hippodrome', isRow: true } });
    expect(answer.status).toBe(200);
    expect(answer.titles).toEqual((country === 'GBR' ? within : sent).map((promotion) => promotion.title));
  });
});

describe("a player's list with an offer that breaks the UK Gambling Commission's rules", () => {
  const username = `within.rules.${process.pid}`;
  let userId: number;
  let token: string;
  beforeAll(async () => {
    const control = (route: string, body: unknown) =>
      fetch(`${sandbox.url}/sandbox${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    ({ userId } = await (await control('/players', { username, countryIso2: 'GB' })).json());
    const added = await control(`/players/${username}/promotions`, {
      brand: 'hippodrome',
      promotion: {
        promotionId: 990064,
        serviceId: 101,
        title: 'Casino and Sports Welcome',
        description: 'One bonus for the tables and the match.',
        isUserOptedIn: false,
        fromContentService: false,
        terms: { products: ['casino', 'betting'], wageringMultiple: 35 },
      },
    });
    expect(added.status).toBe(201);
    const login = await fetch(`${sandbox.url}/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credentials: { username, password: 'Croupier2026!' }, sessionProductId: HIPPODROME_GB_CASINO }),
    });
    ({ userToken: token } = ((await login.json()) as { tokens: { userToken: string } }).tokens);
  });

  const accountList = (site: Awaited<ReturnType<typeof platformSite>>['site'], country: string) =>
    list(site, {
      path: `/api/promotions/account/${userId}/casino/${HIPPODROME_GB_CASINO}/get`,
      country,
      body: { brand: 'hippodrome', isRow: false },
      token,
    });

  it('leaves it out for a GB visitor, logs it once per rule and counts each time, and serves the rest', async () => {
    const { site, lines, instance } = await platformSite();
    for (let ask = 0; ask < 2; ask++) {
      const answer = await accountList(site, 'GBR');
      expect(answer.status).toBe(200);
      expect(answer.titles).not.toContain('Casino and Sports Welcome');
      expect(answer.titles).toContain('A West End Welcome');
    }
    const logged = lines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === LEFT_OUT);
    expect(logged).toEqual([
      expect.objectContaining({
        promotionId: 990064,
        brand: 'hippodrome',
        rulebook: 'ukgc',
        rule: 'wageringCap',
        source: 'LCCP SR code 5.1.1(3a)',
      }),
      expect.objectContaining({ promotionId: 990064, rule: 'singleProductIncentive', pointer: '/terms/products' }),
    ]);
    const { body } = await instance.metrics.exposition();
    expect(body).toContain('promotions_withheld_total{brand="hippodrome",rule="wageringCap"} 2');
    expect(body).toContain('promotions_withheld_total{brand="hippodrome",rule="singleProductIncentive"} 2');
    expect(body).not.toMatch(/promotions_withheld_total\{[^}]*990064/);
  });

  it('passes it unchanged to a visitor of the rest of the world, and logs nothing', async () => {
    const { site, lines } = await platformSite();
    const answer = await accountList(site, ROW_COUNTRY);
    expect(answer.status).toBe(200);
    expect(answer.titles.at(-1)).toBe('Casino and Sports Welcome');
    expect(lines().some((line) => line.includes(LEFT_OUT))).toBe(false);
  });
});
