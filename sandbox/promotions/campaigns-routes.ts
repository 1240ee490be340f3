import { Router } from 'express';
import { BALANCE_TYPE, sendError, type Player, type SandboxState } from '../core/index.ts';
import { loginStreakDays, longestStreakDays, utcDay } from './login-streak.ts';
import type { PlayerRewards } from './player-rewards.ts';
import { playerQuests, questDefinitionOf } from './player-quests.ts';
import { PROMOTIONS_ERROR, type PublishToPlayer, type ToastContent } from './promotion-types.ts';
import type { Campaign, Reward } from './quest-types.ts';
import { requireQueryUser } from './require-query-user.ts';

/** Days a free spins reward from a quest lasts. */
const QUEST_FREE_SPINS_DAYS = 7;

const rewardOfQuest = (quest: Campaign, claimedAt: string | null): Reward => ({
  rewardId: quest.questId,
  questId: quest.questId,
  campaignId: quest.campaignId,
  title: quest.title,
  ...quest.reward,
  status: claimedAt ? 'claimed' : 'claimable',
  claimedAt,
});

/** Campaigns (quests), rewards, free spins and user stats of the local helper API (SPEC §7). */
export function createCampaignRoutes({
  state,
  rewards,
  publish,
}: {
  state: SandboxState;
  rewards: PlayerRewards;
  publish?: PublishToPlayer;
}): Router {
  const router = Router();
  const quests = (player: Player) => playerQuests(player, state.clock.now(), (questId) => rewards.isClaimed(player, questId));

  router.get('/campaigns/user-stats', requireQueryUser(state), (_req, res) => {
    const player = res.locals.player as Player;
    const list = quests(player);
    const currentIds = new Set(list.map((quest) => quest.questId));
    const claims = rewards.claims(player);
    const lastLoginDay = [...player.loginDays].sort().at(-1) ?? null;
    res.json({
      data: {
        loginStreakDays: loginStreakDays(player.loginDays, utcDay(state.clock.now())),
        longestStreakDays: longestStreakDays(player.loginDays),
        questsCompleted:
          list.filter((quest) => quest.status !== 'active').length +
          claims.filter((claim) => !currentIds.has(claim.questId)).length,
        rewardsClaimed: claims.length,
        spinsPlayed: player.gameRounds.length,
        lastLoginDay,
      },
    });
  });

  router.get('/campaigns', requireQueryUser(state), (_req, res) => {
    const player = res.locals.player as Player;
    const list = quests(player);
    announceCompletions(rewards, publish, player, list);
    res.json({ data: list });
  });

  router.post('/campaigns/:questId/claim', requireQueryUser(state), (req, res) => {
    const player = res.locals.player as Player;
    const quest = quests(player).find((candidate) => String(candidate.questId) === req.params.questId);
    const definition = quest && questDefinitionOf(quest.campaignId);
    if (!quest || !definition) return sendError(res, 404, PROMOTIONS_ERROR.unknownQuest, 'This quest is not available');
    if (quest.status === 'claimed')
      return sendError(res, 409, PROMOTIONS_ERROR.rewardAlreadyClaimed, 'This reward has already been claimed');
    if (quest.status !== 'completed')
      return sendError(res, 409, PROMOTIONS_ERROR.questNotCompleted, 'Finish every step of the quest to claim its reward');
    payReward(state, rewards, player, quest, definition);
    const claimed = rewardOfQuest(quest, state.isoNow());
    rewards.recordClaim(player, claimed);
    res.json({ data: { ...quest, status: 'claimed', claimedAt: claimed.claimedAt } });
  });

  router.get('/rewards', requireQueryUser(state), (_req, res) => {
    const player = res.locals.player as Player;
    const claimable = quests(player)
      .filter((quest) => quest.status === 'completed')
      .map((quest) => rewardOfQuest(quest, null));
    const claimed = rewards.claims(player).sort((a, b) => (b.claimedAt ?? '').localeCompare(a.claimedAt ?? ''));
    res.json({ data: [...claimable, ...claimed] });
  });

  router.get('/freespins', requireQueryUser(state), (_req, res) => {
    const player = res.locals.player as Player;
    const now = state.clock.now();
    res.json({ data: rewards.freeSpins(player).filter((pack) => pack.spinsRemaining > 0 && Date.parse(pack.expiresAt) > now) });
  });

  return router;
}

/** Tells the player, once, that a quest is ready to claim (the quests panel counts these). */
function announceCompletions(rewards: PlayerRewards, publish: PublishToPlayer | undefined, player: Player, list: Campaign[]) {
  for (const quest of list) {
    if (quest.status !== 'completed' || !rewards.firstAnnouncement(player, quest.questId)) continue;
    const content: ToastContent = {
      id: `quest-complete-${quest.questId}`,
      description: `Quest complete: ${quest.title}. Claim your reward in the quests panel.`,
      type: 'success',
    };
    publish?.({ userId: player.userId, topic: 'xeniaToast', content });
  }
}

/** Pays a completed quest's reward: bonus or cash money on the balance, or a pack of free spins. */
function payReward(
  state: SandboxState,
  rewards: PlayerRewards,
  player: Player,
  quest: Campaign,
  definition: NonNullable<ReturnType<typeof questDefinitionOf>>,
) {
  const { reward } = quest;
  const description = `Quest reward: ${quest.title}`;
  if (reward.kind === 'bonus')
    state.record(player, { kind: 'bonus', balanceType: BALANCE_TYPE.bonus, amount: reward.amount, description });
  if (reward.kind === 'cash')
    state.record(player, { kind: 'bonus', balanceType: BALANCE_TYPE.real, amount: reward.amount, description });
  if (reward.kind === 'freeSpins')
    rewards.grantFreeSpins(player, {
      gameName: definition.reward.gameName ?? 'Gilded Reels',
      spins: reward.amount,
      valuePerSpin: definition.reward.valuePerSpin ?? 0.1,
      days: QUEST_FREE_SPINS_DAYS,
    });
}
