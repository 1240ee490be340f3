import { describe, expect, it } from 'vitest';
import type { PlatformPromotion } from '../../schemas/index.ts';
import { promotionProblems } from './promotion-problems.ts';
import { OFFER_RULEBOOK } from './testing/offer-rulebook.ts';

const BOOK = OFFER_RULEBOOK;
const NOW = Date.parse('2026-06-01T00:00:00Z');
const OFFER: PlatformPromotion = {
  promotionId: 7,
  serviceId: 101,
  title: 'Welcome',
  description: 'A 100% match up to £100.',
  termsSummary: 'Bonus wagering 10x within 30 days.',
  isUserOptedIn: false,
  fromContentService: false,
  terms: { products: ['casino'], wageringMultiple: 10 },
};

describe.each([
  { case: 'within the rules', change: {}, found: [] },
  { case: 'without structured terms, within the rules', change: { terms: undefined }, found: [] },
  {
    case: 'with 35x wagering in its terms',
    change: { terms: { products: ['casino'], wageringMultiple: 35 } },
    found: [['wageringCap', '/terms/wageringMultiple']],
  },
  {
    case: 'across casino and betting',
    change: { terms: { products: ['casino', 'betting'] } },
    found: [['singleProductIncentive', '/terms/products']],
  },
  {
    case: 'advertising 35x wagering in its summary only',
    change: { termsSummary: 'Bonus wagering 35x within 30 days.' },
    found: [['wageringCap', '/termsSummary']],
  },
  {
    case: 'advertising 30x wagering in the terms’ own words',
    change: { terms: { products: ['casino'], extra: 'Winnings wagered 30 times.' } },
    found: [['wageringCap', '/terms/extra']],
  },
] as const)('a platform promotion $case', ({ change, found }) => {
  it(found.length ? `breaks ${found.map(([kind]) => kind).join(', ')}` : 'keeps the rules', () => {
    const problems = promotionProblems({ ...OFFER, ...change } as PlatformPromotion, BOOK, NOW);
    expect(problems.map((problem) => [problem.kind, problem.pointer])).toEqual(found);
  });
});

describe('a market without a rulebook', () => {
  it('takes every promotion', () => {
    expect(promotionProblems({ ...OFFER, terms: { products: ['casino', 'bingo'], wageringMultiple: 50 } }, null, NOW)).toEqual(
      [],
    );
  });
});
