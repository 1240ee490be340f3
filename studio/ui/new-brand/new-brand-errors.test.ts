import { describe, expect, it } from 'vitest';
import { newBrandErrors } from './new-brand-errors.ts';
import { startingState, type NewBrandState } from './new-brand-state.ts';

const royalFlush: NewBrandState = {
  ...startingState({}, {}),
  displayName: 'Royal Flush',
  hostsText: 'royalflush.com\nhttps://www.royalflush.com/',
  casinoId: '9101',
  mobileCasinoId: '9102',
  market: { country: 'GB', locale: 'en-GB', currency: 'GBP', nodeId: '9999' },
};

describe('newBrandErrors', () => {
  it('finds nothing wrong with a complete brand', () => {
    expect(newBrandErrors(royalFlush, ['hippodrome'])).toEqual({});
  });

  it.each<{ change: Partial<NewBrandState>; field: string; says: string }>([
    { change: { displayName: ' ', folder: 'royal-flush' }, field: 'displayName', says: 'Give the brand a name' },
    { change: { folder: 'Royal Flush' }, field: 'name', says: 'The folder name' },
    { change: { folder: 'hippodrome' }, field: 'name', says: 'A brand named hippodrome exists already' },
    { change: { hostsText: 'royal flush.com' }, field: 'hosts', says: '"royal" is not a web address' },
    { change: { casinoId: 'x' }, field: 'casinoId', says: 'Enter the desktop casino id' },
    { change: { mobileCasinoId: '9101' }, field: 'mobileCasinoId', says: 'must differ from the desktop one' },
    { change: { market: { ...royalFlush.market, locale: 'en_GB' } }, field: 'market.locale', says: 'such as en-IE' },
    { change: { market: { ...royalFlush.market, nodeId: '0' } }, field: 'market.nodeId', says: 'a whole number' },
    { change: { refusal: { field: 'logo', message: 'the logo must be an image' } }, field: 'logo', says: 'the logo must be' },
  ])('$field: $says', ({ change, field, says }) => {
    const errors = newBrandErrors({ ...royalFlush, ...change }, ['hippodrome']);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]).toContain(says);
  });

  it('checks no market fields without a country, and keeps a refusal naming no field out of the fields', () => {
    const market = { country: '', locale: 'nonsense', currency: '', nodeId: '' };
    expect(newBrandErrors({ ...royalFlush, market, refusal: { message: 'the disk is full' } }, [])).toEqual({});
  });
});
