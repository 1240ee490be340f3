import type { Quest } from '../../engine/platform/index.ts';

/** SPEC §9: the quests button glows for 6 seconds when new quests arrive. */
export const QUEST_GLOW_MS = 6_000;

/** The status the player last saw each quest in, by quest id. */
export type SeenQuests = Readonly<Record<string, Quest['status']>>;

/**
 * The notification counter (SPEC §4 Quests): quests the player has not seen yet, or has not seen
 * in their current state (a quest that became ready to claim counts again). Claimed ones never count.
 */
export function unseenQuestCount(quests: readonly Pick<Quest, 'questId' | 'status'>[], seen: SeenQuests): number {
  return quests.filter((quest) => quest.status !== 'claimed' && seen[quest.questId] !== quest.status).length;
}

/** Opening the panel marks every quest as seen in its current state. */
export function markQuestsSeen(quests: readonly Pick<Quest, 'questId' | 'status'>[]): SeenQuests {
  return Object.fromEntries(quests.map((quest) => [quest.questId, quest.status]));
}

/** Whether the counter went up: new quests arrived, and the button should glow. */
export const questsArrived = (previousCount: number, count: number) => count > previousCount;

/** Where a player's seen quests are remembered between pages. */
export const seenQuestsKey = (userId: number | undefined) => `questsSeen:${userId ?? 'anonymous'}`;

export function parseSeenQuests(stored: string | null): SeenQuests {
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SeenQuests) : {};
  } catch {
    return {};
  }
}
