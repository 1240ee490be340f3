import type { FreeSpinsPack, Quest, QuestClaimResponse, QuestReward, QuestUserStats } from '../../schemas/index.ts';
import { PlatformError, type HttpClient } from './http-client.ts';

export type { FreeSpinsPack, Quest, QuestPrize, QuestReward, QuestStep, QuestUserStats } from '../../schemas/index.ts';

/** SPEC §8: a failed read raises 'Failed to fetch <what>: <status>'. */
async function read<T>(http: HttpClient, what: string, path: string, userToken: string): Promise<T> {
  // The timestamp keeps caches between the browser and the promotions service from answering stale progress.
  const query = new URLSearchParams({ userToken, timestamp: String(Date.now()) });
  try {
    const answer = await http.request<{ data?: T }>('GET', `${path}?${query}`, { bearer: userToken });
    if (answer?.data === undefined) throw new PlatformError(502, undefined, 'no data');
    return answer.data;
  } catch (error) {
    const status = error instanceof PlatformError ? error.status : 0;
    throw new Error(`Failed to fetch ${what}: ${status}`, { cause: error });
  }
}

/** The quests panel's calls: campaigns, rewards, free spins, user stats (helper API) and the claim (promotions). */
export function createQuestsApi(http: HttpClient) {
  return {
    fetchCampaigns: (userToken: string) => read<Quest[]>(http, 'campaigns', '/api/campaigns', userToken),
    fetchRewards: (userToken: string) => read<QuestReward[]>(http, 'rewards', '/api/rewards', userToken),
    fetchFreeSpins: (userToken: string) => read<FreeSpinsPack[]>(http, 'free spins', '/api/freespins', userToken),
    fetchUserStats: (userToken: string) => read<QuestUserStats>(http, 'user stats', '/api/campaigns/user-stats', userToken),
    /** POST /api/promotions/campaigns/{questId}/claim → the quest, now claimed. */
    async claim(questId: number, userToken: string): Promise<Quest> {
      const answer = await http.request<QuestClaimResponse>('POST', `/api/promotions/campaigns/${questId}/claim`, {
        bearer: userToken,
        body: {},
      });
      return answer.data;
    },
  };
}

export type QuestsApi = ReturnType<typeof createQuestsApi>;
