/**
 * Free-text amounts and the lengths of a break and a self-exclusion, as the UK codes allow them.
 * Each error names the field and the rule, in words a player understands.
 */
import { MAX_LIMIT_MINOR } from './deposit-allowance.ts';

export interface RuleError {
  field: string;
  message: string;
}

/** A break ("time-out") runs from one day up to six weeks. */
export const BREAK_MIN_DAYS = 1;
export const BREAK_MAX_DAYS = 42;
/** Self-exclusion runs at least six months and, here, at most five years. */
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads a free-text amount ("20", "20.5", "1,000.00") in a currency with `decimals` minor digits as
 * an integer of minor units; RTS 12B wants free text, so no preset list narrows it first.
 */
export function parseAmount(field: string, text: unknown, decimals = 2): { minor: number } | { error: RuleError } {
  const raw =
    typeof text === 'string' ? text.trim().replace(/,(?=\d{3}(\D|$))/g, '') : typeof text === 'number' ? String(text) : '';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(raw);
  if (!match) return { error: { field, message: `${field} must be an amount such as 20 or 20.50` } };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return { error: { field, message: `${field} has more than ${decimals} decimal places` } };
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (minor <= 0) return { error: { field, message: `${field} must be more than zero` } };
  if (minor > MAX_LIMIT_MINOR)
    return { error: { field, message: `${field} must be at most ${MAX_LIMIT_MINOR / 10 ** decimals}` } };
  return { minor };
}

/** When a break of `days` days taken at `now` ends, or the rule it breaks. */
export function breakEnd(days: unknown, now: number): { endsAt: number } | { error: RuleError } {
  if (!Number.isInteger(days) || (days as number) < BREAK_MIN_DAYS || (days as number) > BREAK_MAX_DAYS)
    return {
      error: { field: 'days', message: `days must be a whole number from ${BREAK_MIN_DAYS} to ${BREAK_MAX_DAYS} (six weeks)` },
    };
  return { endsAt: now + (days as number) * DAY_MS };
}

/** When a self-exclusion of `months` calendar months taken at `now` ends, or the rule it breaks. */
export function selfExclusionEnd(months: unknown, now: number): { endsAt: number } | { error: RuleError } {
  if (
    !Number.isInteger(months) ||
    (months as number) < SELF_EXCLUSION_MIN_MONTHS ||
    (months as number) > SELF_EXCLUSION_MAX_MONTHS
  )
    return {
      error: {
        field: 'months',
        message: `months must be a whole number from ${SELF_EXCLUSION_MIN_MONTHS} (six months) to ${SELF_EXCLUSION_MAX_MONTHS} (five years)`,
      },
    };
  const date = new Date(now);
  const target = date.getUTCMonth() + (months as number);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), target + 1, 0)).getUTCDate();
  return { endsAt: Date.UTC(date.getUTCFullYear(), target, Math.min(date.getUTCDate(), lastDay)) + (now % DAY_MS) };
}
