import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';

/** The shared fake platform answering every call with `answer`. */
function fakeFetch(answer: unknown) {
  const platform = createFakePlatform();
  platform.answerEverything(answer);
  return { seen: platform.calls, api: platform.clients.jackpots };
}

describe('createJackpotsApi', () => {
  it('asks for progressive pools by module ids in a currency', async () => {
    const pool = { type: 'megaMoolah', moduleId: 10, amount: 2_000_000.5, currencyIsoCode: 'EUR' };
    const { seen, api } = fakeFetch({ data: [pool] });
    expect(await api.progressive({ moduleIds: [], currencyIsoCode: 'EUR' })).toEqual([pool]);
    expect(seen[0]).toMatchObject({ url: '/api/games/progressivejackpots', body: { moduleIds: [], currencyIsoCode: 'EUR' } });
  });

  it('asks for must-win drops with the product and the client type header', async () => {
    const drop = { type: 'daily', amount: 4200, mustWinBy: 12000, currencyIsoCode: 'GBP' };
    const { seen, api } = fakeFetch({ data: [drop] });
    expect(await api.mustWin({ jackpotGames: [], productId: 1000, currencyIsoCode: 'GBP', clientTypeId: 70 })).toEqual([drop]);
    expect(seen[0]).toMatchObject({
      url: '/api/games/jackpots',
      body: { jackpotGames: [], productId: 1000, currencyIsoCode: 'GBP' },
    });
    expect(seen[0]?.headers['X-ClientTypeId']).toBe('70');
  });

  it.each([
    ['an unknown type', { type: 'lottery', amount: 5, currencyIsoCode: 'GBP' }],
    ['a missing amount', { type: 'rapid', currencyIsoCode: 'GBP' }],
    ['an amount that is not a number', { type: 'rapid', amount: 'lots', currencyIsoCode: 'GBP' }],
  ])('drops an entry with %s', async (_case, entry) => {
    const { api } = fakeFetch({ data: [entry] });
    expect(await api.mustWin({ jackpotGames: [], productId: 1000, currencyIsoCode: 'GBP', clientTypeId: 40 })).toEqual([]);
  });
});
