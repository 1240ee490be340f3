import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBrand, useMarket } from '../../page/index.ts';
import type { MustWinJackpot, ProgressiveJackpot } from '../../platform/index.ts';
import { usePlayerSessionView } from '../session-context.tsx';
import { countUpValue, JACKPOT_POLL_MS, JACKPOT_TICK_MS } from './jackpot-count-up.ts';
import { useLobbyServices } from './use-lobby.ts';
import { usePrefersReducedMotion } from './use-media-query.ts';

export interface JackpotValue {
  amount: number;
  /** A must-win jackpot's cap. */
  mustWinBy?: number;
  /** When a daily must-win jackpot drops (ISO). */
  dropsAt?: string;
}

export interface JackpotValues {
  /** The currency the amounts are in: the player's when logged in, else the market's. */
  currencyIsoCode: string;
  /** Each known jackpot by kind (megaMoolah, wowPot, mustWinJackpot, rapid, daily); empty until loaded. */
  byKind: ReadonlyMap<string, JackpotValue>;
  loaded: boolean;
}

/** The player's currency when logged in, else the market's (SPEC §3 jackpot requests carry it). */
export function usePlayerCurrency(): string {
  const session = usePlayerSessionView();
  const market = useMarket();
  return (session.loggedIn && session.currencyIsoCode) || market.currencyIsoCode;
}

/** Progressive and must-win jackpots, polled every JACKPOT_POLL_MS. One fetch serves every ticker on the page. */
export function useJackpotValues(enabled = true): JackpotValues {
  const { jackpots } = useLobbyServices();
  const { productNodeId } = useBrand();
  const { clientTypeId } = useMarket();
  const currencyIsoCode = usePlayerCurrency();
  const common = { enabled, refetchInterval: JACKPOT_POLL_MS, staleTime: JACKPOT_POLL_MS / 2 };
  const progressive = useQuery({
    ...common,
    queryKey: ['jackpots', 'progressive', currencyIsoCode],
    queryFn: (): Promise<ProgressiveJackpot[]> => jackpots.progressive({ moduleIds: [], currencyIsoCode }),
  });
  const mustWin = useQuery({
    ...common,
    queryKey: ['jackpots', 'must-win', productNodeId, currencyIsoCode, clientTypeId],
    queryFn: (): Promise<MustWinJackpot[]> =>
      jackpots.mustWin({ jackpotGames: [], productId: productNodeId, currencyIsoCode, clientTypeId }),
  });
  const byKind = useMemo(() => {
    const map = new Map<string, JackpotValue>();
    for (const pool of progressive.data ?? []) map.set(pool.type, { amount: pool.amount });
    for (const drop of mustWin.data ?? [])
      map.set(drop.type, { amount: drop.amount, mustWinBy: drop.mustWinBy, dropsAt: drop.dropsAt });
    return map;
  }, [progressive.data, mustWin.data]);
  return { currencyIsoCode, byKind, loaded: !!progressive.data || !!mustWin.data };
}

/**
 * A jackpot amount that counts up smoothly from the last poll's value to the new one over the poll
 * interval, so a ticker keeps moving between polls. With reduced motion it jumps to each new value.
 */
export function useCountUp(target: number | undefined, durationMs = JACKPOT_POLL_MS): number | undefined {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(target);
  const shownRef = useRef(shown);
  useEffect(() => {
    if (target === undefined) return;
    const from = shownRef.current;
    const show = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (from === undefined || reducedMotion || target <= from) return show(target);
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const value = countUpValue(from, target, Date.now() - startedAt, durationMs);
      show(value);
      if (value === target) clearInterval(timer);
    }, JACKPOT_TICK_MS);
    return () => clearInterval(timer);
  }, [target, reducedMotion, durationMs]);
  return shown;
}
