export { countActionablePromotions } from './promotion-count.ts';
export {
  PROMOTIONS_QUERY_POLICY,
  PROMOTIONS_STALE_MS,
  PROMOTIONS_CACHE_MS,
  PROMOTIONS_RETRIES,
  PROMOTIONS_RETRY_BASE_MS,
  PROMOTIONS_RETRY_MAX_MS,
  PROMOTION_ERRORS,
  promotionsRetryDelayMs,
  promotionsQueryKey,
  reportPromotionError,
  type PromotionErrorName,
} from './promotions-query-policy.ts';
export {
  usePlatformPromotions,
  usePromotionsCount,
  usePromotionOptIn,
  usePromotionTerms,
  type PromotionsMarket,
} from './use-promotions.ts';
export { isOptInSuccess, type PlatformPromotion, type OptInResponse } from '../../platform/index.ts';
