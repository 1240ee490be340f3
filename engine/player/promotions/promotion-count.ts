import type { PlatformPromotion } from '../../platform/index.ts';

/**
 * SPEC §4: the promotions count covers promotions not from the content service, not opted in, and
 * with a promotion id (the offers a player can still act on).
 */
export function countActionablePromotions(
  promotions: readonly Pick<PlatformPromotion, 'promotionId' | 'fromContentService' | 'isUserOptedIn'>[],
): number {
  return promotions.filter(
    (promotion) => !promotion.fromContentService && !promotion.isUserOptedIn && promotion.promotionId != null,
  ).length;
}
