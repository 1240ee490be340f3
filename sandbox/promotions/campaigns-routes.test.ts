import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODE, type Player } from '../core/index.ts';
import { questsOfWeek } from './player-quests.ts';
import type { Campaign, FreeSpins, Reward } from './quest-types.ts';
import { questWeek } from './quest-week.ts';
import { startPromotions, type PromotionsFixture } from '../../tests/support/sandbox-services/promotions-test-fixture.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('campaigns, rewards and free spins', () => {
  let sandbox: PromotionsFixture;
  let player: Player;
  let token: string;
  beforeEach(async () => {
    sandbox = await startPromotions();
    ({ player, token } = await sandbox.login('demo'));
  });
  afterEach(() => sandbox.close());

  const data = async <T>(path: string, given = token) => {
    const response = await sandbox.get(`${path}${path.includes('?') ? '&' : '?'}userToken=${given}&timestamp=${Date.now()}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const warmUp = async () => (await data<Campaign[]>('/campaigns')).find((quest) => quest.title === 'Warm-Up Spins')!;
  const claim = (questId: number) => sandbox.post(`/campaigns/${questId}/claim`, {}, token);

  it('shows quest progress that follows the player’s rounds this week', async () => {
    expect(await warmUp()).toMatchObject({ status: 'active', steps: [{ target: 20, progress: 0 }] });
    expect((await data<Campaign[]>('/campaigns')).length).toBe(3);
    sandbox.playRounds(player, 7);
    sandbox.playRounds(player, 5, { at: new Date(sandbox.clock.now() - 8 * DAY_MS).toISOString() });
    expect(await warmUp()).toMatchObject({ status: 'active', steps: [{ progress: 7 }] });
    sandbox.playRounds(player, 15);
    const quest = await warmUp();
    expect(quest).toMatchObject({ status: 'completed', steps: [{ progress: 20 }] });
    expect(quest.termsHtml).toContain('<h2>Warm-Up Spins: quest terms</h2>');
  });

  it('tells the player once when a quest is complete', async () => {
    sandbox.playRounds(player, 20);
    await data('/campaigns');
    await data('/campaigns');
    const toasts = sandbox.published.filter((message) => JSON.stringify(message.content).includes('Warm-Up Spins'));
    expect(toasts).toEqual([
      {
        userId: player.userId,
        topic: 'xeniaToast',
        content: expect.objectContaining({
          description: 'Quest complete: Warm-Up Spins. Claim your reward in the quests panel.',
        }),
      },
    ]);
  });

  it('pays a completed quest’s bonus once, and refuses a second claim', async () => {
    const active = await warmUp();
    const early = await claim(active.questId);
    expect(early.status).toBe(409);
    sandbox.playRounds(player, 20);
    expect((await data<Reward[]>('/rewards')).filter((reward) => reward.status === 'claimable')).toContainEqual(
      expect.objectContaining({ questId: active.questId, kind: 'bonus', amount: 5, description: '£5.00 bonus' }),
    );
    const first = await claim(active.questId);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ data: { questId: active.questId, status: 'claimed' } });
    expect(player.balances[3]).toBe(5);
    expect(player.transactions[0]).toMatchObject({ kind: 'bonus', balanceType: 3, amount: 5 });
    const second = await claim(active.questId);
    expect(second.status).toBe(409);
    expect(player.balances[3]).toBe(5);
    expect(await warmUp()).toMatchObject({ status: 'claimed' });
    expect(await data<Reward[]>('/rewards')).toContainEqual(
      expect.objectContaining({ questId: active.questId, status: 'claimed', claimedAt: expect.any(String) }),
    );
  });

  it('answers 404 for a quest the player does not have', async () => {
    expect((await claim(123)).status).toBe(404);
  });

  it('lists free spins, including those a quest pays', async () => {
    const seeded = await data<FreeSpins[]>('/freespins');
    expect(seeded.length).toBeGreaterThanOrEqual(1);
    expect(seeded[0]).toMatchObject({ currencyIsoCode: 'GBP', gameName: expect.any(String), valuePerSpin: expect.any(Number) });
    for (const pack of seeded) expect(pack.spinsRemaining).toBeLessThanOrEqual(pack.spinsTotal);

    // A player whose quests this week include a free spins reward.
    const week = questWeek(sandbox.clock.now()).index;
    const spinner = [...sandbox.state.players.values()].find((candidate) =>
      questsOfWeek(candidate.userId, week).some((quest) => quest.reward.kind === 'freeSpins'),
    )!;
    const { token: spinnerToken } = await sandbox.login(spinner.username);
    sandbox.playRounds(spinner, 20);
    const quest = (await data<Campaign[]>('/campaigns', spinnerToken)).find(
      (candidate) => candidate.reward.kind === 'freeSpins',
    )!;
    expect(quest.status).toBe('completed');
    const before = (await data<FreeSpins[]>('/freespins', spinnerToken)).length;
    expect((await sandbox.post(`/campaigns/${quest.questId}/claim`, {}, spinnerToken)).status).toBe(200);
    const after = await data<FreeSpins[]>('/freespins', spinnerToken);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ spinsTotal: quest.reward.amount, spinsRemaining: quest.reward.amount });
  });

  it('reports the login streak and play in user stats', async () => {
    player.loginDays = ['2026-11-22', '2026-11-21', '2026-11-20', '2026-11-15', '2026-11-14', '2026-11-13', '2026-11-12'];
    sandbox.playRounds(player, 4);
    expect(await data('/campaigns/user-stats')).toEqual({
      loginStreakDays: 3,
      longestStreakDays: 4,
      questsCompleted: 0,
      rewardsClaimed: 0,
      spinsPlayed: 4,
      lastLoginDay: '2026-11-22',
    });
    sandbox.playRounds(player, 16);
    await claim((await warmUp()).questId);
    expect(await data('/campaigns/user-stats')).toMatchObject({ questsCompleted: 3, rewardsClaimed: 1 });
  });

  it.each([
    { case: 'no user token', query: '', code: ERROR_CODE.invalidUserToken },
    { case: 'a malformed user token', query: '?userToken=not-a-token', code: ERROR_CODE.invalidUserToken },
  ])('answers 401 for $case', async ({ query, code }) => {
    for (const path of ['/campaigns', '/rewards', '/freespins', '/campaigns/user-stats']) {
      const response = await sandbox.get(`${path}${query}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code });
    }
  });

  it('answers 401 15001 for an expired user token', async () => {
    sandbox.clock.advance(2 * 60 * 60 * 1000);
    const response = await sandbox.get(`/campaigns?userToken=${token}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: ERROR_CODE.sessionInvalid });
  });
});
