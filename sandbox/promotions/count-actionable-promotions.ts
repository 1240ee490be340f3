import type { Promotion } from './promotion-types.ts';

/**
 * The promotions badge count of SPEC §4: promotions not from the content service, not opted in, and
 * with a promotion id. Pure, so the front end can use it too.
 */
export function countActionablePromotions(
  promotions: readonly Pick<Promotion, 'promotionId' | 'fromContentService' | 'isUserOptedIn'>[],
): number {
  return promotions.filter(
    (promotion) => !promotion.fromContentService && !promotion.isUserOptedIn && promotion.promotionId != null,
  ).length;
}
