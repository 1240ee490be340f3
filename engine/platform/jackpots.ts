import type { HttpClient } from './http-client.ts';

/** Progressive pools (SPEC §3 "Progressive types"). */
export const PROGRESSIVE_JACKPOT_KINDS = ['megaMoolah', 'wowPot', 'mustWinJackpot'] as const;
export type ProgressiveJackpotKind = (typeof PROGRESSIVE_JACKPOT_KINDS)[number];
/** Must-win drops (SPEC §3 "Must-win type"). */
export const MUST_WIN_JACKPOT_KINDS = ['rapid', 'daily'] as const;
export type MustWinJackpotKind = (typeof MUST_WIN_JACKPOT_KINDS)[number];

export interface ProgressiveJackpot {
  type: ProgressiveJackpotKind;
  moduleId: number;
  amount: number;
  currencyIsoCode: string;
}

export interface MustWinJackpot {
  type: MustWinJackpotKind;
  amount: number;
  /** The amount it must be won by. */
  mustWinBy?: number;
  /** When a daily jackpot drops (ISO date). */
  dropsAt?: string;
  currencyIsoCode: string;
}

export interface ProgressiveJackpotsRequest {
  /** Module ids to ask for; empty asks for every pool. */
  moduleIds: number[];
  currencyIsoCode: string;
}

export interface MustWinJackpotsRequest {
  /** Game ids to ask for; empty asks for every drop of the product. */
  jackpotGames: number[];
  /** The brand's product node id. */
  productId: number;
  currencyIsoCode: string;
  /** The market's client type (desktop 70, mobile 40), sent as X-ClientTypeId. */
  clientTypeId: number;
}

export interface JackpotsApi {
  progressive(request: ProgressiveJackpotsRequest): Promise<ProgressiveJackpot[]>;
  mustWin(request: MustWinJackpotsRequest): Promise<MustWinJackpot[]>;
}

/** Entries of `{ data: [...] }` that carry a known type and a finite amount; anything else is dropped. */
function entriesOf<T extends { type: string; amount: number }>(body: unknown, kinds: readonly string[]): T[] {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (entry): entry is T =>
      !!entry &&
      typeof entry === 'object' &&
      kinds.includes((entry as T).type) &&
      typeof (entry as T).amount === 'number' &&
      Number.isFinite((entry as T).amount),
  );
}

/** The jackpot calls of SPEC §7: progressivejackpots and jackpots (with X-ClientTypeId). */
export function createJackpotsApi(http: HttpClient): JackpotsApi {
  return {
    async progressive({ moduleIds, currencyIsoCode }) {
      const body = await http.request<unknown>('POST', '/api/games/progressivejackpots', {
        body: { moduleIds, currencyIsoCode },
        retry: true,
      });
      return entriesOf<ProgressiveJackpot>(body, PROGRESSIVE_JACKPOT_KINDS);
    },
    async mustWin({ jackpotGames, productId, currencyIsoCode, clientTypeId }) {
      const body = await http.request<unknown>('POST', '/api/games/jackpots', {
        body: { jackpotGames, productId, currencyIsoCode },
        headers: { 'X-ClientTypeId': String(clientTypeId) },
        retry: true,
      });
      return entriesOf<MustWinJackpot>(body, MUST_WIN_JACKPOT_KINDS);
    },
  };
}
