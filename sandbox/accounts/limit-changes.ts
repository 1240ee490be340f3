import type { LimitPeriod } from './deposit-allowance.ts';

/** RTS 12D: an increase (or removal) of a limit waits this long after the request before it can be confirmed. */
export const INCREASE_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export interface PendingIncrease {
  period: LimitPeriod;
  /** The new limit in minor units, or null to remove the limit. */
  limitMinor: number | null;
  requestedAt: number;
}

export type LimitChange =
  { kind: 'applies-now'; limitMinor: number } | { kind: 'needs-cooling-off'; pending: PendingIncrease; confirmableAt: number };

/**
 * What asking for `wanted` does when `current` is set: a first limit or a lower one restricts the
 * player and applies at once; a higher one or a removal waits for the cooling-off and a confirmation.
 */
export function requestLimit(period: LimitPeriod, current: number | undefined, wanted: number | null, now: number): LimitChange {
  if (wanted !== null && (current === undefined || wanted <= current)) return { kind: 'applies-now', limitMinor: wanted };
  return {
    kind: 'needs-cooling-off',
    pending: { period, limitMinor: wanted, requestedAt: now },
    confirmableAt: confirmableAt({ requestedAt: now }),
  };
}

/** When a pending increase may be confirmed: 24 hours after it was requested, not after it was last seen. */
export function confirmableAt(pending: Pick<PendingIncrease, 'requestedAt'>): number {
  return pending.requestedAt + INCREASE_COOLING_OFF_MS;
}

/** RTS 12D's "positive confirmation after" the cooling-off: only a confirmation made once it has run counts. */
export function isConfirmable(pending: Pick<PendingIncrease, 'requestedAt'>, now: number): boolean {
  return now >= confirmableAt(pending);
}

/** The longest a test may move one player's limit requests back: a year, the statement's longest span. */
export const MAX_ELAPSE_HOURS = 366 * 24;

/**
 * Time passes for one player's limit requests only: each pending increase is moved back as if asked
 * for `ms` earlier, so a test sees its cooling-off end without moving the clock every other player
 * (and every token) shares.
 */
export function elapsePendingIncreases(pending: Partial<Record<LimitPeriod, { requestedAt: number }>>, ms: number): void {
  for (const increase of Object.values(pending)) if (increase) increase.requestedAt -= ms;
}
