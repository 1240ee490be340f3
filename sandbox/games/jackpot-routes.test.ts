import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_RATES } from './currency-rates.ts';
import { startGamesTestServer, postJson, type GamesTestServer } from '../../tests/support/sandbox-services/games-test-server.ts';

let sandbox: GamesTestServer;
beforeAll(async () => void (sandbox = await startGamesTestServer()));
afterAll(() => sandbox.close());

interface Progressive {
  type: string;
  moduleId: number;
  amount: number;
  currencyIsoCode: string;
}
interface MustWin {
  type: 'rapid' | 'daily';
  amount: number;
  mustWinBy: number;
  dropsAt?: string;
  currencyIsoCode: string;
}

const progressive = async (body: unknown) =>
  ((await (await postJson(`${sandbox.url}/games/progressivejackpots`, body)).json()) as { data: Progressive[] }).data;
const mustWin = async (body: unknown, clientTypeId = '70') =>
  (
    (await (await postJson(`${sandbox.url}/games/jackpots`, body, undefined, { 'X-ClientTypeId': clientTypeId })).json()) as {
      data: MustWin[];
    }
  ).data;

describe('progressive jackpots', () => {
  it('answers all three pools when no module is named, in sensible sizes', async () => {
    const data = await progressive({ moduleIds: [], currencyIsoCode: 'GBP' });
    expect(data.map((entry) => entry.type)).toEqual(['megaMoolah', 'wowPot', 'mustWinJackpot']);
    const [megaMoolah, wowPot, mustWinJackpot] = data.map((entry) => entry.amount) as [number, number, number];
    expect(megaMoolah).toBeGreaterThanOrEqual(1_000_000);
    expect(wowPot).toBeGreaterThanOrEqual(1_000_000);
    expect(mustWinJackpot).toBeGreaterThanOrEqual(10_000);
    expect(mustWinJackpot).toBeLessThan(100_000);
  });

  it('grows as time passes', async () => {
    const before = await progressive({ moduleIds: [], currencyIsoCode: 'GBP' });
    sandbox.clock.advance(60_000);
    const after = await progressive({ moduleIds: [], currencyIsoCode: 'GBP' });
    after.forEach((entry, index) => expect(entry.amount).toBeGreaterThan(before[index]!.amount));
  });

  it.each(Object.entries(CURRENCY_RATES))('converts into %s', async (currency, rate) => {
    const [gbp] = await progressive({ moduleIds: [], currencyIsoCode: 'GBP' });
    const [converted] = await progressive({ moduleIds: [], currencyIsoCode: currency.toLowerCase() });
    expect(converted).toMatchObject({ currencyIsoCode: currency });
    expect(converted!.amount).toBeCloseTo(gbp!.amount * rate, 0);
  });

  it('answers only the named modules that pay into a pool', async () => {
    const games = sandbox.service.catalogueFor(1000)!.games;
    const pooled = games.find((game) => game.Jackpot === 'wowPot')!.Properties.gamePicker.Properties.gameHTML5ModuleId;
    const plain = games.find((game) => !game.Jackpot)!.Properties.gamePicker.Properties.gameHTML5ModuleId;
    expect(await progressive({ moduleIds: [pooled, plain], currencyIsoCode: 'EUR' })).toEqual([
      expect.objectContaining({ type: 'wowPot', moduleId: pooled, currencyIsoCode: 'EUR' }),
    ]);
  });

  it.each([[{ moduleIds: [], currencyIsoCode: 'XYZ' }], [{ moduleIds: 'all', currencyIsoCode: 'GBP' }], [{ moduleIds: [] }]])(
    'refuses %j with 400',
    async (body) => {
      expect((await postJson(`${sandbox.url}/games/progressivejackpots`, body)).status).toBe(400);
    },
  );
});

describe('must-win jackpots', () => {
  const body = { jackpotGames: [], productId: 1000, currencyIsoCode: 'GBP' };

  it.each([
    [undefined, 400],
    ['50', 400],
    ['70', 200],
    ['40', 200],
  ])('X-ClientTypeId %s answers %i', async (clientTypeId, status) => {
    const headers: Record<string, string> = clientTypeId ? { 'X-ClientTypeId': clientTypeId } : {};
    expect((await postJson(`${sandbox.url}/games/jackpots`, body, undefined, headers)).status).toBe(status);
  });

  it('answers a rapid and a daily jackpot below their caps, the daily one dropping before midnight UTC', async () => {
    const [rapid, daily] = await mustWin(body);
    expect(rapid).toMatchObject({ type: 'rapid', currencyIsoCode: 'GBP' });
    expect(rapid!.amount).toBeLessThan(rapid!.mustWinBy);
    expect(rapid!.dropsAt).toBeUndefined();
    expect(daily).toMatchObject({ type: 'daily' });
    expect(daily!.amount).toBeLessThan(daily!.mustWinBy);
    const dropsAt = new Date(daily!.dropsAt!);
    expect(dropsAt.getTime()).toBeGreaterThan(sandbox.clock.now());
    expect(dropsAt.getUTCHours()).toBeGreaterThanOrEqual(20);
  });

  it('drops the daily jackpot at its time and starts it again from its seed', async () => {
    const [, daily] = await mustWin(body);
    sandbox.clock.set(new Date(daily!.dropsAt!).getTime() - 1000);
    const [, full] = await mustWin(body);
    sandbox.clock.advance(2000);
    const [, dropped] = await mustWin(body);
    expect(full!.amount).toBeGreaterThan(daily!.amount);
    expect(dropped!.amount).toBeLessThan(full!.amount / 2);
    expect(new Date(dropped!.dropsAt!).getTime()).toBeGreaterThan(sandbox.clock.now());
  });

  it('never lets the rapid jackpot pass its cap', async () => {
    for (let hour = 0; hour < 8; hour++) {
      sandbox.clock.advance(37 * 60_000);
      const [rapid] = await mustWin(body, '40');
      expect(rapid!.amount).toBeLessThanOrEqual(rapid!.mustWinBy);
    }
  });

  it('converts amount and cap into the currency asked for', async () => {
    const [gbp] = await mustWin(body);
    const [nzd] = await mustWin({ ...body, currencyIsoCode: 'NZD' });
    expect(nzd!.mustWinBy).toBeCloseTo(gbp!.mustWinBy * CURRENCY_RATES.NZD, 1);
    expect(nzd!.amount).toBeCloseTo(gbp!.amount * CURRENCY_RATES.NZD, 0);
  });

  it('answers only the kinds the named games pay into', async () => {
    const daily = sandbox.service.catalogueFor(1000)!.games.find((game) => game.Jackpot === 'daily')!;
    expect((await mustWin({ ...body, jackpotGames: [daily.GameGroupId] })).map((entry) => entry.type)).toEqual(['daily']);
  });

  it('refuses an unknown currency with 400', async () => {
    const response = await postJson(`${sandbox.url}/games/jackpots`, { ...body, currencyIsoCode: 'JPY' }, undefined, {
      'X-ClientTypeId': '70',
    });
    expect(response.status).toBe(400);
  });
});
