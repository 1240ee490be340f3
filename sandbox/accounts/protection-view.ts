/**
 * What the safer-gambling calls answer, read from a player's protection state at a given moment.
 * Kept apart from the routes so login, the cashier and the calls share one reading of it.
 */
import type { ActivityStatement, DepositLimit, PendingLimitIncrease, ProtectionState } from '../../schemas/index.ts';
import type { Player } from '../core/index.ts';
import { allowances, LIMIT_PERIODS, lowestAllowance } from './deposit-allowance.ts';
import { confirmableAt } from './limit-changes.ts';

/** The JSON error codes of the safer-gambling calls (schemas/platform/accounts/protection-error-code). */
export const PROTECTION_ERROR = {
  limitReached: 16001,
  notYetConfirmable: 16002,
  noPendingIncrease: 16003,
  onBreak: 16004,
  selfExcluded: 16005,
} as const;

const iso = (ms: number) => new Date(ms).toISOString();

/** Minor units of a major-unit amount (the wallet keeps pounds, the limits pence). */
export const toMinor = (amount: number) => Math.round(amount * 100);

function pendingView(pending: { limitMinor: number | null; requestedAt: number }): PendingLimitIncrease {
  return { limitMinor: pending.limitMinor, requestedAt: iso(pending.requestedAt), confirmableAt: iso(confirmableAt(pending)) };
}

/** The ProtectionState answer: every set limit with its use, the pending increases, a running break or exclusion. */
export function protectionState(player: Player, now: number): ProtectionState {
  const { depositLimits, pendingIncreases, breakEndsAt, selfExclusionEndsAt } = player.protection;
  const { deposits } = player.protection;
  const limits: DepositLimit[] = allowances(depositLimits, deposits, now).map((allowance) => {
    const pending = pendingIncreases[allowance.period];
    return { ...allowance, ...(pending ? { pendingIncrease: pendingView(pending) } : {}) };
  });
  const pending = LIMIT_PERIODS.flatMap((period) => {
    const increase = pendingIncreases[period];
    return increase ? [{ period, pending: pendingView(increase) }] : [];
  });
  return {
    currencyIsoCode: player.currencyIsoCode,
    depositLimits: limits,
    pendingIncreases: pending,
    lowestRemainingMinor: lowestAllowance(depositLimits, deposits, now)?.remainingMinor ?? null,
    breakEndsAt: breakEndsAt !== null && breakEndsAt > now ? iso(breakEndsAt) : null,
    selfExclusionEndsAt: selfExclusionEndsAt !== null && selfExclusionEndsAt > now ? iso(selfExclusionEndsAt) : null,
  };
}

export interface Restriction {
  status: 403;
  code: (typeof PROTECTION_ERROR)['onBreak' | 'selfExcluded'];
  message: string;
  endsAt: string;
}

/** Why the player may not log in or play now (a running self-exclusion first, then a break), or undefined. */
export function activeRestriction(player: Player, now: number): Restriction | undefined {
  const { breakEndsAt, selfExclusionEndsAt } = player.protection;
  if (selfExclusionEndsAt !== null && selfExclusionEndsAt > now)
    return {
      status: 403,
      code: PROTECTION_ERROR.selfExcluded,
      message: `This account is self-excluded until ${iso(selfExclusionEndsAt)}.`,
      endsAt: iso(selfExclusionEndsAt),
    };
  if (breakEndsAt !== null && breakEndsAt > now)
    return {
      status: 403,
      code: PROTECTION_ERROR.onBreak,
      message: `This account is taking a break until ${iso(breakEndsAt)}.`,
      endsAt: iso(breakEndsAt),
    };
  return undefined;
}

/** The activity statement over [from, to): money in and out from the wallet, stakes and wins from play. */
export function activityStatement(player: Player, from: number, to: number): ActivityStatement {
  const sums = { deposit: 0, withdrawal: 0, bet: 0, win: 0 };
  for (const transaction of player.transactions) {
    const at = Date.parse(transaction.at);
    if (at < from || at >= to) continue;
    if (transaction.kind in sums) sums[transaction.kind as keyof typeof sums] += Math.abs(toMinor(transaction.amount));
  }
  return {
    from: iso(from),
    to: iso(to),
    currencyIsoCode: player.currencyIsoCode,
    depositsMinor: sums.deposit,
    withdrawalsMinor: sums.withdrawal,
    wageredMinor: sums.bet,
    wonMinor: sums.win,
    netMinor: sums.win - sums.bet,
  };
}
