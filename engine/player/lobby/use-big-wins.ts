import { useEffect, useMemo, useState } from 'react';
import { deriveBigWins, hourKeyOf, sortBigWins, type BigWin, type BigWinSortMode } from './big-wins.ts';
import { useGameCatalogue } from './use-lobby.ts';

/** How often the hour is looked at again, so a page left open moves on to the next hour's wins. */
const HOUR_CHECK_MS = 60_000;

/**
 * The current hour's big wins in a sort mode, or null while the catalogue (browser only) or the
 * clock (read in an effect, never while rendering) is not known yet.
 */
export function useBigWins(mode: BigWinSortMode, count: number): BigWin[] | null {
  const { index } = useGameCatalogue();
  const [hour, setHour] = useState<string | null>(null);
  useEffect(() => {
    const check = () => setHour(hourKeyOf(new Date()));
    check();
    const timer = setInterval(check, HOUR_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const wins = useMemo(() => (index && hour ? deriveBigWins(index.games, hour) : null), [index, hour]);
  return useMemo(() => (wins ? sortBigWins(wins, mode).slice(0, count) : null), [wins, mode, count]);
}
