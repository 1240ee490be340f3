import { describe, expect, it } from 'vitest';
import type { DepositLimit, ProtectionState } from '../../engine/platform/index.ts';
import { isConfirmable, limitChangeOf } from './limit-change.ts';

const state = (...limits: DepositLimit[]): ProtectionState => ({
  currencyIsoCode: 'GBP',
  depositLimits: limits,
  pendingIncreases: [],
  lowestRemainingMinor: null,
  breakEndsAt: null,
  selfExclusionEndsAt: null,
});
const day = (limitMinor: number, pendingMinor?: number, requestedAt = '2026-11-22T12:00:00.000Z'): DepositLimit => ({
  period: 'day',
  limitMinor,
  usedMinor: 0,
  remainingMinor: limitMinor,
  ...(pendingMinor === undefined
    ? {}
    : { pendingIncrease: { limitMinor: pendingMinor, requestedAt, confirmableAt: '2026-11-23T12:00:00.000Z' } }),
});

describe('limitChangeOf: what a request did, by RTS 12D', () => {
  it.each([
    { name: 'a first limit is set', before: state(), after: state(day(2000)), change: 'limit_set' },
    { name: 'a lower limit applies at once', before: state(day(2000)), after: state(day(1000)), change: 'limit_decreased' },
    {
      name: 'a higher limit waits as an increase',
      before: state(day(2000)),
      after: state(day(2000, 5000)),
      change: 'limit_increase_requested',
    },
    {
      name: 'a second increase replaces the first',
      before: state(day(2000, 5000)),
      after: state(day(2000, 6000, '2026-11-22T13:00:00.000Z')),
      change: 'limit_increase_requested',
    },
    { name: 'the same limit again changes nothing', before: state(day(2000)), after: state(day(2000)), change: 'unchanged' },
    { name: 'a limit that is not set stays unset', before: state(), after: state(), change: 'unchanged' },
  ])('$name', ({ before, after, change }) => {
    expect(limitChangeOf(before, after, 'day')).toBe(change);
  });
});

describe('isConfirmable: only once the cooling-off is over', () => {
  const pending = { limitMinor: 5000, requestedAt: '2026-11-22T12:00:00.000Z', confirmableAt: '2026-11-23T12:00:00.000Z' };
  it.each([
    { at: '2026-11-23T11:59:59.999Z', confirmable: false },
    { at: '2026-11-23T12:00:00.000Z', confirmable: true },
    { at: '2026-11-30T12:00:00.000Z', confirmable: true },
  ])('at $at: $confirmable', ({ at, confirmable }) => {
    expect(isConfirmable(pending, Date.parse(at))).toBe(confirmable);
  });
});
