/**
 * Deposit-limit arithmetic of the Gambling Commission's RTS 12 (as amended 31 October 2025 and
 * 30 June 2026), kept free of I/O so the accounts service and the cashier share one reading of it.
 *
 * Periods are rolling windows that end now, not calendar days/weeks/months. A calendar period lets a
 * player deposit the whole allowance at 23:59 and again at 00:01, doubling the limit the player chose
 * within two minutes; a rolling window never allows more than the limit inside any span of the
 * period's length, which is what a limit is for and how most UK operators (and GAMSTOP's guidance on
 * "deposit limits per 24 hours / 7 days / month") present it. "One month" is the span back to the same
 * clock time on the same day of the previous calendar month (clamped to that month's last day).
 */

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The largest limit accepted, in minor units (1,000,000.00 of a two-decimal currency). */
export const MAX_LIMIT_MINOR = 100_000_000;

/** A deposit already taken, counted against every window it falls in. */
export interface PastDeposit {
  at: number;
  amountMinor: number;
}

export type LimitSet = Partial<Record<LimitPeriod, number>>;

/** Where the window of `period` that ends at `now` begins (exclusive: a deposit at the start has left it). */
export function windowStart(period: LimitPeriod, now: number): number {
  switch (period) {
    case 'day':
      return now - DAY_MS;
    case 'week':
      return now - 7 * DAY_MS;
    case 'month': {
      const date = new Date(now);
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth() - 1;
      const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      const day = Math.min(date.getUTCDate(), lastDay);
      return Date.UTC(year, month, day) + (now % DAY_MS);
    }
  }
}

/** How long the window of `period` ending at `now` is, so a deposit made then leaves it at `at + length`. */
function windowLength(period: LimitPeriod, now: number): number {
  return now - windowStart(period, now);
}

export interface PeriodAllowance {
  period: LimitPeriod;
  limitMinor: number;
  usedMinor: number;
  remainingMinor: number;
}

/** Used and remaining allowance for every period that has a limit, in LIMIT_PERIODS order. */
export function allowances(limits: LimitSet, deposits: readonly PastDeposit[], now: number): PeriodAllowance[] {
  return LIMIT_PERIODS.flatMap((period) => {
    const limitMinor = limits[period];
    if (limitMinor === undefined) return [];
    const start = windowStart(period, now);
    const usedMinor = deposits.filter((d) => d.at > start && d.at <= now).reduce((sum, d) => sum + d.amountMinor, 0);
    return [{ period, limitMinor, usedMinor, remainingMinor: Math.max(0, limitMinor - usedMinor) }];
  });
}

/** The allowance that binds: the lowest remaining one, or undefined when no limit is set. */
export function lowestAllowance(limits: LimitSet, deposits: readonly PastDeposit[], now: number): PeriodAllowance | undefined {
  return allowances(limits, deposits, now).reduce<PeriodAllowance | undefined>(
    (lowest, next) => (lowest === undefined || next.remainingMinor < lowest.remainingMinor ? next : lowest),
    undefined,
  );
}

export type DepositCheck =
  { allowed: true } | { allowed: false; period: LimitPeriod; limitMinor: number; remainingMinor: number; resetsAt: number };

/**
 * Whether a deposit of `amountMinor` fits every limit. When it does not, names the period that
 * refuses it and when enough of that window's deposits will have left it for this amount to fit
 * (the "period restarts" moment of RTS 12B for a rolling window). Where several refuse, the one
 * with the lowest remaining allowance is named, as the player sees that one first.
 */
export function checkDeposit(limits: LimitSet, deposits: readonly PastDeposit[], amountMinor: number, now: number): DepositCheck {
  const refusing = allowances(limits, deposits, now)
    .filter((a) => amountMinor > a.remainingMinor)
    .sort((a, b) => a.remainingMinor - b.remainingMinor);
  const binding = refusing[0];
  if (binding === undefined) return { allowed: true };
  return {
    allowed: false,
    period: binding.period,
    limitMinor: binding.limitMinor,
    remainingMinor: binding.remainingMinor,
    resetsAt: fitsAgainAt(binding.period, binding.limitMinor, deposits, amountMinor, now),
  };
}

/** The first moment the window's deposits, as they age out, leave room for `amountMinor`. */
function fitsAgainAt(
  period: LimitPeriod,
  limitMinor: number,
  deposits: readonly PastDeposit[],
  amountMinor: number,
  now: number,
) {
  const length = windowLength(period, now);
  const inWindow = deposits.filter((d) => d.at > now - length && d.at <= now).sort((a, b) => a.at - b.at);
  let used = inWindow.reduce((sum, d) => sum + d.amountMinor, 0);
  for (const deposit of inWindow) {
    used -= deposit.amountMinor;
    if (used + amountMinor <= limitMinor) return deposit.at + length;
  }
  // Only reached when the amount alone passes the limit: it never fits without raising the limit.
  return (inWindow.at(-1)?.at ?? now) + length;
}
