import { describe, expect, it } from 'vitest';
import { platformContract } from '../../../sandbox/core/index.ts';
import { readRoundMessage } from './round-message.ts';

const ROUND = { type: 'croupier:round', roundId: '700001', stake: 1, win: 0, balanceAfter: 99, currencyIsoCode: 'GBP' };

/** Messages as JSON can carry them: the hand check must agree with the schema on each. */
const MESSAGES: { what: string; data: unknown; valid: boolean }[] = [
  { what: 'a losing round', data: ROUND, valid: true },
  { what: 'a winning round', data: { ...ROUND, win: 3.5 }, valid: true },
  { what: 'a balance in debt', data: { ...ROUND, balanceAfter: -2 }, valid: true },
  { what: 'a free round', data: { ...ROUND, stake: 0, win: 1 }, valid: true },
  { what: 'another kind of message', data: { ...ROUND, type: 'croupier:spin' }, valid: false },
  { what: 'no round id', data: { ...ROUND, roundId: undefined }, valid: false },
  { what: 'an empty round id', data: { ...ROUND, roundId: '' }, valid: false },
  { what: 'a round id of 65 characters', data: { ...ROUND, roundId: 'r'.repeat(65) }, valid: false },
  { what: 'a numeric round id', data: { ...ROUND, roundId: 700001 }, valid: false },
  { what: 'a negative stake', data: { ...ROUND, stake: -1 }, valid: false },
  { what: 'a negative win', data: { ...ROUND, win: -0.5 }, valid: false },
  { what: 'a stake as text', data: { ...ROUND, stake: '1' }, valid: false },
  { what: 'no balance', data: { ...ROUND, balanceAfter: undefined }, valid: false },
  { what: 'a currency in lower case', data: { ...ROUND, currencyIsoCode: 'gbp' }, valid: false },
  { what: 'a currency symbol', data: { ...ROUND, currencyIsoCode: '£' }, valid: false },
  { what: 'a property more', data: { ...ROUND, jackpot: 5 }, valid: false },
  { what: 'text', data: 'croupier:round', valid: false },
  { what: 'an array', data: [ROUND], valid: false },
  { what: 'null', data: null, valid: false },
];

describe('the round message, read by hand as the schema says', () => {
  it.each(MESSAGES)('$what: valid $valid, as the schema says', ({ data, valid }) => {
    const json = JSON.parse(JSON.stringify(data)) as unknown;
    expect(platformContract.check('RoundMessage', json).length === 0).toBe(valid);
    expect(readRoundMessage(json) !== undefined).toBe(valid);
  });

  it('gives back the message it read, and nothing else', () => {
    expect(readRoundMessage(ROUND)).toEqual(ROUND);
  });

  // Structured clone carries what JSON cannot: the hand check refuses amounts that are no amounts.
  it.each([NaN, Infinity, -Infinity])('refuses an amount of %s', (amount) => {
    expect(readRoundMessage({ ...ROUND, stake: amount })).toBeUndefined();
    expect(readRoundMessage({ ...ROUND, balanceAfter: amount })).toBeUndefined();
  });
});
