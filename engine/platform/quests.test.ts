import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';

/** The quests client over the shared fake platform, every call failing with `status`. */
const failing = (status: number) => {
  const platform = createFakePlatform();
  platform.answerEverything({ code: status, message: 'x' }, status);
  return platform.clients.quests;
};

describe('quest reads (SPEC §8)', () => {
  it.each([
    ['fetchCampaigns', 'Failed to fetch campaigns: 502'],
    ['fetchRewards', 'Failed to fetch rewards: 502'],
    ['fetchFreeSpins', 'Failed to fetch free spins: 502'],
    ['fetchUserStats', 'Failed to fetch user stats: 502'],
  ] as const)('%s fails with "%s"', async (call, message) => {
    await expect(failing(502)[call]('a.b.c')).rejects.toThrow(message);
  });

  it('says the status of a refused read', async () => {
    await expect(failing(401).fetchCampaigns('a.b.c')).rejects.toThrow('Failed to fetch campaigns: 401');
  });
});
