import { escapeHtml } from '../core/index.ts';
import type { QuestDefinition, QuestReward } from './quest-types.ts';

const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const REWARD_TERMS: Record<QuestReward['kind'], string> = {
  bonus:
    'Bonus rewards carry 10x wagering, must be used within 7 days, and allow a maximum bet of 5 (in your account currency) per spin while active.',
  cash: 'Cash rewards have no wagering and can be withdrawn straight away.',
  freeSpins: 'Free spins must be used within 7 days; winnings from them are paid as bonus funds with 10x wagering.',
};

/** The terms of one quest, as HTML for the quests panel. */
export function questTermsHtml(definition: QuestDefinition, reward: QuestReward, week: { startsAt: number; endsAt: number }) {
  const items = [
    ...definition.steps.map((step) => `${step.description}.`),
    'Only real-money rounds count; rounds played with bonus funds or in demo mode do not.',
    `Reward: ${reward.description}. Claim it in the quests panel before the quest ends; unclaimed rewards are removed.`,
    REWARD_TERMS[reward.kind],
  ];
  return [
    `<h2>${escapeHtml(definition.title)}: quest terms</h2>`,
    `<p>This quest runs from ${longDate(week.startsAt)} to ${longDate(week.endsAt - 1)} (UTC). Progress resets when a new week begins.</p>`,
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    '<p>Quests are a bit of fun, not a target. Please play responsibly and within your limits.</p>',
  ].join('\n');
}
