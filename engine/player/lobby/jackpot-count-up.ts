/** How often jackpot values are polled; the tickers count up between polls across this time. */
export const JACKPOT_POLL_MS = 30_000;
/** How often a counting ticker redraws: smooth to the eye, cheap for the page. */
export const JACKPOT_TICK_MS = 100;

/**
 * The value a ticker shows `elapsed` ms into a count from `from` to `to` lasting `duration` ms:
 * it climbs evenly and stays at `to` once there. A falling value (a jackpot was won) is shown at once.
 */
export function countUpValue(from: number, to: number, elapsed: number, duration: number): number {
  if (to <= from || duration <= 0 || elapsed >= duration) return to;
  return from + ((to - from) * Math.max(0, elapsed)) / duration;
}
