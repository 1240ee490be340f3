import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountsClient, createPromotionsClient, type PromotionAccount } from '../../engine/platform/index.ts';
import { useContractPlatform } from './contract-kit.ts';

describe('the promotions client against the platform contract (schemas/platform/promotions)', () => {
  const platform = useContractPlatform();
  let account: PromotionAccount;

  beforeAll(async () => {
    const market = platform.marketOf('GB').manifest;
    const login = await createAccountsClient(platform.http).login(platform.loginRequest('demo', market.casinoId));
    account = { userId: login.account!.core.userId, casinoId: market.casinoId, userToken: login.tokens!.userToken };
  });

  it('lists, opts in and reads terms within the contract', async () => {
    const promotions = createPromotionsClient(platform.http);
    const list = await promotions.listForAccount(account, { brand: platform.brand.name, isRow: false });
    platform.expectCall('/api/promotions/account/', { request: 'PromotionsRequest', response: 'PromotionsResponse' });
    const offer = list.find((promotion) => promotion.promotionId !== null && !promotion.isUserOptedIn)!;
    expect(offer).toBeDefined();

    await promotions.optIn(account, offer.promotionId!, { source: 'contract test' });
    platform.expectCall(
      `/api/promotions/account/${account.userId}/casino/${account.casinoId}/promotion/${offer.promotionId}/optin`,
      {
        request: 'OptInRequest',
        response: 'OptInResponse',
      },
    );
    expect(await promotions.termsAndConditions(account, offer.promotionId!, offer.serviceId)).not.toBe('');
    platform.expectCall(
      `/api/promotions/account/${account.userId}/casino/${account.casinoId}/promotion/${offer.promotionId}/gettermsandconditions`,
      { request: 'PromotionTermsRequest', response: 'PromotionTermsResponse' },
    );
  });
});
