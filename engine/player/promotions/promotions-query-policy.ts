import { trackError } from '../../telemetry/index.ts';
/** SPEC §9 promotions query: fresh 5 minutes, kept 10 minutes. */
export const PROMOTIONS_STALE_MS = 5 * 60_000;
export const PROMOTIONS_CACHE_MS = 10 * 60_000;
/** Up to 2 retries, the delay doubling from 1 s and capped at 30 s. */
export const PROMOTIONS_RETRIES = 2;
export const PROMOTIONS_RETRY_BASE_MS = 1_000;
export const PROMOTIONS_RETRY_MAX_MS = 30_000;

/** The delay before retry n (0-based): 1 s, 2 s, 4 s … never more than 30 s. */
export const promotionsRetryDelayMs = (attempt: number) =>
  Math.min(PROMOTIONS_RETRY_BASE_MS * 2 ** attempt, PROMOTIONS_RETRY_MAX_MS);

/** The TanStack Query options of the promotions list. */
export const PROMOTIONS_QUERY_POLICY = {
  staleTime: PROMOTIONS_STALE_MS,
  gcTime: PROMOTIONS_CACHE_MS,
  refetchOnWindowFocus: false,
  refetchOnMount: 'always',
  retry: PROMOTIONS_RETRIES,
  retryDelay: promotionsRetryDelayMs,
} as const;

/** Every promotions query starts with this key; logout removes them all. */
export const PROMOTIONS_QUERY_ROOT = 'promotions';
export const promotionsQueryKey = (userId: number, casinoId: number) => [PROMOTIONS_QUERY_ROOT, userId, casinoId] as const;

/** SPEC §8 error-tracking names of this area. */
export const PROMOTION_ERRORS = {
  fetch: 'PROMOTIONS_FETCH_ERROR',
  optIn: 'PROMOTION_OPT_IN_ERROR',
} as const;

export type PromotionErrorName = (typeof PROMOTION_ERRORS)[keyof typeof PROMOTION_ERRORS];

/** Reports a promotions failure under its SPEC name, to error tracking. */
export function reportPromotionError(name: PromotionErrorName, error: unknown): void {
  trackError(name, { message: error instanceof Error ? error.message : String(error) });
}
