import { describe, expect, it } from 'vitest';
import { breakEnd, parseAmount, selfExclusionEnd } from './protection-rules.ts';

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('parseAmount', () => {
  it.each<[unknown, number | string]>([
    ['20', 2000],
    ['20.5', 2050],
    ['20.50', 2050],
    [' 7 ', 700],
    ['1,000.00', 100000],
    [15, 1500],
    ['0.01', 1],
    ['1000000', 100000000],
    ['0', 'must be more than zero'],
    ['0.00', 'must be more than zero'],
    ['-5', 'must be an amount'],
    ['1e3', 'must be an amount'],
    ['', 'must be an amount'],
    ['abc', 'must be an amount'],
    [null, 'must be an amount'],
    ['20.001', 'more than 2 decimal places'],
    ['1000000.01', 'must be at most 1000000'],
  ])('%j → %s', (text, expected) => {
    const result = parseAmount('limit', text);
    if (typeof expected === 'number') expect(result).toEqual({ minor: expected });
    else expect('error' in result && result.error.message).toContain(expected);
  });

  it('knows currencies without minor units', () => {
    expect(parseAmount('limit', '500', 0)).toEqual({ minor: 500 });
    expect('error' in parseAmount('limit', '5.5', 0)).toBe(true);
  });
});

describe('breakEnd', () => {
  it.each<[unknown, number | undefined]>([
    [1, NOW + DAY],
    [7, NOW + 7 * DAY],
    [42, NOW + 42 * DAY],
    [0, undefined],
    [43, undefined],
    [1.5, undefined],
    ['7', undefined],
  ])('%j days', (days, endsAt) => {
    const result = breakEnd(days, NOW);
    if (endsAt === undefined) expect(result).toMatchObject({ error: { field: 'days' } });
    else expect(result).toEqual({ endsAt });
  });
});

describe('selfExclusionEnd', () => {
  it.each<[unknown, number | undefined]>([
    [6, Date.UTC(2027, 4, 26, 12)],
    [60, Date.UTC(2031, 10, 26, 12)],
    [5, undefined],
    [61, undefined],
    [undefined, undefined],
  ])('%j months', (months, endsAt) => {
    const result = selfExclusionEnd(months, NOW);
    if (endsAt === undefined) expect(result).toMatchObject({ error: { field: 'months' } });
    else expect(result).toEqual({ endsAt });
  });

  it('clamps to the end of a shorter month', () => {
    expect(selfExclusionEnd(6, Date.UTC(2026, 7, 31))).toEqual({ endsAt: Date.UTC(2027, 1, 28) });
  });
});
