import { describe, expect, it } from 'vitest';
import { initialLobbyState, listsToRefresh, lobbyReducer, MY_GAMES, type LobbyAction, type LobbyState } from './lobby-state.ts';
import { fixtureCatalogue } from './testing/catalogue-fixture.ts';

const categories = fixtureCatalogue();
const loaded = lobbyReducer(initialLobbyState, { type: 'catalogueLoaded', categories });
const at = (patch: Partial<LobbyState>): LobbyState => ({ ...loaded, ...patch });
const pick = (state: LobbyState) => ({
  category: state.category,
  subCategory: state.subCategory,
  searchOpen: state.searchOpen,
  searchText: state.searchText,
});

describe('the lobby state (SPEC §2 Lobby, §4 Games)', () => {
  it('makes the first category and its first sub-category active when games load', () => {
    expect(pick(loaded)).toEqual({ category: 'slots', subCategory: '11', searchOpen: false, searchText: '' });
  });

  it('loads games once: a second catalogue is ignored', () => {
    const again = lobbyReducer(at({ category: 'live-casino', subCategory: '21' }), {
      type: 'catalogueLoaded',
      categories: [...categories].reverse(),
    });
    expect(again.categories).toBe(categories);
    expect(again.category).toBe('live-casino');
  });

  it.each<[string, LobbyState, LobbyAction, ReturnType<typeof pick> | 'unchanged']>([
    [
      'picking a category makes its first sub-category active',
      at({ subCategory: '12' }),
      { type: 'categorySelected', category: 'live-casino' },
      { category: 'live-casino', subCategory: '21', searchOpen: false, searchText: '' },
    ],
    [
      'a category without sub-categories has none active',
      loaded,
      { type: 'categorySelected', category: 'jackpots' },
      { category: 'jackpots', subCategory: null, searchOpen: false, searchText: '' },
    ],
    [
      'picking the active category does nothing',
      at({ subCategory: '12' }),
      { type: 'categorySelected', category: 'slots' },
      'unchanged',
    ],
    [
      'picking the active category while searching leaves search and goes to its first sub-category',
      at({ subCategory: '12', searchOpen: true, searchText: 'gold' }),
      { type: 'categorySelected', category: 'slots' },
      { category: 'slots', subCategory: '11', searchOpen: false, searchText: '' },
    ],
    [
      'picking another category while searching leaves search',
      at({ searchOpen: true, searchText: 'gold' }),
      { type: 'categorySelected', category: 'live-casino' },
      { category: 'live-casino', subCategory: '21', searchOpen: false, searchText: '' },
    ],
    ['an unknown category is ignored', loaded, { type: 'categorySelected', category: 'bingo' }, 'unchanged'],
    [
      'My Games opens on its merged list',
      loaded,
      { type: 'categorySelected', category: MY_GAMES },
      { category: MY_GAMES, subCategory: 'all', searchOpen: false, searchText: '' },
    ],
    [
      'a sub-category of the active category',
      loaded,
      { type: 'subCategorySelected', subCategory: '12' },
      { category: 'slots', subCategory: '12', searchOpen: false, searchText: '' },
    ],
    ['a sub-category of another category is ignored', loaded, { type: 'subCategorySelected', subCategory: '21' }, 'unchanged'],
    [
      'a My Games view',
      at({ category: MY_GAMES, subCategory: 'all' }),
      { type: 'subCategorySelected', subCategory: 'favourites' },
      { category: MY_GAMES, subCategory: 'favourites', searchOpen: false, searchText: '' },
    ],
    [
      'opening search',
      loaded,
      { type: 'searchToggled' },
      { category: 'slots', subCategory: '11', searchOpen: true, searchText: '' },
    ],
    [
      'toggling search off clears the text',
      at({ searchOpen: true, searchText: 'gold' }),
      { type: 'searchToggled' },
      { category: 'slots', subCategory: '11', searchOpen: false, searchText: '' },
    ],
    [
      'typing keeps the category and opens search',
      loaded,
      { type: 'searchTextChanged', text: 'gol' },
      { category: 'slots', subCategory: '11', searchOpen: true, searchText: 'gol' },
    ],
    [
      'logging out leaves My Games for the first category',
      at({ category: MY_GAMES, subCategory: 'favourites' }),
      { type: 'myGamesLeft' },
      { category: 'slots', subCategory: '11', searchOpen: false, searchText: '' },
    ],
    [
      'logging out elsewhere changes nothing',
      at({ category: 'live-casino', subCategory: '21' }),
      { type: 'myGamesLeft' },
      'unchanged',
    ],
  ])('%s', (_rule, state, action, expected) => {
    const next = lobbyReducer(state, action);
    if (expected === 'unchanged') expect(next).toBe(state);
    else expect(pick(next)).toEqual(expected);
  });
});

describe('lists refreshed on selection (SPEC §4: My Games, Favourite, Recently Played, with the toggles on)', () => {
  const on = { favouriteGames: true, recentlyPlayedGames: true };
  it.each<[string, string | null, string | null, typeof on, { favourites: boolean; recentlyPlayed: boolean }]>([
    ['My Games', MY_GAMES, 'all', on, { favourites: true, recentlyPlayed: true }],
    ['Favourite', MY_GAMES, 'favourites', on, { favourites: true, recentlyPlayed: false }],
    ['Recently Played', MY_GAMES, 'recently-played', on, { favourites: false, recentlyPlayed: true }],
    ['My Games, favourites off', MY_GAMES, 'all', { ...on, favouriteGames: false }, { favourites: false, recentlyPlayed: true }],
    ['My Games, recent off', MY_GAMES, 'all', { ...on, recentlyPlayedGames: false }, { favourites: true, recentlyPlayed: false }],
    [
      'Favourite, favourites off',
      MY_GAMES,
      'favourites',
      { ...on, favouriteGames: false },
      { favourites: false, recentlyPlayed: false },
    ],
    ['a catalogue category', 'slots', '11', on, { favourites: false, recentlyPlayed: false }],
  ])('%s', (_case, category, subCategory, features, expected) =>
    expect(listsToRefresh({ category, subCategory }, features)).toEqual(expected),
  );
});
