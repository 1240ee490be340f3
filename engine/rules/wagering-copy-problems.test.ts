import { describe, expect, it } from 'vitest';
import { advertisedWageringMultiples, wageringCopyProblems } from './wagering-copy-problems.ts';
import { OFFER_RULEBOOK } from './testing/offer-rulebook.ts';

const BOOK = OFFER_RULEBOOK;
const NOW = Date.parse('2026-06-01T00:00:00Z');

describe.each([
  { copy: 'New players only. 35x wagering on the bonus within 30 days.', multiples: [35] },
  { copy: 'Bonus funds carry 35 x wagering within 7 days.', multiples: [35] },
  { copy: '35× wagering applies.', multiples: [35] },
  { copy: 'Min deposit £20. Bonus wagering 30x within 7 days.', multiples: [30] },
  { copy: 'Each bonus must be wagered 35x within 7 days of being credited.', multiples: [35] },
  { copy: 'The bonus must be wagered 35 times before it can be withdrawn.', multiples: [35] },
  { copy: 'Bonus subject to a wagering requirement of 35 times.', multiples: [35] },
  { copy: 'Wagering requirements: x40. Full terms apply.', multiples: [40] },
  { copy: 'Wagering is 25x the bonus.', multiples: [25] },
  { copy: 'Playthrough 20x within 7 days.', multiples: [20] },
  { copy: '<p>Winnings carry 35x <strong>wagering</strong>.</p>', multiples: [35] },
  { copy: 'Winnings wagering 20x; bonus wagering 10x.', multiples: [20, 10] },
  { copy: '奖金须在30天内完成35倍流水。', multiples: [35] },
  { copy: '流水要求为40倍。', multiples: [40] },
  { copy: '10x wagering on bonus funds within 30 days.', multiples: [10] },
  { copy: 'Table and live games contribute 10% towards wagering.', multiples: [] },
  { copy: 'Paid as cash with no wagering. 50 free spins.', multiples: [] },
  { copy: 'Win up to 500x your stake. Wagering applies.', multiples: [] },
  { copy: 'Deposit 20 or more on a Friday for 20 free spins.', multiples: [] },
])('copy "$copy"', ({ copy, multiples }) => {
  it(multiples.length ? `advertises ${multiples.join(' and ')}x wagering` : 'advertises no wagering multiple', () => {
    expect(advertisedWageringMultiples(copy)).toEqual(multiples);
  });
});

describe('copy checked against the wagering cap', () => {
  const record = {
    title: 'Welcome',
    smallPrint: 'New UK customers, 18+. 35x wagering on bonus funds.',
    cards: [{ terms: { extra: 'Winnings wagering 10x.' } }, { 'a/b': 'wagered 12 times' }],
  };

  it('names each string that advertises more than the cap, by its pointer', () => {
    expect(wageringCopyProblems(record, BOOK, NOW, '/components/2/props')).toEqual([
      {
        kind: 'wageringCap',
        source: 'LCCP SR code 5.1.1(3a)',
        pointer: '/components/2/props/smallPrint',
        message: 'advertises 35x wagering; the Gambling Commission caps wagering at 10x (LCCP SR code 5.1.1(3a))',
      },
      expect.objectContaining({ pointer: '/components/2/props/cards/1/a~1b', message: expect.stringMatching(/^advertises 12x/) }),
    ]);
  });

  it.each([
    ['no rulebook', null, NOW],
    ['the cap not yet in force', BOOK, Date.parse('2026-01-18T00:00:00Z')],
  ])('passes anything with %s', (_case, book, now) => {
    expect(wageringCopyProblems(record, book, now)).toEqual([]);
  });
});
