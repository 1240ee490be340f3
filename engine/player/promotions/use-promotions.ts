import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOptInSuccess, type PlatformPromotion } from '../../platform/index.ts';
import { usePlatform } from '../platform-context.tsx';
import { usePlayerSessionView } from '../session-context.tsx';
import { countActionablePromotions } from './promotion-count.ts';
import {
  PROMOTION_ERRORS,
  PROMOTIONS_QUERY_POLICY,
  PROMOTIONS_QUERY_ROOT,
  promotionsQueryKey,
  reportPromotionError,
} from './promotions-query-policy.ts';

const EMPTY: readonly PlatformPromotion[] = [];

/** Where the player plays: the page's brand and market (engine/player does not read page data itself). */
export interface PromotionsMarket {
  /** The brand name the promotions service knows (brand.name). */
  brand: string;
  isRow: boolean;
  casinoId: number;
}

/** The promotions client and the player's account for it; the account is undefined when logged out. */
function usePromotionsAccount(market: PromotionsMarket) {
  const session = usePlayerSessionView();
  const { promotions: client } = usePlatform();
  const account =
    session.loggedIn && session.userId !== undefined
      ? { userId: session.userId, casinoId: market.casinoId, userToken: session.userToken }
      : undefined;
  return { client, account, loggedIn: session.loggedIn };
}

/**
 * The player's platform promotions and the count of SPEC §4. Fetched only when logged in with a
 * user id; on logout the list and count reset (the cached lists are dropped too).
 */
export function usePlatformPromotions(market: PromotionsMarket) {
  const queryClient = useQueryClient();
  const { client, account, loggedIn } = usePromotionsAccount(market);

  useEffect(() => {
    if (!loggedIn) queryClient.removeQueries({ queryKey: [PROMOTIONS_QUERY_ROOT] });
  }, [loggedIn, queryClient]);

  const query = useQuery({
    ...PROMOTIONS_QUERY_POLICY,
    queryKey: account ? promotionsQueryKey(account.userId, account.casinoId) : [PROMOTIONS_QUERY_ROOT, 'none'],
    enabled: account !== undefined,
    queryFn: async ({ signal }) => {
      try {
        return await client.listForAccount(account!, { brand: market.brand, isRow: market.isRow }, signal);
      } catch (error) {
        reportPromotionError(PROMOTION_ERRORS.fetch, error);
        throw error;
      }
    },
  });

  const promotions = account ? (query.data ?? EMPTY) : EMPTY;
  return {
    promotions,
    count: countActionablePromotions(promotions),
    isLoading: account !== undefined && query.isPending,
    isError: account !== undefined && query.isError,
  };
}

/** The count of SPEC §4 alone, e.g. for a header badge. */
export const usePromotionsCount = (market: PromotionsMarket) => usePlatformPromotions(market).count;

/** Opts the player in; success is responseCode 200 only, and marks the promotion opted in at once. */
export function usePromotionOptIn(market: PromotionsMarket) {
  const queryClient = useQueryClient();
  const { client, account } = usePromotionsAccount(market);
  return useMutation({
    mutationFn: async (promotionId: number) => {
      if (!account) throw new Error('Opt-in needs a logged-in player');
      const answer = await client.optIn(account, promotionId);
      if (!isOptInSuccess(answer)) throw new Error(answer?.message ?? `Opt-in refused: ${answer?.responseCode}`);
      return answer;
    },
    onSuccess: (_answer, promotionId) => {
      if (!account) return;
      queryClient.setQueryData<PlatformPromotion[]>(promotionsQueryKey(account.userId, account.casinoId), (list) =>
        list?.map((promotion) => (promotion.promotionId === promotionId ? { ...promotion, isUserOptedIn: true } : promotion)),
      );
    },
    onError: (error) => reportPromotionError(PROMOTION_ERRORS.optIn, error),
  });
}

/** A promotion's full terms (CMS HTML), fetched while the terms window shows it. */
export function usePromotionTerms(market: PromotionsMarket, promotion: { promotionId: number; serviceId: number } | undefined) {
  const { client, account } = usePromotionsAccount(market);
  return useQuery({
    queryKey: ['promotionTerms', promotion?.promotionId, promotion?.serviceId],
    enabled: promotion !== undefined,
    staleTime: PROMOTIONS_QUERY_POLICY.staleTime,
    queryFn: async () => {
      // The terms are public: a logged-out visitor asks under user 0.
      const [html, { sanitizeCmsHtml }] = await Promise.all([
        client.termsAndConditions(
          account ?? { userId: 0, casinoId: market.casinoId },
          promotion!.promotionId,
          promotion!.serviceId,
        ),
        // The sanitiser loads only when terms are opened: pages get their CMS HTML sanitised by the server.
        import('../../cms-html/index.ts'),
      ]);
      return sanitizeCmsHtml(html);
    },
  });
}
