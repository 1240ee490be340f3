import { describe, expect, it } from 'vitest';
import { describeChanges, suggestMessage } from './change-words.ts';

const hero = (title: string) => ({ alias: 'hero', props: { title } });
const ticker = { alias: 'jackpotTicker' };

describe('describeChanges', () => {
  it.each([
    ['a new file', null, { name: 'x' }, ['Created']],
    ['a removed file', { name: 'x' }, null, ['Removed']],
    ['nothing changed', { components: [hero('A')] }, { components: [hero('A')] }, []],
    [
      "a component's prop, by the component's display name",
      { components: [hero('Old')] },
      { components: [hero('New')] },
      ['Hero: title changed from “Old” to “New”'],
    ],
    ['an added component', { components: [hero('A')] }, { components: [hero('A'), ticker] }, ['Added Jackpot ticker']],
    ['a removed component', { components: [hero('A'), ticker] }, { components: [hero('A')] }, ['Removed Jackpot ticker']],
    ['a move', { components: [hero('A'), ticker] }, { components: [ticker, hero('A')] }, ['Changed the order of the components']],
    [
      'who sees a component',
      { components: [ticker] },
      { components: [{ ...ticker, visibility: 'loggedIn' }] },
      ['Jackpot ticker: now shown to logged-in players only'],
    ],
    [
      'a setting of a brand, by its path',
      { theme: { palette: { primary: '#111111' } } },
      { theme: { palette: { primary: '#222222' } } },
      ['Theme › palette › primary changed from “#111111” to “#222222”'],
    ],
    ['a market setting set', { name: 'Malta' }, { name: 'Malta', currencyIsoCode: 'EUR' }, ['Currency iso code set to “EUR”']],
  ])('words %s', (_case, before, after, words) => {
    expect(describeChanges(before, after)).toEqual(words);
  });

  it('counts the changes past the first few', () => {
    const before = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`field${index}`, 1]));
    const after = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`field${index}`, 2]));
    const words = describeChanges(before, after);
    expect(words).toHaveLength(8);
    expect(words.at(-1)).toBe('and 5 more changes');
  });
});

describe('suggestMessage', () => {
  it('names the first change of the first file and counts the others', () => {
    expect(
      suggestMessage([
        { name: 'Lobby · Great Britain', changes: ['Hero: title changed from “A” to “B”', 'Added Jackpot ticker'] },
        { name: 'Malta market', changes: ['Created'] },
      ]),
    ).toBe('Lobby · Great Britain: Hero: title changed from “A” to “B” (and 2 more)');
  });
  it('says where a save comes from when nothing is worded', () => {
    expect(suggestMessage([])).toBe('Saved from the studio');
  });
});
