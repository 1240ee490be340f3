import { money } from '../core/index.ts';
import { loginStreakDays } from './login-streak.ts';
import type { QuestDefinition } from './quest-types.ts';

/** Every player has this quest each week; it counts rounds played, so it follows real play. */
export const WARM_UP_QUEST: QuestDefinition = {
  campaignId: 71,
  title: 'Warm-Up Spins',
  description: 'Ease into the week: play 20 rounds on any slot and collect a bonus.',
  steps: [{ description: 'Play 20 rounds on any slot', target: 20, measure: ({ rounds }) => rounds.length }],
  reward: { kind: 'bonus', amount: 5 },
};

/** The quests a player may be given beside the warm-up, two a week. */
export const ROTATING_QUESTS: readonly QuestDefinition[] = [
  {
    campaignId: 72,
    title: 'Big Night In',
    description: 'Settle in for the evening: stake a total of 50 across any games this week.',
    steps: [
      {
        description: 'Stake a total of 50 on any games',
        target: 50,
        measure: ({ rounds }) => money(rounds.reduce((sum, round) => sum + round.stake, 0)),
      },
    ],
    reward: { kind: 'freeSpins', amount: 20, gameName: 'Gilded Reels', valuePerSpin: 0.1 },
  },
  {
    campaignId: 73,
    title: 'Lucky Seven',
    description: 'Land seven winning rounds this week, on any game you like.',
    steps: [
      {
        description: 'Land 7 winning rounds',
        target: 7,
        measure: ({ rounds }) => rounds.filter((round) => round.win > 0).length,
      },
    ],
    reward: { kind: 'cash', amount: 3 },
  },
  {
    campaignId: 74,
    title: 'The Grand Tour',
    description: 'Try something new: play three different games and 15 rounds in total.',
    steps: [
      {
        description: 'Play 3 different games',
        target: 3,
        measure: ({ rounds }) => new Set(rounds.map((round) => round.gameGroupId)).size,
      },
      { description: 'Play 15 rounds in total', target: 15, measure: ({ rounds }) => rounds.length },
    ],
    reward: { kind: 'freeSpins', amount: 15, gameName: 'Thunder Falls', valuePerSpin: 0.2 },
  },
  {
    campaignId: 75,
    title: 'A Regular at the Table',
    description: 'Drop in three days in a row and we will save you a seat, and a bonus.',
    steps: [
      {
        description: 'Log in 3 days in a row',
        target: 3,
        measure: ({ player, today }) => loginStreakDays(player.loginDays, today),
      },
    ],
    reward: { kind: 'bonus', amount: 10 },
  },
];
