import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountsClient, type AccountsClient, type SessionTokens } from '../../engine/platform/index.ts';
import { useContractPlatform } from './contract-kit.ts';

describe('the accounts client against the platform contract (schemas/platform/accounts)', () => {
  const platform = useContractPlatform();
  let accounts: AccountsClient;
  let tokens: SessionTokens;

  beforeAll(async () => {
    accounts = createAccountsClient(platform.http);
    const market = platform.marketOf('GB');
    const response = await accounts.login(platform.loginRequest('demo', market.manifest.casinoId));
    tokens = response.tokens!;
  });

  it('login sends a LoginRequest and gets a LoginResponse', () => {
    platform.expectCall('/api/accounts/login', { request: 'LoginRequest', response: 'LoginResponse' });
  });

  it.each<{ call: string; run: () => Promise<unknown>; path: string; response: Parameters<typeof platform.expectCall>[1] }>([
    {
      call: 'details',
      run: () => accounts.details(tokens.userToken),
      path: '/api/accounts/details',
      response: { response: 'Account' },
    },
    {
      call: 'detailsViaUserToken',
      run: () => accounts.detailsViaUserToken(tokens.userToken),
      path: '/api/accounts/detailsViaUserToken',
      response: { request: 'DetailsViaUserTokenRequest', response: 'Account' },
    },
    {
      call: 'termsAndConditions',
      run: () => accounts.termsAndConditions(),
      path: '/api/accounts/termsAndConditions',
      response: { response: 'TermsAndConditionsInfo' },
    },
    {
      call: 'acceptTermsAndConditions',
      run: () => accounts.acceptTermsAndConditions(tokens.userToken),
      path: '/api/accounts/details/acceptTermsAndConditions',
      response: { response: 'TermsAcceptance' },
    },
    {
      call: 'sessionSummary',
      run: () => accounts.sessionSummary(tokens.userToken),
      path: '/api/accounts/sessionSummary',
      response: { response: 'SessionSummary' },
    },
    {
      call: 'refreshLaunchTokens',
      run: () => accounts.refreshLaunchTokens(tokens.userToken, 5),
      path: '/api/accounts/refreshLaunchTokens',
      response: { request: 'RefreshLaunchTokensRequest', response: 'RefreshLaunchTokensResponse' },
    },
  ])('$call keeps the contract', async ({ run, path, response }) => {
    await run();
    platform.expectCall(path, response);
  });

  it('refreshToken and logout keep the contract', async () => {
    tokens = await accounts.refreshToken(tokens.refreshTokens[0]!, 3);
    platform.expectCall('/api/accounts/refreshToken', { request: 'RefreshTokenRequest', response: 'RefreshTokenResponse' });
    await accounts.logout(tokens.userToken);
    platform.expectCall('/api/accounts/logout', { request: 'LogoutRequest' });
    await expect(accounts.details(tokens.userToken)).rejects.toMatchObject({ status: 401 });
  });
});
