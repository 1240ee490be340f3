import { describe, expect, it } from 'vitest';
import { gamesOfCategoryType, gamesOfSelection, indexCatalogue, mergeMyGameIds, myGamesIds } from './lobby-games.ts';
import { MY_GAMES, type MyGamesView } from './lobby-state.ts';
import { fixtureCatalogue } from './testing/catalogue-fixture.ts';

const categories = fixtureCatalogue();
const index = indexCatalogue(categories);
const lists = { favourites: [6, 2], recentlyPlayed: [2, 4, 99] };
const names = (ids: { Name: string }[]) => ids.map((game) => game.Name);

describe('the games of a selection', () => {
  it('indexes every game once', () => expect(index.games.map((game) => game.GameGroupId)).toEqual([1, 2, 3, 4, 5, 6, 7]));

  it.each<[string, string | null, string | null, string[]]>([
    ['a sub-category, in its order', 'slots', '12', ['Fruit Classic', 'Lucky Sevens']],
    ['a category without sub-categories', 'jackpots', null, ['Mega Moolah Gold']],
    ['an unknown category', 'bingo', null, []],
    [
      'My Games merges favourites and recently played, skipping unknown ids',
      MY_GAMES,
      'all',
      ['Lightning Roulette', 'Dragon Gold', 'Fruit Classic'],
    ],
    ['My Games favourites', MY_GAMES, 'favourites', ['Lightning Roulette', 'Dragon Gold']],
    ['My Games recently played', MY_GAMES, 'recently-played', ['Dragon Gold', 'Fruit Classic']],
  ])('%s', (_case, category, subCategory, expected) =>
    expect(names(gamesOfSelection(categories, index, { category, subCategory }, lists))).toEqual(expected),
  );

  it.each<[MyGamesView, number[]]>([
    ['all', [6, 2, 4, 99]],
    ['favourites', [6, 2]],
    ['recently-played', [2, 4, 99]],
  ])('My Games %s ids', (view, ids) => expect(myGamesIds(view, lists)).toEqual(ids));

  it('merges without duplicates', () => expect(mergeMyGameIds([1, 2], [2, 3, 1])).toEqual([1, 2, 3]));

  it.each([
    ['slots', 3, ['Golden Pharaoh', 'Dragon Gold', 'Starlight Reels']],
    ['live-casino', undefined, ['Lightning Roulette']],
    ['bingo', 5, []],
  ] as const)('a fixed %s category, at most %s games', (type, max, expected) =>
    expect(names(gamesOfCategoryType(categories, type, max))).toEqual(expected),
  );
});
