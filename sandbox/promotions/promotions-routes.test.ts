import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../core/index.ts';
import { readFileSync } from 'node:fs';
import { countActionablePromotions } from '../../engine/player/promotions/index.ts';
import { promotionProblems, type MarketRulebook } from '../../engine/rules/index.ts';
import { PROMOTIONS_ERROR } from './promotion-types.ts';
import type { Promotion } from './promotion-types.ts';
import { startPromotions, type PromotionsFixture } from '../../tests/support/sandbox-services/promotions-test-fixture.ts';

const HIPPODROME_GB = 3568;

const listOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Promotion[] }).data;
};

describe('promotion lists', () => {
  let sandbox: PromotionsFixture;
  beforeAll(async () => void (sandbox = await startPromotions()));
  afterAll(() => sandbox.close());

  it.each(['hippodrome', 'jackpotcity', 'croupier'])(
    '%s offers different promotions to row and regulated markets',
    async (brand) => {
      const regulated = await listOf(await sandbox.post('/get', { brand, isRow: false }));
      const row = await listOf(await sandbox.post('/get', { brand, isRow: true }));
      for (const list of [regulated, row]) {
        expect(list.length).toBeGreaterThanOrEqual(6);
        expect(list.length).toBeLessThanOrEqual(10);
        expect(list.every((promotion) => !promotion.isUserOptedIn)).toBe(true);
        expect(list.some((promotion) => promotion.fromContentService)).toBe(true);
      }
      expect(row.map((promotion) => promotion.title)).not.toEqual(regulated.map((promotion) => promotion.title));
      const ids = [...regulated, ...row].flatMap((promotion) => (promotion.promotionId == null ? [] : [promotion.promotionId]));
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('speaks in each brand’s voice and the same way every time', async () => {
    const titles = async (brand: string) =>
      (await listOf(await sandbox.post('/get', { brand, isRow: false }))).map((promotion) => promotion.title);
    expect(await titles('hippodrome')).toContain('A West End Welcome');
    expect(await titles('jackpotcity')).toContain('Your Jackpot City Welcome Pack!');
    expect(await titles('croupier')).toContain('The House Welcome');
    expect(await titles('hippodrome')).toEqual(await titles('hippodrome'));
  });

  it('includes an informational card without a promotion id', async () => {
    const list = await listOf(await sandbox.post('/get', { brand: 'hippodrome', isRow: false }));
    const card = list.find((promotion) => promotion.promotionId === null);
    expect(card).toMatchObject({ title: 'The Poker Room Festival', optInRequired: false });
    expect(card?.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/promotions\/banners\/hippodrome\/regulated\/\d+\.jpg$/);
  });

  it("serves every promotion's banner as a JPEG, the same bytes each time, and 404 for one it has not", async () => {
    const list = await listOf(await sandbox.post('/get', { brand: 'jackpotcity', isRow: true }));
    const urls = list.map((promotion) => promotion.imageUrl!);
    expect(new Set(urls).size).toBe(list.length);
    for (const url of urls.slice(0, 2)) {
      const first = await fetch(url);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await first.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(bytes)).toBe(true);
    }
    const missing = await fetch(urls[0]!.replace(/\/\d+\.jpg$/, '/99.jpg'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });
  });

  it.each([
    { body: { brand: 'grosvenor', isRow: false }, status: 404 },
    { body: { isRow: false }, status: 400 },
    { body: { brand: 'hippodrome', isRow: 'perhaps' }, status: 400 },
  ])('refuses $body with $status', async ({ body, status }) => {
    const response = await sandbox.post('/get', body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
  });
});

describe('a player’s promotions', () => {
  let sandbox: PromotionsFixture;
  let token: string;
  let userId: number;
  beforeEach(async () => {
    sandbox = await startPromotions();
    const login = await sandbox.login('demo');
    token = login.token;
    userId = login.player.userId;
  });
  afterEach(() => sandbox.close());

  const accountList = (isRow = false) =>
    sandbox.post(`/account/${userId}/casino/${HIPPODROME_GB}/get`, { brand: 'hippodrome', isRow }, token).then(listOf);
  const optIn = (promotionId: number | string) =>
    sandbox.post(
      `/account/${userId}/casino/${HIPPODROME_GB}/promotion/${promotionId}/optin`,
      { userId, casinoId: HIPPODROME_GB, promotionId, optInData: { source: 'promotions page' } },
      token,
    );

  it('starts opted in to one promotion, which the badge count leaves out', async () => {
    const list = await accountList();
    const optedIn = list.filter((promotion) => promotion.isUserOptedIn);
    expect(optedIn).toHaveLength(1);
    const eligible = list.filter((promotion) => promotion.promotionId != null && !promotion.fromContentService);
    expect(countActionablePromotions(list)).toBe(eligible.length - 1);
  });

  it('opts in once: 200, then 409, and the badge count drops by one', async () => {
    const before = await accountList();
    const target = before.find((promotion) => promotion.optInRequired && !promotion.isUserOptedIn && promotion.promotionId)!;
    const first = await optIn(target.promotionId!);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ responseCode: 200, promotionId: target.promotionId, isUserOptedIn: true });
    const second = await optIn(target.promotionId!);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ responseCode: 409, isUserOptedIn: true });
    const after = await accountList();
    expect(after.find((promotion) => promotion.promotionId === target.promotionId)?.isUserOptedIn).toBe(true);
    expect(countActionablePromotions(after)).toBe(countActionablePromotions(before) - 1);
  });

  it.each([999999, 3001])('answers 404 for promotion %s, unknown or not offered at this casino', async (promotionId) => {
    const response = await optIn(promotionId);
    expect(response.status).toBe(404);
  });

  it('answers 400 naming the field when an opt-in breaks the platform contract', async () => {
    const response = await optIn('abc');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: PROMOTIONS_ERROR.badRequest, pointer: 'body/promotionId' });
  });

  it('refuses another player’s account with 403', async () => {
    const other = sandbox.state.findPlayer('kiwi')!;
    const response = await sandbox.post(`/account/${other.userId}/casino/${HIPPODROME_GB}/get`, { brand: 'hippodrome' }, token);
    expect(response.status).toBe(403);
    const optInResponse = await sandbox.post(`/account/${other.userId}/casino/${HIPPODROME_GB}/promotion/1001/optin`, {}, token);
    expect(optInResponse.status).toBe(403);
  });

  it.each([
    { case: 'no token', token: undefined, code: ERROR_CODE.invalidUserToken },
    { case: 'a token we did not sign', token: 'a.b.c', code: ERROR_CODE.invalidUserToken },
  ])('answers 401 $code for $case', async ({ token: given, code }) => {
    const response = await sandbox.post(`/account/${userId}/casino/${HIPPODROME_GB}/get`, { brand: 'hippodrome' }, given);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code });
  });

  it('answers 401 15001 once the session has ended', async () => {
    await sandbox.login('demo');
    const response = await sandbox.post(`/account/${userId}/casino/${HIPPODROME_GB}/get`, { brand: 'hippodrome' }, token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ERROR_CODE.sessionInvalid });
  });

  it('serves the full terms of a promotion, and 400 for the wrong service', async () => {
    const target = (await accountList()).find((promotion) => promotion.title === 'A West End Welcome')!;
    const terms = (serviceId: number) =>
      sandbox.post(`/account/${userId}/casino/${HIPPODROME_GB}/promotion/${target.promotionId}/gettermsandconditions`, {
        serviceId,
      });
    const response = await terms(target.serviceId);
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as { html: string };
    expect(html.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('<ul>');
    for (const term of [
      'wagered 10 times',
      'within 30 days',
      'Eligible games',
      'Maximum bet: £5',
      'Minimum qualifying deposit: £20',
    ])
      expect(html).toContain(term);
    expect((await terms(target.serviceId + 1)).status).toBe(400);
  });
});

describe('offers within the rules', () => {
  let sandbox: PromotionsFixture;
  beforeAll(async () => void (sandbox = await startPromotions()));
  afterAll(() => sandbox.close());

  const ukgc: MarketRulebook = {
    id: 'ukgc',
    ...JSON.parse(readFileSync(new URL('../../rulebooks/ukgc.json', import.meta.url), 'utf8')),
  };
  /** A day on which the Gambling Commission's offer rules apply. */
  const RULES_APPLY = Date.parse('2026-06-01T00:00:00Z');

  it.each(['hippodrome', 'jackpotcity', 'croupier'])(
    '%s offers regulated markets one product each and at most 10x wagering, in fields and in copy',
    async (brand) => {
      const regulated = await listOf(await sandbox.post('/get', { brand, isRow: false }));
      for (const promotion of regulated) {
        expect(promotion.terms?.products, promotion.title).toHaveLength(1);
        expect(promotionProblems(promotion, ukgc, RULES_APPLY), promotion.title).toEqual([]);
      }
    },
  );

  it('keeps the rest of the world’s offers as they were, 35x wagering among them', async () => {
    const row = await listOf(await sandbox.post('/get', { brand: 'hippodrome', isRow: true }));
    expect(row.find((promotion) => promotion.title === 'A West End Welcome')?.terms).toMatchObject({ wageringMultiple: 35 });
  });
});

describe('a player’s own offers (POST /sandbox/players/<username>/promotions)', () => {
  let sandbox: PromotionsFixture;
  beforeEach(async () => void (sandbox = await startPromotions()));
  afterEach(() => sandbox.close());

  const BREAKING = {
    promotionId: 990001,
    serviceId: 101,
    title: 'Mixed Welcome',
    description: 'Casino and sports together.',
    isUserOptedIn: false,
    fromContentService: false,
    terms: { products: ['casino', 'betting'], wageringMultiple: 35 },
  };

  it('lists the offer for that player at that brand, in every market, as given', async () => {
    const { player, token } = await sandbox.login('demo');
    const added = await sandbox.control('/players/demo/promotions', { brand: 'hippodrome', promotion: BREAKING });
    expect(added.status).toBe(201);
    for (const isRow of [false, true]) {
      const list = await listOf(
        await sandbox.post(`/account/${player.userId}/casino/${HIPPODROME_GB}/get`, { brand: 'hippodrome', isRow }, token),
      );
      expect(list.at(-1)).toEqual(BREAKING);
    }
    const croupier = await listOf(await sandbox.post(`/account/${player.userId}/casino/3603/get`, { brand: 'croupier' }, token));
    expect(croupier.map((promotion) => promotion.title)).not.toContain('Mixed Welcome');
  });

  it.each([
    {
      case: 'an unknown player',
      path: '/players/nobody/promotions',
      body: { brand: 'hippodrome', promotion: BREAKING },
      status: 404,
    },
    {
      case: 'an unknown brand',
      path: '/players/demo/promotions',
      body: { brand: 'grosvenor', promotion: BREAKING },
      status: 404,
    },
    {
      case: 'a promotion that breaks the contract',
      path: '/players/demo/promotions',
      body: { brand: 'hippodrome', promotion: { ...BREAKING, terms: { wageringMultiple: 35 } } },
      status: 400,
      pointer: 'body/promotion/terms/products',
    },
  ])('refuses $case with $status', async ({ path, body, status, pointer }) => {
    const response = await sandbox.control(path, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: status, message: expect.any(String), ...(pointer ? { pointer } : {}) });
  });
});
