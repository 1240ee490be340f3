import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS,
  createManualClock,
  createSandboxState,
  ERROR_CODE,
  SEEDED_PASSWORD,
  USER_TOKEN_TTL_SECONDS,
} from './index.ts';

const newState = () => {
  const clock = createManualClock();
  return { clock, state: createSandboxState({ clock, seed: 'test', secret: 'test-secret' }) };
};

describe('the sandbox state', () => {
  it('seeds a player for every account status', () => {
    const { state } = newState();
    const statuses = new Set([...state.players.values()].map((player) => player.accountStatusId));
    expect([...statuses].sort((a, b) => a - b)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(state.checkPassword('demo', SEEDED_PASSWORD)?.username).toBe('demo');
    expect(state.checkPassword('demo', 'wrong')).toBeUndefined();
  });

  it('issues three-part user tokens that expire', async () => {
    const { state, clock } = newState();
    const session = await state.openSession(state.findPlayer('demo')!, 3568, { closeExisting: true });
    expect(session.userToken.split('.')).toHaveLength(3);
    expect(await state.authenticate(session.userToken)).toMatchObject({ ok: true });
    clock.advance((USER_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await state.authenticate(session.userToken)).toMatchObject({ ok: false, code: ERROR_CODE.sessionInvalid });
  });

  it.each([
    ['self-excluded', ACCOUNT_STATUS.SELFEXCLUDED, false],
    ['closed', ACCOUNT_STATUS.CLOSED, false],
    ['active again', ACCOUNT_STATUS.ACTIVE, true],
  ] as const)('an account %s mid-session keeps its live sessions: %s', async (_name, status, kept) => {
    const { state } = newState();
    const player = state.findPlayer('demo')!;
    const session = await state.openSession(player, 3568, { closeExisting: true });
    state.setAccountStatus(player, status);
    expect(player.accountStatusId).toBe(status);
    expect(await state.authenticate(session.userToken)).toMatchObject(
      kept ? { ok: true } : { ok: false, code: ERROR_CODE.sessionInvalid },
    );
  });

  it('answers 15006 for a token it did not sign', async () => {
    const { state } = newState();
    expect(await state.authenticate('not-a-token')).toMatchObject({ ok: false, code: ERROR_CODE.invalidUserToken });
    expect(await state.authenticate('a.b.c')).toMatchObject({ ok: false, code: ERROR_CODE.invalidUserToken });
  });

  it('closes other sessions of the player when asked to', async () => {
    const { state } = newState();
    const demo = state.findPlayer('demo')!;
    const first = await state.openSession(demo, 3568, { closeExisting: false });
    const second = await state.openSession(demo, 3568, { closeExisting: true });
    expect(await state.authenticate(first.userToken)).toMatchObject({ ok: false, code: ERROR_CODE.sessionInvalid });
    expect(await state.authenticate(second.userToken)).toMatchObject({ ok: true });
  });

  it('spends a launch token once', async () => {
    const { state } = newState();
    const session = await state.openSession(state.findPlayer('demo')!, 3568, { closeExisting: true });
    const [token] = state.issueLaunchTokens(session, 1);
    expect(state.spendLaunchToken(token!)?.player.username).toBe('demo');
    expect(state.spendLaunchToken(token!)).toBeUndefined();
  });

  it('never lets a balance go below zero', () => {
    const { state } = newState();
    const low = state.findPlayer('lowbalance')!;
    expect(() => state.record(low, { kind: 'bet', balanceType: 0, amount: -1, description: 'Spin' })).toThrow(
      'insufficient funds',
    );
    expect(low.balances[0]).toBe(0.5);
  });

  it('is the same after a reset with the same seed', () => {
    const { state } = newState();
    const before = [...state.players.values()].map((player) => [player.userId, player.username]);
    state.createPlayer({
      username: 'extra',
      password: 'x',
      currencyIsoCode: 'GBP',
      countryIso2: 'GB',
      registeredProductId: 3568,
    });
    state.reset();
    expect([...state.players.values()].map((player) => [player.userId, player.username])).toEqual(before);
  });
});
