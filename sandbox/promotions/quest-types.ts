import type { QuestRewardKind } from '../../schemas/index.ts';
import type { GameRound, Player } from '../core/index.ts';

export type {
  FreeSpinsPack as FreeSpins,
  Quest as Campaign,
  QuestPrize as QuestReward,
  QuestReward as Reward,
  QuestRewardKind,
  QuestStep,
} from '../../schemas/index.ts';

/** What a quest step measures, from the player's rounds within the quest's week. */
export type QuestMeasure = (input: { rounds: readonly GameRound[]; player: Player; today: string }) => number;

/** A quest as the sandbox defines it. */
export interface QuestDefinition {
  campaignId: number;
  title: string;
  description: string;
  steps: { description: string; target: number; measure: QuestMeasure }[];
  reward: { kind: QuestRewardKind; amount: number; gameName?: string; valuePerSpin?: number };
}
