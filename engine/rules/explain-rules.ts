import type { Rule, RuleKind } from '../../schemas/index.ts';
import { scheduleInstant } from '../schedule/index.ts';
import { isRuleInForce, type MarketRulebook } from './rulebook.ts';

/** One rule of a market's book as the CLI, the studio and the docs say it. */
export interface ExplainedRule {
  kind: RuleKind;
  source: string;
  summary: string;
  inForceFrom: string;
  /** Whether it applies at the instant explained. */
  inForce: boolean;
  /** "in force since 19 Jan 2026" or "from 19 Jan 2027, not yet in force". */
  when: string;
  /** What it asks in numbers, where it has any: "at most 10x". */
  requires?: string;
}

/** A rule's date of effect as a day of the calendar in the market's zone: "19 Jan 2026". */
function dayOf(rule: Rule, timeZone: string): string {
  const instant = scheduleInstant(rule.inForceFrom);
  if (instant === undefined) return rule.inForceFrom;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(instant);
}

/** Every rule of a market's book with whether it applies at `now`, in the book's order; none without a book. */
export function explainRules(book: MarketRulebook | null | undefined, now: number, timeZone = 'UTC'): ExplainedRule[] {
  return (book?.rules ?? []).map((rule) => {
    const inForce = isRuleInForce(rule, now);
    const day = dayOf(rule, timeZone);
    return {
      kind: rule.kind,
      source: rule.source,
      summary: rule.summary,
      inForceFrom: rule.inForceFrom,
      inForce,
      when: inForce ? `in force since ${day}` : `from ${day}, not yet in force`,
      ...(rule.maxMultiple === undefined ? {} : { requires: `at most ${rule.maxMultiple}x` }),
    };
  });
}
