import type { PromotionTerms, RuleKind } from '../../schemas/index.ts';
import { ruleInForce, type MarketRulebook } from './rulebook.ts';

/** One way an offer breaks a rule of the market's book: which rule, where the regulator says it, which field. */
export interface OfferProblem {
  kind: RuleKind;
  source: string;
  /** A JSON pointer to the field (`/wageringMultiple`, `/products`), from the terms or text checked. */
  pointer: string;
  /** What is wrong and what the rule allows, as `cli validate`, the studio and the server's log say it. */
  message: string;
}

/** "casino and betting", "casino, bingo and lottery". */
const listed = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The rule's own words for a wagering cap: "the Gambling Commission caps wagering at 10x (LCCP SR code 5.1.1(3a))". */
export function wageringCapWords(
  book: MarketRulebook,
  now: number,
): { maxMultiple: number; words: string; source: string } | undefined {
  const rule = ruleInForce(book, 'wageringCap', now);
  if (rule?.maxMultiple === undefined) return undefined;
  return {
    maxMultiple: rule.maxMultiple,
    source: rule.source,
    words: `the ${book.regulator} caps wagering at ${rule.maxMultiple}x (${rule.source})`,
  };
}

/**
 * What an offer's terms break of the market's rules in force at `now`: a wagering multiple over the
 * cap (wageringCap), more than one type of gambling product (singleProductIncentive). Empty when the
 * book has neither rule in force, or the terms keep both.
 */
export function offerProblems(terms: PromotionTerms, book: MarketRulebook | null | undefined, now: number): OfferProblem[] {
  if (!book) return [];
  const problems: OfferProblem[] = [];
  const cap = wageringCapWords(book, now);
  const multiple = terms.wageringMultiple ?? 0;
  if (cap && multiple > cap.maxMultiple)
    problems.push({
      kind: 'wageringCap',
      source: cap.source,
      pointer: '/wageringMultiple',
      message: `asks for ${multiple}x wagering; ${cap.words}`,
    });
  const single = ruleInForce(book, 'singleProductIncentive', now);
  const products = terms.products ?? [];
  if (single && products.length > 1)
    problems.push({
      kind: 'singleProductIncentive',
      source: single.source,
      pointer: '/products',
      message: `covers ${listed(products)}; the ${book.regulator} allows one type of gambling product per offer (${single.source})`,
    });
  return problems;
}
