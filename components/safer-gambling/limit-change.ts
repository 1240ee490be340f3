import type { DepositLimitPeriod, PendingLimitIncrease, ProtectionState } from '../../engine/platform/index.ts';

/** What a limit request did, read from the states before and after it (the analytics action and the message). */
export type LimitChange = 'limit_set' | 'limit_decreased' | 'limit_increase_requested' | 'unchanged';

const limitOf = (state: ProtectionState, period: DepositLimitPeriod) =>
  state.depositLimits.find((limit) => limit.period === period);

/**
 * RTS 12D as the player sees it: a first limit is set and a lower one applies at once; a higher one
 * (or a removal) waits as a pending increase.
 */
export function limitChangeOf(before: ProtectionState, after: ProtectionState, period: DepositLimitPeriod): LimitChange {
  const was = limitOf(before, period);
  const now = limitOf(after, period);
  const pending = now?.pendingIncrease;
  if (pending && pending.requestedAt !== was?.pendingIncrease?.requestedAt) return 'limit_increase_requested';
  if (!now) return 'unchanged';
  if (!was) return 'limit_set';
  return now.limitMinor < was.limitMinor ? 'limit_decreased' : 'unchanged';
}

/** Whether a pending increase may be confirmed now: its 24-hour cooling-off is over. */
export const isConfirmable = (pending: PendingLimitIncrease, now: number) => Date.parse(pending.confirmableAt) <= now;

/** Major units of the contract's minor units (pence to pounds), for money formatting. */
export const fromMinor = (minor: number) => minor / 100;
