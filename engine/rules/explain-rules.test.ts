import { describe, expect, it } from 'vitest';
import { explainRules } from './explain-rules.ts';
import type { MarketRulebook } from './rulebook.ts';

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
      summary: 'Cap.',
    },
    { kind: 'netPositionInPlay', source: 'RTS 2E', inForceFrom: '2025-01-17T00:00:00+00:00', summary: 'Net.' },
  ],
};

describe('the rules of a market, explained', () => {
  it('say which apply at the instant, since when or from when, and what they ask in numbers', () => {
    expect(explainRules(BOOK, Date.parse('2025-06-01T00:00:00Z'), 'Europe/London')).toEqual([
      {
        kind: 'wageringCap',
        source: 'LCCP SR code 5.1.1(3a)',
        summary: 'Cap.',
        inForceFrom: '2026-01-19T00:00:00+00:00',
        inForce: false,
        when: 'from 19 Jan 2026, not yet in force',
        requires: 'at most 10x',
      },
      {
        kind: 'netPositionInPlay',
        source: 'RTS 2E',
        summary: 'Net.',
        inForceFrom: '2025-01-17T00:00:00+00:00',
        inForce: true,
        when: 'in force since 17 Jan 2025',
      },
    ]);
  });

  it('are none for a market without a rulebook', () => {
    expect(explainRules(null, Date.now())).toEqual([]);
  });
});
