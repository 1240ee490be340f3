import { describe, expect, it } from 'vitest';
import { markQuestsSeen, questsArrived, unseenQuestCount, type SeenQuests } from './quest-notifications.ts';

describe('the quest counter (SPEC §4 Quests)', () => {
  const quests = [
    { questId: 1, status: 'active' as const },
    { questId: 2, status: 'completed' as const },
    { questId: 3, status: 'claimed' as const },
  ];
  it.each<{ seen: SeenQuests; count: number; why: string }>([
    { seen: {}, count: 2, why: 'nothing seen: every unclaimed quest is new' },
    { seen: { 1: 'active', 2: 'completed' }, count: 0, why: 'all seen as they are' },
    { seen: { 1: 'active', 2: 'active' }, count: 1, why: 'a quest became ready to claim' },
  ])('$why → $count', ({ seen, count }) => {
    expect(unseenQuestCount(quests, seen)).toBe(count);
  });

  it('counts nothing after the player looked', () => {
    expect(unseenQuestCount(quests, markQuestsSeen(quests))).toBe(0);
  });

  it.each([
    [0, 2, true],
    [2, 3, true],
    [2, 2, false],
    [2, 0, false],
  ])('from %i to %i unseen glows: %s', (before, after, glows) => {
    expect(questsArrived(before, after)).toBe(glows);
  });
});
