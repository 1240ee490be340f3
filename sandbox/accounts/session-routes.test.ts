import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS, BLOCKED_STATUSES, ERROR_CODE, SEEDED_PASSWORD } from '../core/index.ts';
import { useAccounts } from '../../tests/support/sandbox-services/accounts-test-server.ts';

const statusName = (id: number) => Object.entries(ACCOUNT_STATUS).find(([, value]) => value === id)![0];

describe('POST /login', () => {
  const sandbox = useAccounts();

  it('opens a session with a three-part user token, the asked-for launch tokens and the account', async () => {
    const { status, json } = await sandbox().login('demo', { numLaunchTokens: 3, sessionProductId: 3569 });
    expect(status).toBe(200);
    expect(json.tokens.userToken.split('.')).toHaveLength(3);
    expect(json.tokens.launchTokens).toHaveLength(3);
    expect(json.tokens.refreshTokens).toHaveLength(1);
    const demo = sandbox().state.findPlayer('demo')!;
    expect(json.account).toMatchObject({
      core: {
        userId: demo.userId,
        username: 'demo',
        casinoId: 3569,
        registeredProductId: 3568,
        currency: '£',
        currencyIsoCode: 'GBP',
      },
      personal2: { registeredCountryShortCode: 'GB', languageCode: 'en' },
      regulated: { accountStatusId: ACCOUNT_STATUS.ACTIVE, areTermsAndConditionsAccepted: true },
      session: {
        core: { sessionProductId: 3569, sessionGuid: expect.any(String), sessionStartTime: '2026-11-22T12:00:00.000Z' },
      },
      attributes: [],
      kycStatus: 'verified',
      userType: 0,
    });
    expect(json.account.balances).toContainEqual({ balanceTypeId: 0, amount: 250 });
    expect(json.account.balances.map((balance: { balanceTypeId: number }) => balance.balanceTypeId)).toEqual([
      0, 3, 5, 6, 8, 9, 11,
    ]);
  });

  it('gives ten launch tokens when the request names no count, and takes the product from sessionProductIds', async () => {
    const { json } = await sandbox().login('kiwi', {
      numLaunchTokens: undefined,
      sessionProductId: undefined,
      sessionProductIds: [2335, 2337],
    });
    expect(json.tokens.launchTokens).toHaveLength(10);
    expect(json.account.core.casinoId).toBe(2335);
    expect(json.account.core.currency).toBe('NZ$');
  });

  it.each([
    ['no username', { credentials: { password: SEEDED_PASSWORD } }, 'body/credentials/username'],
    ['a blank username', { credentials: { username: '  ', password: SEEDED_PASSWORD } }, 'body/credentials/username'],
    ['no password', { credentials: { username: 'demo', password: '' } }, 'body/credentials/password'],
    ['no credentials at all', { credentials: undefined }, 'body/credentials'],
    ['too many launch tokens', { numLaunchTokens: 51 }, 'body/numLaunchTokens'],
  ])('answers 400 naming the field for %s (the platform contract)', async (_case, extra, pointer) => {
    const { status, json } = await sandbox().login('demo', extra);
    expect(status).toBe(400);
    expect(json).toEqual({ code: expect.any(Number), message: expect.stringContaining(pointer), pointer });
  });

  it('answers 400 for a login naming no product', async () => {
    const { status, json } = await sandbox().login('demo', { sessionProductId: undefined });
    expect(status).toBe(400);
    expect(json).toEqual({ code: expect.any(Number), message: 'Missing sessionProductId' });
  });

  it.each([
    ['a wrong password', 'demo', 'wrong-password'],
    ['an unknown username', 'nobody-here', SEEDED_PASSWORD],
  ])('answers 401 Unauthorized for %s', async (_case, username, password) => {
    const { status, json } = await sandbox().login(username, { credentials: { username, password } });
    expect(status).toBe(401);
    expect(json).toEqual({ code: ERROR_CODE.badCredentials, message: 'Unauthorized' });
  });

  it.each(BLOCKED_STATUSES.map((id) => [statusName(id), id] as const))('refuses a %s account with 403', async (name, id) => {
    const { status, json } = await sandbox().login(`status.${name.toLowerCase()}`);
    expect(status).toBe(403);
    expect(json.code).toBe(ERROR_CODE.accountBlocked);
    expect(json.message).toMatch(/account/i);
    expect(sandbox().state.findPlayer(`status.${name.toLowerCase()}`)!.accountStatusId).toBe(id);
  });

  it.each(['UNKNOWN', 'MIGRATED', 'PROVISIONAL', 'DISPATCHED'])('lets a %s account log in', async (name) => {
    expect((await sandbox().login(`status.${name.toLowerCase()}`)).status).toBe(200);
  });

  it('ends the earlier session when closeExistingSessions is set, and keeps it otherwise', async () => {
    const first = (await sandbox().login('stateside')).json.tokens.userToken;
    const second = (await sandbox().login('stateside', { closeExistingSessions: false })).json.tokens.userToken;
    expect((await sandbox().get('/details', first)).status).toBe(200);
    await sandbox().login('stateside', { closeExistingSessions: true });
    for (const token of [first, second])
      expect(await sandbox().get('/details', token)).toMatchObject({ status: 401, json: { code: 15001 } });
  });
});

describe('POST /logout', () => {
  const sandbox = useAccounts();

  it('closes the session, after which the user token fails with 15001', async () => {
    const { userToken } = (await sandbox().login('demo')).json.tokens;
    expect(await sandbox().post('/logout', { userId: userToken, reason: 1 }, userToken)).toEqual({
      status: 200,
      json: { loggedOut: true },
    });
    expect(await sandbox().get('/details', userToken)).toMatchObject({ status: 401, json: { code: ERROR_CODE.sessionInvalid } });
  });

  it('refuses a token it did not issue', async () => {
    const { status, json } = await sandbox().post('/logout', { userId: 'x', reason: 1 }, 'not.a.token');
    expect(status).toBe(401);
    expect(json.code).toBe(ERROR_CODE.invalidUserToken);
  });
});

describe('POST /refreshLaunchTokens', () => {
  const sandbox = useAccounts();

  it('hands out the asked-for number of launch tokens, ten by default', async () => {
    const { userToken } = (await sandbox().login('demo')).json.tokens;
    expect((await sandbox().post('/refreshLaunchTokens', { numLaunchTokens: 4 }, userToken)).json.launchTokens).toHaveLength(4);
    expect((await sandbox().post('/refreshLaunchTokens', {}, userToken)).json.launchTokens).toHaveLength(10);
  });

  it.each([0, 51, 2.5, '10'])('refuses %j launch tokens with 400', async (count) => {
    const { userToken } = (await sandbox().login('demo')).json.tokens;
    expect((await sandbox().post('/refreshLaunchTokens', { numLaunchTokens: count }, userToken)).status).toBe(400);
  });

  it('needs a user token', async () => {
    expect(await sandbox().post('/refreshLaunchTokens', { numLaunchTokens: 10 })).toMatchObject({
      status: 401,
      json: { code: 15006 },
    });
  });
});

describe('POST /refreshToken', () => {
  const sandbox = useAccounts();

  it('exchanges a refresh token for a new user token, launch tokens and refresh token, once', async () => {
    const old = (await sandbox().login('demo')).json.tokens;
    sandbox().clock.advance(60_000);
    const { status, json } = await sandbox().post('/refreshToken', { numLaunchTokens: 10, refreshToken: old.refreshTokens[0] });
    expect(status).toBe(200);
    expect(json.tokens.userToken).not.toBe(old.userToken);
    expect(json.tokens.launchTokens).toHaveLength(10);
    expect(json.tokens.refreshTokens[0]).not.toBe(old.refreshTokens[0]);
    expect((await sandbox().get('/details', json.tokens.userToken)).status).toBe(200);
    expect((await sandbox().get('/details', old.userToken)).json.code).toBe(ERROR_CODE.sessionInvalid);
    const again = await sandbox().post('/refreshToken', { numLaunchTokens: 10, refreshToken: old.refreshTokens[0] });
    expect(again).toMatchObject({ status: 401, json: { code: ERROR_CODE.sessionInvalid } });
  });

  it('refuses a refresh token of a session that was logged out', async () => {
    const { userToken, refreshTokens } = (await sandbox().login('demo')).json.tokens;
    await sandbox().post('/logout', { userId: userToken, reason: 1 }, userToken);
    expect((await sandbox().post('/refreshToken', { refreshToken: refreshTokens[0] })).status).toBe(401);
  });
});
