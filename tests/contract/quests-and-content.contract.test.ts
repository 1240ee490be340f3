import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountsClient, createContentClient, createQuestsApi, type PlatformError } from '../../engine/platform/index.ts';
import { expectContract, useContractPlatform } from './contract-kit.ts';

describe('the quests and content clients against the platform contract (schemas/platform/quests, content)', () => {
  const platform = useContractPlatform();
  let userToken: string;

  beforeAll(async () => {
    const login = await createAccountsClient(platform.http).login(
      platform.loginRequest('demo', platform.marketOf('GB').manifest.casinoId),
    );
    userToken = login.tokens!.userToken;
  });

  it.each([
    { call: 'fetchCampaigns', path: '/api/campaigns?', response: 'QuestsResponse' },
    { call: 'fetchRewards', path: '/api/rewards', response: 'QuestRewardsResponse' },
    { call: 'fetchFreeSpins', path: '/api/freespins', response: 'FreeSpinsResponse' },
    { call: 'fetchUserStats', path: '/api/campaigns/user-stats', response: 'QuestUserStatsResponse' },
  ] as const)('$call answers a $response', async ({ call, path, response }) => {
    await createQuestsApi(platform.http)[call](userToken);
    platform.expectCall(path, { response });
  });

  it('claim refuses a quest not yet completed with a PlatformErrorBody', async () => {
    const quests = createQuestsApi(platform.http);
    const [quest] = await quests.fetchCampaigns(userToken);
    const refused = await quests.claim(quest!.questId, userToken).catch((error: PlatformError) => error);
    expect(refused).toMatchObject({ status: 409 });
    expectContract('PlatformErrorBody', (refused as PlatformError).body);
  });

  it('a market’s blog categories are a ContentNodesResponse', async () => {
    const market = platform.marketOf('GB').manifest;
    const nodes = await createContentClient(platform.http).nodesOfType({
      marketNodeId: market.marketNodeId,
      country: market.countryIso2Code!,
      type: 'blogCategory',
    });
    expect(nodes.length).toBeGreaterThan(0);
    platform.expectCall('/api/content/nodes/', { response: 'ContentNodesResponse' });
  });
});
