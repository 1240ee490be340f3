import { describe, expect, it } from 'vitest';
import type { PromotionTerms } from '../../schemas/index.ts';
import { offerProblems } from './offer-problems.ts';
import { OFFER_RULEBOOK } from './testing/offer-rulebook.ts';

const BOOK = OFFER_RULEBOOK;
const AFTER = Date.parse('2026-06-01T00:00:00Z');
const BEFORE = Date.parse('2026-01-18T23:59:59Z');
const CAP = 'the Gambling Commission caps wagering at 10x (LCCP SR code 5.1.1(3a))';
const ONE_PRODUCT = 'the Gambling Commission allows one type of gambling product per offer (LCCP SR code 5.1.1(3b))';

const casino = (terms: Partial<PromotionTerms> = {}): PromotionTerms => ({ products: ['casino'], ...terms });

describe.each([
  { rule: 'wageringCap', case: 'no wagering', terms: casino(), now: AFTER, problems: [] },
  { rule: 'wageringCap', case: 'wagering at the cap', terms: casino({ wageringMultiple: 10 }), now: AFTER, problems: [] },
  {
    rule: 'wageringCap',
    case: 'wagering over the cap',
    terms: casino({ wageringMultiple: 35 }),
    now: AFTER,
    problems: [
      {
        kind: 'wageringCap',
        source: 'LCCP SR code 5.1.1(3a)',
        pointer: '/wageringMultiple',
        message: `asks for 35x wagering; ${CAP}`,
      },
    ],
  },
  {
    rule: 'wageringCap',
    case: 'a fraction over the cap',
    terms: casino({ wageringMultiple: 10.5 }),
    now: AFTER,
    problems: [
      {
        kind: 'wageringCap',
        source: 'LCCP SR code 5.1.1(3a)',
        pointer: '/wageringMultiple',
        message: `asks for 10.5x wagering; ${CAP}`,
      },
    ],
  },
  {
    rule: 'wageringCap',
    case: 'over the cap before its date',
    terms: casino({ wageringMultiple: 35 }),
    now: BEFORE,
    problems: [],
  },
  { rule: 'singleProductIncentive', case: 'one product', terms: casino(), now: AFTER, problems: [] },
  {
    rule: 'singleProductIncentive',
    case: 'two products',
    terms: { products: ['casino', 'betting'] },
    now: AFTER,
    problems: [
      {
        kind: 'singleProductIncentive',
        source: 'LCCP SR code 5.1.1(3b)',
        pointer: '/products',
        message: `covers casino and betting; ${ONE_PRODUCT}`,
      },
    ],
  },
  {
    rule: 'singleProductIncentive',
    case: 'three products',
    terms: { products: ['casino', 'bingo', 'lottery'] },
    now: AFTER,
    problems: [expect.objectContaining({ pointer: '/products', message: `covers casino, bingo and lottery; ${ONE_PRODUCT}` })],
  },
  {
    rule: 'singleProductIncentive',
    case: 'two products before its date',
    terms: { products: ['casino', 'betting'] },
    now: BEFORE,
    problems: [],
  },
  {
    rule: 'both',
    case: 'over the cap across two products',
    terms: { products: ['casino', 'betting'], wageringMultiple: 20 },
    now: AFTER,
    problems: [expect.objectContaining({ pointer: '/wageringMultiple' }), expect.objectContaining({ pointer: '/products' })],
  },
] as const)('$rule: an offer with $case', ({ terms, now, problems }) => {
  it(problems.length ? 'breaks the rule, naming the field' : 'keeps the rule', () => {
    expect(offerProblems(terms as PromotionTerms, BOOK, now)).toEqual(problems);
  });
});

describe('a market without the rules', () => {
  it.each([
    ['no rulebook', null],
    ['a book without offer rules', { ...BOOK, rules: [] }],
  ])('%s: any offer passes', (_case, book) => {
    expect(offerProblems({ products: ['casino', 'betting'], wageringMultiple: 50 }, book, AFTER)).toEqual([]);
  });
});
