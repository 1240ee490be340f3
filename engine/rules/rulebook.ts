import type { Rule, RuleKind, Rulebook } from '../../schemas/index.ts';
import { scheduleInstant } from '../schedule/index.ts';

export type { Rule, RuleKind, Rulebook };

/** A market's rulebook as the engine carries it to the page: the book's id (its file name) and its rules with their dates. */
export interface MarketRulebook {
  /** The file name under rulebooks/ without .json: `ukgc`. */
  id: string;
  name: string;
  regulator: string;
  /** The countries whose markets must name this book (ISO2). */
  countries: readonly string[];
  rules: readonly Rule[];
}

/** The book a market of that country must name, if any. */
export const rulebookOfCountry = (books: readonly MarketRulebook[], country: string | null | undefined) =>
  country ? books.find((book) => book.countries.includes(country)) : undefined;

/** Whether a rule applies at an instant: its date of effect has come. A date that cannot be read never applies. */
export function isRuleInForce(rule: Rule, now: number): boolean {
  const from = scheduleInstant(rule.inForceFrom);
  return from !== undefined && from <= now;
}

/** The rules of a market's book that apply at an instant; none where the market names no book. */
export const rulesInForce = (book: MarketRulebook | null | undefined, now: number): Rule[] =>
  (book?.rules ?? []).filter((rule) => isRuleInForce(rule, now));

/** The market's rule of one kind when it applies at that instant, else undefined. */
export const ruleInForce = (book: MarketRulebook | null | undefined, kind: RuleKind, now: number): Rule | undefined =>
  book?.rules.find((rule) => rule.kind === kind && isRuleInForce(rule, now));

/**
 * The next instant after `now` at which one of the book's rules takes effect: a page built from the
 * rules in force must not be cached past it.
 */
export function nextRuleChange(book: MarketRulebook | null | undefined, now: number): number | undefined {
  const later = (book?.rules ?? []).map((rule) => scheduleInstant(rule.inForceFrom)).filter((at) => at !== undefined && at > now);
  return later.length ? Math.min(...(later as number[])) : undefined;
}
