import { PlatformError, type HttpClient } from '../../engine/platform/index.ts';

export interface QuestStep {
  description: string;
  target: number;
  progress: number;
}

/** A quest as GET /api/campaigns returns it. */
export interface Quest {
  campaignId: number;
  questId: number;
  title: string;
  description: string;
  steps: QuestStep[];
  reward: { kind: 'freeSpins' | 'bonus' | 'cash'; amount: number; description: string };
  status: 'active' | 'completed' | 'claimed';
  startsAt: string;
  endsAt: string;
  termsHtml: string;
}

export interface QuestReward {
  rewardId: number;
  questId: number;
  title: string;
  description: string;
  status: 'claimable' | 'claimed';
  claimedAt: string | null;
}

export interface FreeSpinsPack {
  freeSpinsId: number;
  gameName: string;
  spinsRemaining: number;
  expiresAt: string;
}

export interface QuestUserStats {
  loginStreakDays: number;
  questsCompleted: number;
  rewardsClaimed: number;
  spinsPlayed: number;
}

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
      const answer = await http.request<{ data: Quest }>('POST', `/api/promotions/campaigns/${questId}/claim`, {
        bearer: userToken,
        body: {},
      });
      return answer.data;
    },
  };
}

export type QuestsApi = ReturnType<typeof createQuestsApi>;
