import { describe, expect, it } from 'vitest';
import { countUpValue } from './jackpot-count-up.ts';

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
