import type { HttpClient } from './http-client.ts';

/** A promotion as the promotions service returns it (SPEC §3 Promotion). */
export interface PlatformPromotion {
  /** Null for an informational card that cannot be opted in to. */
  promotionId: number | null;
  /** The service that owns the offer; its terms are fetched with it. */
  serviceId: number;
  title: string;
  description: string;
  imageUrl?: string;
  termsSummary?: string;
  startsAt?: string;
  endsAt?: string;
  isUserOptedIn: boolean;
  /** True for editorial cards published from the content service. */
  fromContentService: boolean;
  optInRequired?: boolean;
  category?: string;
}

/** The opt-in answer: HTTP 200 either way; responseCode 200 is the only success (SPEC §5). */
export interface OptInResponse {
  responseCode: number;
  promotionId?: number;
  isUserOptedIn?: boolean;
  message?: string;
}

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
      const answer = await http.request<{ data?: PlatformPromotion[] }>('POST', `${accountPath(account)}/get`, {
        body: { brand: request.brand, isRow: request.isRow },
        bearer: account.userToken,
        retry: false,
        signal,
      });
      return answer?.data ?? [];
    },

    optIn(account: PromotionAccount, promotionId: number, optInData: unknown = {}) {
      return http.request<OptInResponse>('POST', `${accountPath(account)}/promotion/${promotionId}/optin`, {
        body: { userId: account.userId, casinoId: account.casinoId, promotionId, optInData },
        bearer: account.userToken,
      });
    },

    /** The promotion's full terms as CMS HTML (sanitise before rendering). */
    async termsAndConditions(account: PromotionAccount, promotionId: number, serviceId: number) {
      const answer = await http.request<{ html?: string }>(
        'POST',
        `${accountPath(account)}/promotion/${promotionId}/gettermsandconditions`,
        { body: { serviceId }, bearer: account.userToken, retry: true },
      );
      return answer?.html ?? '';
    },
  };
}

export type PromotionsClient = ReturnType<typeof createPromotionsClient>;
