import { describe, expect, it } from 'vitest';
import { ERROR_CODE, USER_TOKEN_TTL_SECONDS } from '../core/index.ts';
import { startAccounts, useAccounts } from '../../tests/support/sandbox-services/accounts-test-server.ts';
import { MALTA_TERMS_LAST_UPDATED } from './terms-dates.ts';

describe('account details', () => {
  const sandbox = useAccounts();

  it('answers GET /details with the account of the bearer token, and 15006 without one', async () => {
    const { userToken } = (await sandbox().login('euro')).json.tokens;
    const { status, json } = await sandbox().get('/details', userToken);
    expect(status).toBe(200);
    expect(json.core).toMatchObject({ username: 'euro', currency: '€', currencyIsoCode: 'EUR' });
    expect(await sandbox().get('/details')).toMatchObject({ status: 401, json: { code: ERROR_CODE.invalidUserToken } });
  });

  it('answers POST /detailsViaUserToken with the account of the body token', async () => {
    const { userToken } = (await sandbox().login('maple')).json.tokens;
    const { status, json } = await sandbox().post('/detailsViaUserToken', { userToken });
    expect(status).toBe(200);
    expect(json.personal2.registeredCountryShortCode).toBe('CA');
  });

  it.each([
    ['a token it did not sign', async (): Promise<string> => 'a.b.c', ERROR_CODE.invalidUserToken],
    [
      'a logged-out token',
      async (): Promise<string> => {
        const { userToken } = (await sandbox().login('dragon')).json.tokens;
        await sandbox().post('/logout', { userId: userToken, reason: 1 }, userToken);
        return userToken as string;
      },
      ERROR_CODE.sessionInvalid,
    ],
  ])('answers POST /detailsViaUserToken with 401 for %s', async (_case, token, code) => {
    expect(await sandbox().post('/detailsViaUserToken', { userToken: await token() })).toMatchObject({
      status: 401,
      json: { code },
    });
  });

  it('answers POST /detailsViaUserToken without a token with 400 naming the field', async () => {
    expect(await sandbox().post('/detailsViaUserToken', {})).toMatchObject({ status: 400, json: { pointer: 'body/userToken' } });
  });

  it('answers 15001 for an expired token', async () => {
    const fresh = await startAccounts();
    try {
      const { userToken } = (await fresh.login('demo')).json.tokens;
      fresh.clock.advance((USER_TOKEN_TTL_SECONDS + 1) * 1000);
      expect((await fresh.post('/detailsViaUserToken', { userToken })).json.code).toBe(ERROR_CODE.sessionInvalid);
    } finally {
      await fresh.close();
    }
  });

  it('reports KYC status and balances', async () => {
    const { userToken } = (await sandbox().login('kycpending')).json.tokens;
    expect((await sandbox().get('/kyc', userToken)).json).toEqual({ kycStatus: 'pending', isVerified: false });
    const { json } = await sandbox().get('/balances', userToken);
    expect(json.currencyIsoCode).toBe('GBP');
    expect(json.balances[0]).toEqual({ balanceTypeId: 0, amount: 120 });
    expect(json.balances).toHaveLength(7);
  });
});

describe('terms and conditions', () => {
  const sandbox = useAccounts({ markets: (casinoId) => (casinoId === 2335 ? { isRow: true } : { isRow: false }) });

  it('publishes when the terms last changed, with a different date for rest of world', async () => {
    const { json } = await sandbox().get('/termsAndConditions');
    expect(json).toMatchObject({ lastUpdated: '2026-09-01', maltaLastUpdated: MALTA_TERMS_LAST_UPDATED });
    expect(json.maltaLastUpdated).not.toBe(json.lastUpdated);
  });

  it.each([
    ['newterms', 'accepted before the terms last changed'],
    ['noterms', 'never accepted'],
  ])('asks %s (%s) to accept, and remembers the acceptance', async (username) => {
    const { tokens, account } = (await sandbox().login(username)).json;
    expect(account.regulated.areTermsAndConditionsAccepted).toBe(false);
    const accepted = await sandbox().post('/details/acceptTermsAndConditions', {}, tokens.userToken);
    expect(accepted).toEqual({
      status: 200,
      json: { areTermsAndConditionsAccepted: true, termsAndConditionsAcceptedDate: '2026-11-22' },
    });
    expect((await sandbox().get('/details', tokens.userToken)).json.regulated).toMatchObject({
      areTermsAndConditionsAccepted: true,
      termsAndConditionsAcceptedDate: '2026-11-22',
    });
  });

  it('holds rest-of-world sessions to the Malta terms date', async () => {
    sandbox().state.findPlayer('unverified')!.termsAcceptedAt = '2026-08-01';
    expect(
      (await sandbox().login('unverified', { sessionProductId: 3568 })).json.account.regulated.areTermsAndConditionsAccepted,
    ).toBe(false);
    expect(
      (await sandbox().login('unverified', { sessionProductId: 2335 })).json.account.regulated.areTermsAndConditionsAccepted,
    ).toBe(true);
  });
});

describe('GET /sessionSummary', () => {
  const sandbox = useAccounts();

  it('sums the rounds of the current session and the time since it started', async () => {
    const { tokens, account } = (await sandbox().login('demo')).json;
    const demo = sandbox().state.findPlayer('demo')!;
    const round = { at: sandbox().state.isoNow(), gameGroupId: 1, gameName: 'Lucky Sevens' };
    demo.gameRounds.unshift(
      { ...round, id: 1, stake: 2.5, win: 1.2, sessionId: account.session.core.sessionId },
      { ...round, id: 2, stake: 0.1, win: 0, sessionId: account.session.core.sessionId },
      { ...round, id: 3, stake: 50, win: 0, sessionId: 1 },
    );
    sandbox().clock.advance(90_000);
    const { status, json } = await sandbox().get('/sessionSummary', tokens.userToken);
    expect(status).toBe(200);
    expect(json).toEqual({
      sessionId: account.session.core.sessionId,
      timePlayedSeconds: 90,
      wagered: 2.6,
      won: 1.2,
      netPosition: -1.4,
      currencyIsoCode: 'GBP',
    });
  });
});
