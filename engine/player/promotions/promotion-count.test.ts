import { describe, expect, it } from 'vitest';
import { countActionablePromotions } from './promotion-count.ts';
import { PROMOTIONS_QUERY_POLICY, promotionsRetryDelayMs } from './promotions-query-policy.ts';

describe('the promotions count (SPEC §4)', () => {
  it.each([
    {
      rule: 'a platform promotion not opted in, with an id, counts',
      promotionId: 7,
      fromContentService: false,
      isUserOptedIn: false,
      counts: 1,
    },
    { rule: 'one already opted in does not', promotionId: 7, fromContentService: false, isUserOptedIn: true, counts: 0 },
    { rule: 'one from the content service does not', promotionId: 7, fromContentService: true, isUserOptedIn: false, counts: 0 },
    {
      rule: 'one without a promotion id does not',
      promotionId: null,
      fromContentService: false,
      isUserOptedIn: false,
      counts: 0,
    },
  ])('$rule', ({ promotionId, fromContentService, isUserOptedIn, counts }) => {
    expect(countActionablePromotions([{ promotionId, fromContentService, isUserOptedIn }])).toBe(counts);
  });

  it('adds up a mixed list', () => {
    const list = [
      { promotionId: 1, fromContentService: false, isUserOptedIn: false },
      { promotionId: 2, fromContentService: false, isUserOptedIn: false },
      { promotionId: 3, fromContentService: false, isUserOptedIn: true },
      { promotionId: null, fromContentService: true, isUserOptedIn: false },
    ];
    expect(countActionablePromotions(list)).toBe(2);
    expect(countActionablePromotions([])).toBe(0);
  });
});

describe('the promotions query policy (SPEC §9)', () => {
  it('is fresh 5 minutes, kept 10, never refetched on focus, always on mount, retried twice', () => {
    expect(PROMOTIONS_QUERY_POLICY).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
      refetchOnMount: 'always',
      retry: 2,
    });
  });

  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [5, 30_000],
    [10, 30_000],
  ])('retry %i waits %i ms', (attempt, delay) => {
    expect(promotionsRetryDelayMs(attempt)).toBe(delay);
  });
});
