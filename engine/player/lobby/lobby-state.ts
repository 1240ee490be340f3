import type { Category } from '../../platform/index.ts';

/** The category key of My Games (SPEC §2): it merges favourites and recently played. */
export const MY_GAMES = 'my-games';
/** My Games' sub-categories, in order: the merged list first, so picking My Games shows it. */
export const MY_GAMES_VIEWS = ['all', 'favourites', 'recently-played'] as const;
export type MyGamesView = (typeof MY_GAMES_VIEWS)[number];

/** The lobby's selection and search: shared by the category navigation and the lobby's games grid. */
export interface LobbyState {
  /** The catalogue, once it has loaded (SPEC §4: games load once). */
  categories: readonly Category[] | null;
  /** The active category: a GameCategoryType, or MY_GAMES. */
  category: string | null;
  /** The active sub-category: a catalogue sub-category Id as text, or a MyGamesView. */
  subCategory: string | null;
  searchOpen: boolean;
  searchText: string;
}

export type LobbyAction =
  | { type: 'catalogueLoaded'; categories: readonly Category[] }
  | { type: 'categorySelected'; category: string }
  | { type: 'subCategorySelected'; subCategory: string }
  | { type: 'searchToggled' }
  | { type: 'searchTextChanged'; text: string }
  /** The player logged out: My Games is gone, so the lobby goes back to the first category. */
  | { type: 'myGamesLeft' };

export const initialLobbyState: LobbyState = {
  categories: null,
  category: null,
  subCategory: null,
  searchOpen: false,
  searchText: '',
};

/** The sub-category keys of a category, in order. */
export function subCategoryKeysOf(categories: readonly Category[], category: string): string[] {
  if (category === MY_GAMES) return [...MY_GAMES_VIEWS];
  const found = categories.find((candidate) => candidate.GameCategoryType === category);
  return found ? found.SubCategories.map((sub) => String(sub.Id)) : [];
}

/** A category and its first sub-category (SPEC §2: picking a category makes its first sub-category active). */
function selectionOf(categories: readonly Category[], category: string | null) {
  return { category, subCategory: category === null ? null : (subCategoryKeysOf(categories, category)[0] ?? null) };
}

const knownCategory = (categories: readonly Category[], category: string) =>
  category === MY_GAMES || categories.some((candidate) => candidate.GameCategoryType === category);

/** Leaving search closes it and clears its text (SPEC §4). */
const withoutSearch = { searchOpen: false, searchText: '' };

/** The lobby's rules of SPEC §2 and §4 "Games". Returns the same state when nothing changes. */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'catalogueLoaded': {
      if (state.categories) return state;
      const first = action.categories[0]?.GameCategoryType ?? null;
      return { ...state, categories: action.categories, ...selectionOf(action.categories, first) };
    }
    case 'categorySelected': {
      const categories = state.categories ?? [];
      if (!knownCategory(categories, action.category)) return state;
      if (action.category === state.category && !state.searchOpen) return state;
      return { ...state, ...withoutSearch, ...selectionOf(categories, action.category) };
    }
    case 'subCategorySelected': {
      if (!state.category || !subCategoryKeysOf(state.categories ?? [], state.category).includes(action.subCategory))
        return state;
      if (action.subCategory === state.subCategory && !state.searchOpen) return state;
      return { ...state, ...withoutSearch, subCategory: action.subCategory };
    }
    case 'searchToggled':
      return state.searchOpen ? { ...state, ...withoutSearch } : { ...state, searchOpen: true };
    case 'searchTextChanged':
      return action.text === state.searchText ? state : { ...state, searchOpen: true, searchText: action.text };
    case 'myGamesLeft': {
      if (state.category !== MY_GAMES) return state;
      const categories = state.categories ?? [];
      return { ...state, ...selectionOf(categories, categories[0]?.GameCategoryType ?? null) };
    }
  }
}

/** The brand's feature toggles that govern player lists. */
export interface PlayerListFeatures {
  favouriteGames: boolean;
  recentlyPlayedGames: boolean;
}

/**
 * SPEC §4: selecting My Games, Favourite or Recently Played refreshes those lists, each only
 * when its feature toggle is on. Anything else refreshes nothing.
 */
export function listsToRefresh(
  selection: { category: string | null; subCategory: string | null },
  features: PlayerListFeatures,
): { favourites: boolean; recentlyPlayed: boolean } {
  if (selection.category !== MY_GAMES) return { favourites: false, recentlyPlayed: false };
  const view = selection.subCategory as MyGamesView | null;
  return {
    favourites: features.favouriteGames && (view === 'all' || view === 'favourites'),
    recentlyPlayed: features.recentlyPlayedGames && (view === 'all' || view === 'recently-played'),
  };
}
