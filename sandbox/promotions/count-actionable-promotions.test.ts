import { describe, expect, it } from 'vitest';
import { countActionablePromotions } from './count-actionable-promotions.ts';

const promotion = (overrides: { promotionId?: number | null; fromContentService?: boolean; isUserOptedIn?: boolean }) => ({
  promotionId: 1,
  fromContentService: false,
  isUserOptedIn: false,
  ...overrides,
});

describe('countActionablePromotions (SPEC §4 count rule)', () => {
  it.each([
    { rule: 'an actionable promotion counts', promotion: promotion({}), counted: 1 },
    {
      rule: 'a promotion from the content service does not count',
      promotion: promotion({ fromContentService: true }),
      counted: 0,
    },
    { rule: 'a promotion the player opted in to does not count', promotion: promotion({ isUserOptedIn: true }), counted: 0 },
    { rule: 'a promotion without an id does not count', promotion: promotion({ promotionId: null }), counted: 0 },
  ])('$rule', ({ promotion, counted }) => {
    expect(countActionablePromotions([promotion])).toBe(counted);
  });

  it('counts only the actionable promotions of a mixed list', () => {
    const list = [
      promotion({ promotionId: 1 }),
      promotion({ promotionId: 2 }),
      promotion({ promotionId: 3, isUserOptedIn: true }),
      promotion({ promotionId: 4, fromContentService: true }),
      promotion({ promotionId: null }),
    ];
    expect(countActionablePromotions(list)).toBe(2);
    expect(countActionablePromotions([])).toBe(0);
  });
});
