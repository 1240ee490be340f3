import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBrand, useMarket } from '../../page/index.ts';
import type { MustWinJackpot, ProgressiveJackpot } from '../../platform/index.ts';
import { usePlayerSessionView } from '../session-context.tsx';
import { jackpotClock } from './jackpot-clock.ts';
import { countsUp, countUpAmounts, JACKPOT_POLL_MS } from './jackpot-count-up.ts';
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
function useJackpotValues(enabled = true): JackpotValues {
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
  const loaded = !!progressive.data || !!mustWin.data;
  return useMemo(() => ({ currencyIsoCode, byKind, loaded }), [currencyIsoCode, byKind, loaded]);
}

export interface CountedJackpots extends JackpotValues {
  /** Each loaded jackpot's amount as shown now: counting up between polls. */
  amounts: ReadonlyMap<string, number>;
}

const NO_AMOUNTS: ReadonlyMap<string, number> = new Map();

/**
 * The jackpots (see useJackpotValues) with their amounts counting up smoothly from the last poll's to
 * the new one over the poll interval, so tickers keep moving between polls; a won jackpot's fall, a
 * new currency and reduced motion show the new amount at once. One pair of queries serves every
 * ticker or card below the caller: they read `amounts` instead of counting each on its own; the page's
 * one jackpot clock (jackpot-clock.ts) times every count.
 */
export function useCountedJackpots(enabled = true): CountedJackpots {
  const values = useJackpotValues(enabled);
  const { byKind, currencyIsoCode } = values;
  const reducedMotion = usePrefersReducedMotion();
  // Keyed by the amounts, not by the answer: a poll that brings the same amounts leaves a count running.
  const amountsKey = [...byKind].map(([kind, value]) => `${kind}=${value.amount}`).join();
  const targets = useMemo(() => new Map([...byKind].map(([kind, value]) => [kind, value.amount])), [amountsKey]);
  const [shown, setShown] = useState<{ currencyIsoCode: string; amounts: ReadonlyMap<string, number> }>({
    currencyIsoCode,
    amounts: targets,
  });
  const shownRef = useRef(shown);
  useEffect(() => {
    const from = shownRef.current.currencyIsoCode === currencyIsoCode ? shownRef.current.amounts : NO_AMOUNTS;
    const show = (amounts: ReadonlyMap<string, number>) => {
      shownRef.current = { currencyIsoCode, amounts };
      setShown(shownRef.current);
    };
    if (reducedMotion || !countsUp(from, targets)) return show(targets);
    const startedAt = Date.now();
    // The page's one clock: every count on the page redraws in the same transition, and none while
    // the player touches or types. A tick is never urgent: one that is overtaken is simply skipped.
    const stop = jackpotClock.onTick(() => {
      const amounts = countUpAmounts(from, targets, Date.now() - startedAt, JACKPOT_POLL_MS);
      show(amounts);
      if (!countsUp(amounts, targets)) stop();
    });
    return stop;
  }, [targets, currencyIsoCode, reducedMotion]);
  // Amounts of another currency are never shown in this one: placeholders until the new ones come.
  const amounts = shown.currencyIsoCode === currencyIsoCode ? shown.amounts : NO_AMOUNTS;
  return useMemo(() => ({ ...values, amounts }), [values, amounts]);
}
