import { createRandom, type Player } from '../core/index.ts';
import { utcDay } from './login-streak.ts';
import { ROTATING_QUESTS, WARM_UP_QUEST } from './quest-definitions.ts';
import { questTermsHtml } from './quest-terms-html.ts';
import type { Campaign, QuestDefinition, QuestReward } from './quest-types.ts';
import { questWeek } from './quest-week.ts';

/** Rotating quests a player gets each week beside the warm-up. */
const ROTATING_PER_WEEK = 2;

export function rewardOf(definition: QuestDefinition, currencyIsoCode: string): QuestReward {
  const { kind, amount, gameName } = definition.reward;
  const money = () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyIsoCode }).format(amount);
  const description =
    kind === 'freeSpins'
      ? `${amount} free spins on ${gameName ?? 'a featured slot'}`
      : `${money()} ${kind === 'bonus' ? 'bonus' : 'cash'}`;
  return { kind, amount, description };
}

/** The definitions a player has this week: the warm-up, and two others picked by user id and week. */
export function questsOfWeek(userId: number, weekIndex: number): QuestDefinition[] {
  const random = createRandom(`quests:${userId}:${weekIndex}`);
  const pool = [...ROTATING_QUESTS];
  const picked: QuestDefinition[] = [];
  while (picked.length < ROTATING_PER_WEEK && pool.length > 0) picked.push(...pool.splice(random.int(0, pool.length - 1), 1));
  return [WARM_UP_QUEST, ...picked.sort((a, b) => a.campaignId - b.campaignId)];
}

export const questIdOf = (campaignId: number, weekIndex: number) => campaignId * 10000 + (weekIndex % 10000);

/** The player's quests this week, with progress measured from their rounds and logins. */
export function playerQuests(player: Player, now: number, isClaimed: (questId: number) => boolean): Campaign[] {
  const week = questWeek(now);
  const rounds = player.gameRounds.filter((round) => {
    const at = Date.parse(round.at);
    return at >= week.startsAt && at < week.endsAt;
  });
  const today = utcDay(now);
  return questsOfWeek(player.userId, week.index).map((definition) => {
    const questId = questIdOf(definition.campaignId, week.index);
    const steps = definition.steps.map((step) => ({
      description: step.description,
      target: step.target,
      progress: Math.min(step.target, step.measure({ rounds, player, today })),
    }));
    const done = steps.every((step) => step.progress >= step.target);
    const reward = rewardOf(definition, player.currencyIsoCode);
    return {
      campaignId: definition.campaignId,
      questId,
      title: definition.title,
      description: definition.description,
      steps,
      reward,
      status: isClaimed(questId) ? 'claimed' : done ? 'completed' : 'active',
      startsAt: new Date(week.startsAt).toISOString(),
      endsAt: new Date(week.endsAt - 1000).toISOString(),
      termsHtml: questTermsHtml(definition, reward, week),
    };
  });
}

/** The definition behind a quest id, for paying its reward. */
export function questDefinitionOf(campaignId: number): QuestDefinition | undefined {
  return [WARM_UP_QUEST, ...ROTATING_QUESTS].find((definition) => definition.campaignId === campaignId);
}
