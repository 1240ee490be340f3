import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountsClient, PlatformError, type AccountsClient } from '../../engine/platform/index.ts';
import type { PlatformSchemaName } from '../../schemas/index.ts';
import { expectContract, useContractPlatform } from './contract-kit.ts';

describe('the safer-gambling calls against the platform contract (schemas/platform/accounts)', () => {
  const platform = useContractPlatform();
  let accounts: AccountsClient;

  const login = async (username: string, country: string) =>
    (await accounts.login(platform.loginRequest(username, platform.marketOf(country).manifest.casinoId))).tokens!.userToken;
  const post = (path: string, body: unknown) => platform.http.request('POST', `/api/accounts${path}`, { body });
  /** A refused call: its request keeps `request`, its answer is a PlatformErrorBody with `code`. */
  async function expectRefusal(path: string, body: unknown, request: PlatformSchemaName, status: number, code: number) {
    expectContract(request, body);
    const error = await post(path, body).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status, code });
    expectContract('PlatformErrorBody', (error as PlatformError).body);
    return (error as PlatformError).body as Record<string, unknown>;
  }

  beforeAll(() => {
    accounts = createAccountsClient(platform.http);
  });

  it('reads, sets, asks to raise, refuses an early confirmation and cancels a deposit limit', async () => {
    const userToken = await login('demo', 'GB');
    await post('/protection', { userToken });
    platform.expectCall('/api/accounts/protection', { request: 'DetailsViaUserTokenRequest', response: 'ProtectionState' });
    await post('/depositLimits/set', { userToken, period: 'day', amount: '20' });
    await post('/depositLimits/set', { userToken, period: 'day', amount: '50' });
    platform.expectCall('/api/accounts/depositLimits/set', { request: 'DepositLimitRequest', response: 'ProtectionState' });
    const early = await expectRefusal(
      '/depositLimits/confirmIncrease',
      { userToken, period: 'day' },
      'DepositLimitPeriodRequest',
      409,
      16002,
    );
    expect(early.confirmableAt).toEqual(expect.any(String));
    await post('/depositLimits/cancelIncrease', { userToken, period: 'day' });
    platform.expectCall('/api/accounts/depositLimits/cancelIncrease', {
      request: 'DepositLimitPeriodRequest',
      response: 'ProtectionState',
    });
    await expectRefusal('/depositLimits/cancelIncrease', { userToken, period: 'day' }, 'DepositLimitPeriodRequest', 404, 16003);
  });

  it('answers the activity statement', async () => {
    const userToken = await login('demo', 'GB');
    const to = new Date(Date.now() + 60_000).toISOString();
    const from = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
    await post('/protection/statement', { userToken, from, to });
    platform.expectCall('/api/accounts/protection/statement', {
      request: 'ActivityStatementRequest',
      response: 'ActivityStatement',
    });
  });

  it.each([
    ['/protection/break', 'TakeBreakRequest', { days: 1 }, 'kiwi', 'NZ', 16004],
    ['/protection/selfExclusion', 'SelfExcludeRequest', { months: 6 }, 'maple', 'CA', 16005],
  ] as const)(
    '%s keeps the contract and the next login is refused with its end',
    async (path, request, extra, username, country, code) => {
      const userToken = await login(username, country);
      await post(path, { userToken, ...extra });
      platform.expectCall(`/api/accounts${path}`, { request, response: 'ProtectionState' });
      const refused = await accounts.login(platform.loginRequest(username, platform.marketOf(country).manifest.casinoId)).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(refused).toMatchObject({ status: 403, code });
      expectContract('PlatformErrorBody', (refused as PlatformError).body);
      expect((refused as PlatformError).body).toMatchObject({ endsAt: expect.any(String) });
    },
  );
});
