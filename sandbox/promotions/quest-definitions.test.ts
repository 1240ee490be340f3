import { describe, expect, it } from 'vitest';
import { sandboxSchemas } from '../../schemas/index.ts';
import { QUEST_MEASURES, ROTATING_QUESTS, WARM_UP_QUEST } from './quest-definitions.ts';

describe('the quests (sandbox/data/quests.json)', () => {
  it('count every measure their schema allows, and nothing else', () => {
    const named = sandboxSchemas.QuestDefinitions.definitions.quest.properties.steps.items.properties.measure.enum;
    expect(Object.keys(QUEST_MEASURES).sort()).toEqual([...named].sort());
  });

  it('are the warm-up and the rotating ones, each step counting from the rounds and logins', () => {
    expect([WARM_UP_QUEST, ...ROTATING_QUESTS].map((quest) => quest.campaignId)).toEqual([71, 72, 73, 74, 75]);
    const rounds = [
      { stake: 1.1, win: 2, gameGroupId: 1 },
      { stake: 2.25, win: 0, gameGroupId: 2 },
      { stake: 3, win: 1, gameGroupId: 1 },
    ];
    const input = { rounds, player: { loginDays: ['2026-01-02', '2026-01-03'] }, today: '2026-01-03' } as unknown as Parameters<
      (typeof QUEST_MEASURES)['rounds']
    >[0];
    const counted = [WARM_UP_QUEST, ...ROTATING_QUESTS].flatMap((quest) => quest.steps.map((step) => step.measure(input)));
    expect(counted).toEqual([3, 6.35, 2, 2, 3, 2]);
  });
});
