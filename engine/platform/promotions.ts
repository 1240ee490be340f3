import type {
  OptInRequest,
  OptInResponse,
  PlatformPromotion,
  PromotionsRequest,
  PromotionsResponse,
  PromotionTermsRequest,
  PromotionTermsResponse,
} from '../../schemas/index.ts';
import type { HttpClient } from './http-client.ts';

export type { OptInResponse, PlatformPromotion };

export interface PromotionAccount {
  userId: number;
  casinoId: number;
  /** The user token, sent as a bearer token. */
  userToken?: string;
}

const BASE = '/api/promotions';
const accountPath = ({ userId, casinoId }: PromotionAccount) => `${BASE}/account/${userId}/casino/${casinoId}`;

/** SPEC §5: an opt-in succeeded only when its response code is 200. */
export const isOptInSuccess = (response: Pick<OptInResponse, 'responseCode'> | null | undefined) =>
  response?.responseCode === 200;

/** The promotions calls of SPEC §7. */
export function createPromotionsClient(http: HttpClient) {
  return {
    /** The player's promotions with their opt-in state. Retries are the caller's (the promotions query policy). */
    async listForAccount(account: PromotionAccount, request: { brand: string; isRow: boolean }, signal?: AbortSignal) {
      const answer = await http.request<Partial<PromotionsResponse>>('POST', `${accountPath(account)}/get`, {
        body: { brand: request.brand, isRow: request.isRow } satisfies PromotionsRequest,
        bearer: account.userToken,
        retry: false,
        signal,
      });
      return answer?.data ?? [];
    },

    optIn(account: PromotionAccount, promotionId: number, optInData: unknown = {}) {
      return http.request<OptInResponse>('POST', `${accountPath(account)}/promotion/${promotionId}/optin`, {
        body: { userId: account.userId, casinoId: account.casinoId, promotionId, optInData } satisfies OptInRequest,
        bearer: account.userToken,
      });
    },

    /** The promotion's full terms as CMS HTML (sanitise before rendering). */
    async termsAndConditions(account: PromotionAccount, promotionId: number, serviceId: number) {
      const answer = await http.request<Partial<PromotionTermsResponse>>(
        'POST',
        `${accountPath(account)}/promotion/${promotionId}/gettermsandconditions`,
        { body: { serviceId } satisfies PromotionTermsRequest, bearer: account.userToken, retry: true },
      );
      return answer?.html ?? '';
    },
  };
}

export type PromotionsClient = ReturnType<typeof createPromotionsClient>;
