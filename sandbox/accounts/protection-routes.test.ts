import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../core/index.ts';
import { useAccounts } from '../../tests/support/sandbox-services/accounts-test-server.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('deposit limits', () => {
  const sandbox = useAccounts();
  const tokenOf = async (username: string) => (await sandbox().login(username)).json.tokens.userToken as string;

  it('reads an account without limits, break or self-exclusion', async () => {
    const userToken = await tokenOf('demo');
    expect(await sandbox().post('/protection', { userToken })).toEqual({
      status: 200,
      json: {
        currencyIsoCode: 'GBP',
        depositLimits: [],
        pendingIncreases: [],
        lowestRemainingMinor: null,
        breakEndsAt: null,
        selfExclusionEndsAt: null,
      },
    });
  });

  it('applies a first limit and a decrease at once, counting recorded deposits against them', async () => {
    const userToken = await tokenOf('kiwi');
    sandbox().state.findPlayer('kiwi')!.protection.deposits.push({ at: sandbox().clock.now(), amountMinor: 500 });
    const first = await sandbox().post('/depositLimits/set', { userToken, period: 'week', amount: '1,000' });
    expect(first.status).toBe(200);
    expect(first.json.depositLimits).toEqual([{ period: 'week', limitMinor: 100000, usedMinor: 500, remainingMinor: 99500 }]);
    const day = await sandbox().post('/depositLimits/set', { userToken, period: 'day', amount: '20' });
    expect(day.json.lowestRemainingMinor).toBe(1500);
    const lower = await sandbox().post('/depositLimits/set', { userToken, period: 'day', amount: '10.50' });
    expect(lower.json.depositLimits[0]).toEqual({ period: 'day', limitMinor: 1050, usedMinor: 500, remainingMinor: 550 });
    expect(lower.json.pendingIncreases).toEqual([]);
  });

  it('holds an increase for 24 hours from the request, then applies it only on confirmation', async () => {
    const userToken = await tokenOf('maple');
    await sandbox().post('/depositLimits/set', { userToken, period: 'month', amount: '100' });
    const asked = await sandbox().post('/depositLimits/set', { userToken, period: 'month', amount: '250' });
    const requestedAt = sandbox().state.isoNow();
    const confirmableAt = new Date(sandbox().clock.now() + 24 * HOUR_MS).toISOString();
    expect(asked.json.depositLimits[0]).toMatchObject({
      limitMinor: 10000,
      pendingIncrease: { limitMinor: 25000, requestedAt, confirmableAt },
    });
    expect(asked.json.pendingIncreases).toEqual([
      { period: 'month', pending: { limitMinor: 25000, requestedAt, confirmableAt } },
    ]);

    // The user token lives less than a day: the player logs in again to confirm, as the site would.
    sandbox().clock.advance(23 * HOUR_MS);
    const early = await sandbox().post('/depositLimits/confirmIncrease', { userToken: await tokenOf('maple'), period: 'month' });
    expect(early).toMatchObject({ status: 409, json: { code: 16002, confirmableAt } });
    sandbox().clock.advance(HOUR_MS);
    const confirmed = await sandbox().post('/depositLimits/confirmIncrease', {
      userToken: await tokenOf('maple'),
      period: 'month',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.depositLimits[0]).toMatchObject({ period: 'month', limitMinor: 25000 });
    expect(confirmed.json.pendingIncreases).toEqual([]);
  });

  it('removes a limit only through the cooling-off, and cancels a pending increase', async () => {
    const userToken = await tokenOf('euro');
    await sandbox().post('/depositLimits/set', { userToken, period: 'day', amount: '50' });
    const removal = await sandbox().post('/depositLimits/set', { userToken, period: 'day', amount: null });
    expect(removal.json.pendingIncreases).toEqual([{ period: 'day', pending: expect.objectContaining({ limitMinor: null }) }]);
    expect(removal.json.lowestRemainingMinor).toBe(5000);
    const cancelled = await sandbox().post('/depositLimits/cancelIncrease', { userToken, period: 'day' });
    expect(cancelled.json).toMatchObject({ pendingIncreases: [], lowestRemainingMinor: 5000 });
    expect(await sandbox().post('/depositLimits/cancelIncrease', { userToken, period: 'day' })).toMatchObject({
      status: 404,
      json: { code: 16003 },
    });
    expect(await sandbox().post('/depositLimits/confirmIncrease', { userToken, period: 'week' })).toMatchObject({
      status: 404,
      json: { code: 16003 },
    });
  });

  it.each([
    [{ period: 'day', amount: 'twenty' }, 'body/amount', /amount must be an amount/],
    [{ period: 'day', amount: '0' }, 'body/amount', /more than zero/],
    [{ period: 'day', amount: '20.505' }, 'body/amount', /decimal places/],
    [{ period: 'day', amount: '2000000' }, 'body/amount', /at most 1000000/],
    [{ period: 'fortnight', amount: '20' }, 'body/period', /DepositLimitRequest/],
    [{ period: 'day' }, 'body/amount', /amount/],
  ])('refuses %j with 400 naming the field', async (body, pointer, message) => {
    const userToken = await tokenOf('dragon');
    const { status, json } = await sandbox().post('/depositLimits/set', { userToken, ...body });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 10000, pointer });
    expect(json.message).toMatch(message);
  });

  it('answers 15006 without a user token', async () => {
    expect(await sandbox().post('/protection', { userToken: 'a.b.c' })).toMatchObject({
      status: 401,
      json: { code: ERROR_CODE.invalidUserToken },
    });
  });
});

describe('a break and a self-exclusion', () => {
  const sandbox = useAccounts();

  it.each([
    ['/protection/break', { days: 7 }, 'breakEndsAt', 16004, 7 * 24 * HOUR_MS, 'kiwi'],
    [
      '/protection/selfExclusion',
      { months: 6 },
      'selfExclusionEndsAt',
      16005,
      Date.UTC(2027, 4, 22, 12) - Date.UTC(2026, 10, 22, 12),
      'maple',
    ],
  ] as const)(
    '%s ends the live sessions at once and refuses logins until it ends',
    async (path, body, field, code, length, username) => {
      const start = sandbox().clock.now();
      const endsAt = new Date(start + length).toISOString();
      const { userToken } = (await sandbox().login(username)).json.tokens;
      const other = (await sandbox().login(username)).json.tokens.userToken;
      const taken = await sandbox().post(path, { userToken, ...body });
      expect(taken).toMatchObject({ status: 200, json: { [field]: endsAt } });
      for (const token of [userToken, other])
        expect((await sandbox().get('/details', token)).json.code).toBe(ERROR_CODE.sessionInvalid);
      const refused = await sandbox().login(username);
      expect(refused).toMatchObject({ status: 403, json: { code, endsAt } });
      expect(refused.json.message).toContain(endsAt);

      sandbox().clock.set(start + length);
      expect((await sandbox().login(username)).status).toBe(200);
      sandbox().clock.set(start);
    },
  );

  it.each([
    ['/protection/break', { days: 43 }, 'body/days'],
    ['/protection/break', { days: 0 }, 'body/days'],
    ['/protection/selfExclusion', { months: 5 }, 'body/months'],
    ['/protection/selfExclusion', { months: 61 }, 'body/months'],
  ])('%s refuses %j and keeps the session', async (path, body, pointer) => {
    const { userToken } = (await sandbox().login('euro')).json.tokens;
    expect(await sandbox().post(path, { userToken, ...body })).toMatchObject({ status: 400, json: { code: 10000, pointer } });
    expect((await sandbox().get('/details', userToken)).status).toBe(200);
  });
});

describe('the activity statement', () => {
  const sandbox = useAccounts();

  it('sums deposits, withdrawals, stakes and wins over [from, to)', async () => {
    const { state, clock } = sandbox();
    const player = state.findPlayer('dragon')!;
    clock.advance(60_000); // past the opening balance
    const from = new Date(clock.now()).toISOString();
    state.record(player, { kind: 'deposit', balanceType: 0, amount: 30, description: 'Deposit by card' });
    state.record(player, { kind: 'bet', balanceType: 0, amount: -2.5, description: 'Spin' });
    state.record(player, { kind: 'win', balanceType: 0, amount: 1.2, description: 'Win' });
    state.record(player, { kind: 'withdrawal', balanceType: 0, amount: -10, description: 'Withdrawal to card' });
    clock.advance(HOUR_MS);
    const to = new Date(clock.now()).toISOString();
    state.record(player, { kind: 'deposit', balanceType: 0, amount: 99, description: 'Deposit by card' });
    const { userToken } = (await sandbox().login('dragon')).json.tokens;
    expect(await sandbox().post('/protection/statement', { userToken, from, to })).toEqual({
      status: 200,
      json: {
        from,
        to,
        currencyIsoCode: player.currencyIsoCode,
        depositsMinor: 3000,
        withdrawalsMinor: 1000,
        wageredMinor: 250,
        wonMinor: 120,
        netMinor: -130,
      },
    });
  });

  it.each([
    [{ from: '2026-11-22T12:00:00.000Z', to: '2026-11-22T12:00:00.000Z' }, 'body/to', /after from/],
    [{ from: '2025-11-01T00:00:00.000Z', to: '2026-11-22T12:00:00.000Z' }, 'body/to', /one year/],
    [{ from: 'yesterday', to: '2026-11-22T12:00:00.000Z' }, 'body/from', /date-time/],
  ])('refuses %j naming the field', async (body, pointer, message) => {
    const { userToken } = (await sandbox().login('demo')).json.tokens;
    const { status, json } = await sandbox().post('/protection/statement', { userToken, ...body });
    expect(status).toBe(400);
    expect(json.pointer).toBe(pointer);
    expect(json.message).toMatch(message);
  });
});
