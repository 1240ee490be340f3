import { money } from '../core/index.ts';
import { readSandboxData } from '../data/index.ts';
import questsSchema from '../data/quests.schema.json';
import { loginStreakDays } from './login-streak.ts';
import type { QuestDefinition, QuestMeasure } from './quest-types.ts';

/** What a quest step can count, by the name sandbox/data/quests.json gives it. */
export const QUEST_MEASURES = {
  rounds: ({ rounds }) => rounds.length,
  stake: ({ rounds }) => money(rounds.reduce((sum, round) => sum + round.stake, 0)),
  winningRounds: ({ rounds }) => rounds.filter((round) => round.win > 0).length,
  distinctGames: ({ rounds }) => new Set(rounds.map((round) => round.gameGroupId)).size,
  loginStreak: ({ player, today }) => loginStreakDays(player.loginDays, today),
} satisfies Record<string, QuestMeasure>;

type QuestData = Omit<QuestDefinition, 'steps'> & {
  steps: { description: string; target: number; measure: keyof typeof QUEST_MEASURES }[];
};

/** sandbox/data/quests.json, checked against quests.schema.json beside it. */
const QUESTS = readSandboxData<{ warmUp: QuestData; rotating: QuestData[] }>('quests.json', questsSchema);

const definition = (quest: QuestData): QuestDefinition => ({
  ...quest,
  steps: quest.steps.map(({ measure, ...step }) => ({ ...step, measure: QUEST_MEASURES[measure] })),
});

/** Every player has this quest each week; it counts rounds played, so it follows real play. */
export const WARM_UP_QUEST: QuestDefinition = definition(QUESTS.warmUp);

/** The quests a player may be given beside the warm-up, two a week. */
export const ROTATING_QUESTS: readonly QuestDefinition[] = QUESTS.rotating.map(definition);
