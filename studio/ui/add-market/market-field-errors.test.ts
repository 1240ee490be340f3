import { describe, expect, it } from 'vitest';
import { marketFieldErrors, type MarketContext, type MarketForm } from './market-field-errors.ts';

const context: MarketContext = {
  brandName: 'Hippodrome',
  markets: [{ name: 'Great Britain', country: 'GB', nodeId: 1101 }],
  desktopCasinoIds: [3568],
  mobileCasinoIds: [3569],
  usedNodeIds: [3101],
};
const malta: MarketForm = {
  country: 'MT',
  locale: 'en-MT',
  currency: 'EUR',
  nodeId: '1106',
  casinoId: '3568',
  mobileCasinoId: '3569',
};

describe('marketFieldErrors', () => {
  it('finds nothing wrong with a complete market', () => {
    expect(marketFieldErrors(malta, context)).toEqual({});
  });

  it.each([
    { change: { country: '' }, field: 'country', says: 'Choose the country this market serves.' },
    { change: { country: 'GB' }, field: 'country', says: 'Hippodrome already has a market for this country (Great Britain).' },
    { change: { locale: '' }, field: 'locale', says: 'Give the language and country, such as en-IE.' },
    { change: { locale: 'EN_mt' }, field: 'locale', says: 'two small letters for the language' },
    { change: { currency: 'eur' }, field: 'currency', says: 'three capital letters' },
    { change: { nodeId: '' }, field: 'nodeId', says: 'Give the content node' },
    { change: { nodeId: '-3' }, field: 'nodeId', says: 'a whole number above 0' },
    { change: { nodeId: '1101' }, field: 'nodeId', says: 'Node 1101 already holds the pages of Great Britain.' },
    { change: { nodeId: '3101' }, field: 'nodeId', says: 'another brand’s market' },
    { change: { casinoId: '' }, field: 'casinoId', says: 'Choose the casino id the platform gave Hippodrome for desktop.' },
    { change: { mobileCasinoId: '1' }, field: 'mobileCasinoId', says: 'Choose one of Hippodrome’s phone casino ids: 3569.' },
  ])('$field: $says', ({ change, field, says }) => {
    const errors = marketFieldErrors({ ...malta, ...change }, context);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]).toContain(says);
    expect(errors[field as keyof typeof errors]).not.toMatch(/must|property|pattern/);
  });
});
