import { renderTemplate } from '../core/index.ts';
import type { QuestDefinition, QuestReward } from './quest-types.ts';

const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const REWARD_TERMS: Record<QuestReward['kind'], string> = {
  bonus:
    'Bonus rewards carry 10x wagering, must be used within 7 days, and allow a maximum bet of 5 (in your account currency) per spin while active.',
  cash: 'Cash rewards have no wagering and can be withdrawn straight away.',
  freeSpins: 'Free spins must be used within 7 days; winnings from them are paid as bonus funds with 10x wagering.',
};

/** The terms of one quest (promotions/quest-terms.eta), as HTML for the quests panel. */
export function questTermsHtml(definition: QuestDefinition, reward: QuestReward, week: { startsAt: number; endsAt: number }) {
  return renderTemplate('promotions/quest-terms', {
    title: definition.title,
    startsOn: longDate(week.startsAt),
    endsOn: longDate(week.endsAt - 1),
    steps: definition.steps.map((step) => step.description),
    reward: reward.description,
    rewardTerms: REWARD_TERMS[reward.kind],
  }).value;
}
