import { describe, expect, it } from 'vitest';
import { countsUp, countUpAmounts, countUpValue } from './jackpot-count-up.ts';

describe('a jackpot counting up between polls', () => {
  it.each([
    ['at the start', 100, 200, 0, 1000, 100],
    ['half way', 100, 200, 500, 1000, 150],
    ['at the end', 100, 200, 1000, 1000, 200],
    ['after the end', 100, 200, 5000, 1000, 200],
    ['a won jackpot falls at once', 200, 50, 10, 1000, 50],
    ['no change', 200, 200, 10, 1000, 200],
    ['no time to count', 100, 200, 0, 0, 200],
  ])('%s', (_case, from, to, elapsed, duration, shown) => expect(countUpValue(from, to, elapsed, duration)).toBe(shown));
});

describe('every jackpot of a page counting up together', () => {
  const amounts = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it.each([
    ['a pool below its new value climbs', { rapid: 100 }, { rapid: 200 }, true],
    ['every pool at its value: nothing to do', { rapid: 200, daily: 50 }, { rapid: 200, daily: 50 }, false],
    ['a won pool falls, the others are there', { rapid: 200, daily: 50 }, { rapid: 20, daily: 50 }, false],
    ['a pool seen for the first time is shown at once', {}, { rapid: 200 }, false],
    ['one of several climbs', { rapid: 200, daily: 40 }, { rapid: 200, daily: 50 }, true],
  ])('%s', (_case, shown, targets, climbing) => expect(countsUp(amounts(shown), amounts(targets))).toBe(climbing));

  it('moves each pool its own way in the same tick: up evenly, down and new at once', () => {
    const from = amounts({ rapid: 100, daily: 500 });
    const targets = amounts({ rapid: 200, daily: 50, wowPot: 9 });
    expect(Object.fromEntries(countUpAmounts(from, targets, 500, 1000))).toEqual({ rapid: 150, daily: 50, wowPot: 9 });
    expect(Object.fromEntries(countUpAmounts(from, targets, 1000, 1000))).toEqual({ rapid: 200, daily: 50, wowPot: 9 });
  });
});
