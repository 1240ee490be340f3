import { describe, expect, it } from 'vitest';
import { nextRuleChange, ruleInForce, rulesInForce, type MarketRulebook } from './rulebook.ts';

const BOOK: MarketRulebook = {
  id: 'test',
  name: 'Test',
  regulator: 'A regulator',
  countries: ['GB'],
  rules: [
    {
      kind: 'wageringCap',
      maxMultiple: 10,
      source: 'LCCP SR code 5.1.1(3a)',
      inForceFrom: '2026-01-19T00:00:00+00:00',
      summary: '10x',
    },
    { kind: 'elapsedTimeInPlay', source: 'RTS 13C', inForceFrom: '2025-01-17T00:00:00+00:00', summary: 'Time' },
  ],
};
const at = (iso: string) => Date.parse(iso);

describe.each([
  { when: 'before either date', now: '2025-01-16T23:59:59Z', inForce: [] },
  { when: 'at the first date, to the millisecond', now: '2025-01-17T00:00:00Z', inForce: ['elapsedTimeInPlay'] },
  { when: 'the day before the cap', now: '2026-01-18T12:00:00Z', inForce: ['elapsedTimeInPlay'] },
  { when: 'once the cap applies', now: '2026-01-19T00:00:00Z', inForce: ['wageringCap', 'elapsedTimeInPlay'] },
])('a rulebook $when', ({ now, inForce }) => {
  it(`applies ${inForce.join(' and ') || 'nothing'}`, () => {
    expect(rulesInForce(BOOK, at(now)).map((rule) => rule.kind)).toEqual(inForce);
    expect(ruleInForce(BOOK, 'wageringCap', at(now)) !== undefined).toBe(inForce.includes('wageringCap'));
  });
});

describe('a market without a rulebook', () => {
  it('has no rule in force and no change to wait for', () => {
    expect(rulesInForce(null, Date.now())).toEqual([]);
    expect(ruleInForce(undefined, 'saferGamblingTools', Date.now())).toBeUndefined();
    expect(nextRuleChange(null, Date.now())).toBeUndefined();
  });
});

describe('the next change of a rulebook', () => {
  it('is the next date of effect after now, none once every rule applies', () => {
    expect(nextRuleChange(BOOK, at('2025-06-01T00:00:00Z'))).toBe(at('2026-01-19T00:00:00Z'));
    expect(nextRuleChange(BOOK, at('2026-01-19T00:00:00Z'))).toBeUndefined();
  });
});
