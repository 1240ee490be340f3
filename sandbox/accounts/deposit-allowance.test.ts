import { describe, expect, it } from 'vitest';
import { allowances, checkDeposit, lowestAllowance, windowStart, type LimitSet, type PastDeposit } from './deposit-allowance.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const ago = (ms: number, amountMinor: number): PastDeposit => ({ at: NOW - ms, amountMinor });

describe('windowStart', () => {
  it.each([
    ['day', NOW, NOW - DAY],
    ['week', NOW, NOW - 7 * DAY],
    ['month', NOW, Date.UTC(2026, 9, 26, 12)],
    ['month', Date.UTC(2026, 2, 31, 8), Date.UTC(2026, 1, 28, 8)],
    ['month', Date.UTC(2026, 0, 15, 0, 30), Date.UTC(2025, 11, 15, 0, 30)],
  ] as const)('%s window ending %d starts at %d', (period, now, start) => {
    expect(windowStart(period, now)).toBe(start);
  });
});

describe('allowances', () => {
  it.each<[string, LimitSet, PastDeposit[], Record<string, [used: number, remaining: number]>]>([
    ['no limit set: nothing to report', {}, [ago(HOUR, 500)], {}],
    ['a deposit inside the day counts', { day: 2000 }, [ago(HOUR, 1500)], { day: [1500, 500] }],
    ['a deposit 24 hours old has left the day', { day: 2000 }, [ago(DAY, 1500)], { day: [0, 2000] }],
    ['over-use shows zero left, never negative', { day: 1000 }, [ago(HOUR, 1500)], { day: [1500, 0] }],
    [
      'one deposit counts in every window it falls in',
      { day: 2000, week: 5000, month: 10000 },
      [ago(HOUR, 1000), ago(3 * DAY, 2000), ago(20 * DAY, 4000)],
      { day: [1000, 1000], week: [3000, 2000], month: [7000, 3000] },
    ],
    ['a deposit 35 days old is outside the month', { month: 10000 }, [ago(35 * DAY, 9000)], { month: [0, 10000] }],
  ])('%s', (_case, limits, deposits, expected) => {
    const got = Object.fromEntries(allowances(limits, deposits, NOW).map((a) => [a.period, [a.usedMinor, a.remainingMinor]]));
    expect(got).toEqual(expected);
  });
});

describe('lowestAllowance', () => {
  it.each<[string, LimitSet, PastDeposit[], string | undefined, number | undefined]>([
    ['none set', {}, [], undefined, undefined],
    ['the week binds when its remainder is lower than the day', { day: 2000, week: 3000 }, [ago(2 * DAY, 2500)], 'week', 500],
    ['the day binds when it is lowest', { day: 2000, week: 10000 }, [ago(HOUR, 1800)], 'day', 200],
    ['a month limit lower than the day binds', { day: 5000, month: 1000 }, [], 'month', 1000],
  ])('%s', (_case, limits, deposits, period, remaining) => {
    const lowest = lowestAllowance(limits, deposits, NOW);
    expect(lowest?.period).toBe(period);
    expect(lowest?.remainingMinor).toBe(remaining);
  });
});

describe('checkDeposit', () => {
  it.each<[string, LimitSet, PastDeposit[], number, string | undefined, number | undefined]>([
    ['no limit: anything goes', {}, [ago(HOUR, 99999)], 100000, undefined, undefined],
    ['£20 a day: £15 fits', { day: 2000 }, [], 1500, undefined, undefined],
    ['£20 a day: exactly £20 fits', { day: 2000 }, [], 2000, undefined, undefined],
    ['£20 a day: £30 refused, resets when it would fit (never without raising)', { day: 2000 }, [], 3000, 'day', NOW + DAY],
    [
      '£20 a day after £15: £10 refused until the £15 leaves the window',
      { day: 2000 },
      [ago(2 * HOUR, 1500)],
      1000,
      'day',
      NOW - 2 * HOUR + DAY,
    ],
    [
      'ages out oldest first: £5 10h ago and £10 2h ago, £10 more fits once the £5 has left',
      { day: 2000 },
      [ago(10 * HOUR, 500), ago(2 * HOUR, 1000)],
      1000,
      'day',
      NOW - 10 * HOUR + DAY,
    ],
    [
      'the week refuses although the day would allow',
      { day: 5000, week: 6000 },
      [ago(3 * DAY, 5000)],
      2000,
      'week',
      NOW - 3 * DAY + 7 * DAY,
    ],
  ])('%s', (_case, limits, deposits, amount, period, resetsAt) => {
    const check = checkDeposit(limits, deposits, amount, NOW);
    if (period === undefined) expect(check).toEqual({ allowed: true });
    else expect(check).toMatchObject({ allowed: false, period, resetsAt });
  });

  it('names the remaining allowance, so the player sees £5 left after £15 of £20', () => {
    expect(checkDeposit({ day: 2000 }, [ago(HOUR, 1500)], 3000, NOW)).toMatchObject({
      allowed: false,
      limitMinor: 2000,
      remainingMinor: 500,
    });
  });
});
