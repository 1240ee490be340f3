import {
  MUST_WIN_JACKPOT_KINDS,
  PROGRESSIVE_JACKPOT_KINDS,
  type MustWinJackpot,
  type MustWinJackpotKind,
  type MustWinJackpotsRequest as ContractMustWinJackpotsRequest,
  type ProgressiveJackpot,
  type ProgressiveJackpotKind,
  type ProgressiveJackpotsRequest,
} from '../../schemas/index.ts';
import type { HttpClient } from './http-client.ts';

export { MUST_WIN_JACKPOT_KINDS, PROGRESSIVE_JACKPOT_KINDS } from '../../schemas/index.ts';
export type { MustWinJackpot, MustWinJackpotKind, ProgressiveJackpot, ProgressiveJackpotKind, ProgressiveJackpotsRequest };

/** The must-win request of the contract, and the client type the call sends as X-ClientTypeId (desktop 70, mobile 40). */
export type MustWinJackpotsRequest = ContractMustWinJackpotsRequest & { clientTypeId: number };

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
