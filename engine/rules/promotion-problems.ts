import type { PlatformPromotion } from '../../schemas/index.ts';
import { offerProblems, type OfferProblem } from './offer-problems.ts';
import type { MarketRulebook } from './rulebook.ts';
import { wageringCopyProblems } from './wagering-copy-problems.ts';

/**
 * What a platform promotion breaks of the market's rules in force at `now`: its terms' fields, and
 * any copy of it (title, description, terms summary, the terms' own words) advertising more wagering
 * than the cap. Pointers are into the promotion (`/terms/wageringMultiple`, `/termsSummary`).
 */
export function promotionProblems(
  promotion: Pick<PlatformPromotion, 'title' | 'description' | 'termsSummary' | 'terms'>,
  book: MarketRulebook | null | undefined,
  now: number,
): OfferProblem[] {
  if (!book) return [];
  const { title, description, termsSummary, terms } = promotion;
  return [
    ...(terms ? offerProblems(terms, book, now).map((problem) => ({ ...problem, pointer: `/terms${problem.pointer}` })) : []),
    ...wageringCopyProblems({ title, description, termsSummary, terms }, book, now),
  ];
}
