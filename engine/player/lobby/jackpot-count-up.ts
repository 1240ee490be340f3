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

/** Whether any amount in `shown` still has to climb to its target (a falling or new one is shown at once). */
export function countsUp(shown: ReadonlyMap<string, number>, targets: ReadonlyMap<string, number>): boolean {
  for (const [kind, target] of targets) {
    const from = shown.get(kind);
    if (from !== undefined && from < target) return true;
  }
  return false;
}

/** Every jackpot's amount `elapsed` ms into counting from `from` to `targets` (see countUpValue); new ones at their target. */
export function countUpAmounts(
  from: ReadonlyMap<string, number>,
  targets: ReadonlyMap<string, number>,
  elapsed: number,
  duration: number,
): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const [kind, target] of targets) amounts.set(kind, countUpValue(from.get(kind) ?? target, target, elapsed, duration));
  return amounts;
}
