import type { GameRound, Player } from '../core/index.ts';

export type QuestRewardKind = 'freeSpins' | 'bonus' | 'cash';

/** What finishing a quest pays. */
export interface QuestReward {
  kind: QuestRewardKind;
  /** Money in major units for bonus and cash; a number of spins for free spins. */
  amount: number;
  description: string;
}

export interface QuestStep {
  description: string;
  target: number;
  /** Progress so far, never above the target. */
  progress: number;
}

/** A quest as the campaigns API returns it. */
export interface Campaign {
  campaignId: number;
  /** Unique per campaign and week: a new week brings a new quest. */
  questId: number;
  title: string;
  description: string;
  steps: QuestStep[];
  reward: QuestReward;
  status: 'active' | 'completed' | 'claimed';
  startsAt: string;
  endsAt: string;
  termsHtml: string;
}

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

/** A reward the player has claimed or can claim. */
export interface Reward {
  rewardId: number;
  questId: number;
  campaignId: number;
  title: string;
  kind: QuestRewardKind;
  amount: number;
  description: string;
  status: 'claimable' | 'claimed';
  claimedAt: string | null;
}

/** A pack of free spins on one game. */
export interface FreeSpins {
  freeSpinsId: number;
  gameGroupId?: number;
  gameName: string;
  spinsTotal: number;
  spinsRemaining: number;
  valuePerSpin: number;
  currencyIsoCode: string;
  expiresAt: string;
}
