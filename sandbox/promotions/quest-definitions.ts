import { money } from '../core/index.ts';
import { readSandboxData } from '../data/index.ts';
import type { QuestDefinitions } from '../../schemas/index.ts';
import { loginStreakDays } from './login-streak.ts';
import type { QuestDefinition, QuestMeasure } from './quest-types.ts';

type SandboxQuest = QuestDefinitions['warmUp'];
type QuestMeasureName = SandboxQuest['steps'][number]['measure'];

/** What a quest step can count, by the name sandbox/data/quests.json gives it. */
export const QUEST_MEASURES = {
  rounds: ({ rounds }) => rounds.length,
  stake: ({ rounds }) => money(rounds.reduce((sum, round) => sum + round.stake, 0)),
  winningRounds: ({ rounds }) => rounds.filter((round) => round.win > 0).length,
  distinctGames: ({ rounds }) => new Set(rounds.map((round) => round.gameGroupId)).size,
  loginStreak: ({ player, today }) => loginStreakDays(player.loginDays, today),
} satisfies Record<QuestMeasureName, QuestMeasure>;

/** sandbox/data/quests.json, checked against schemas/sandbox/quests.schema.json. */
const QUESTS = readSandboxData<QuestDefinitions>('quests.json', 'QuestDefinitions');

const definition = (quest: SandboxQuest): QuestDefinition => ({
  ...quest,
  steps: quest.steps.map(({ measure, ...step }) => ({ ...step, measure: QUEST_MEASURES[measure] })),
});

/** Every player has this quest each week; it counts rounds played, so it follows real play. */
export const WARM_UP_QUEST: QuestDefinition = definition(QUESTS.warmUp);

/** The quests a player may be given beside the warm-up, two a week. */
export const ROTATING_QUESTS: readonly QuestDefinition[] = QUESTS.rotating.map(definition);
