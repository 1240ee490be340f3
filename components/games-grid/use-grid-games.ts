import { useDeferredValue, useMemo } from 'react';
import {
  createSearchIndex,
  gamesOfCategoryType,
  gamesOfSelection,
  isSearchActive,
  MY_GAMES,
  searchGames,
  useFavouriteIds,
  useGameCatalogue,
  useLobbySelector,
  useRecentlyPlayedIds,
  type CatalogueIndex,
  type Category,
  type Game,
  type PlayerGameIds,
  type SearchEntry,
} from '../../engine/player/lobby/index.ts';
import type { GamesGridProps } from '../../schemas/index.ts';
import { ROW_DEFAULT_MAX } from './grid-geometry.ts';

export type GridGames =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      games: readonly Game[];
      favourites: ReadonlySet<number>;
      searchText: string | null;
      /** The grid shows My Games (its source, or the lobby's selection as the grid shows it). */
      showsMyGames: boolean;
      /** The lobby's selection or search has changed and the grid still shows the one before, until React has drawn the new one. */
      stale: boolean;
    };

const searchIndexes = new WeakMap<readonly Game[], SearchEntry[]>();
/** One search index per catalogue: built on the first search, reused by every keystroke after it. */
const searchIndexOf = (games: readonly Game[]) => {
  let index = searchIndexes.get(games);
  if (!index) searchIndexes.set(games, (index = createSearchIndex(games)));
  return index;
};

interface Selection {
  source: NonNullable<GamesGridProps['source']>;
  categoryType: string | undefined;
  category: string | null;
  subCategory: string | null;
  /** The search text once search has started, else null. */
  search: string | null;
}

/** The games of a grid from the catalogue, the lobby selection and the player's lists. */
function selectGames(
  categories: readonly Category[],
  index: CatalogueIndex,
  { source, categoryType, category, subCategory, search }: Selection,
  lists: PlayerGameIds,
): readonly Game[] {
  if (source === 'category') return gamesOfCategoryType(categories, categoryType ?? '');
  if (source === 'myGames') return gamesOfSelection(categories, index, { category: MY_GAMES, subCategory: 'all' }, lists);
  if (search !== null) return searchGames(searchIndexOf(index.games), search);
  return gamesOfSelection(categories, index, { category, subCategory }, lists);
}

const NO_LISTS: PlayerGameIds = { favourites: [], recentlyPlayed: [] };

/** The lobby's selection and search as a grid follows them: only the lobby grid does, other grids never re-render for them. */
function useLobbyView(follows: boolean) {
  const category = useLobbySelector((state) => (follows ? state.category : null));
  const subCategory = useLobbySelector((state) => (follows ? state.subCategory : null));
  const searchText = useLobbySelector((state) => (follows && state.searchOpen ? state.searchText : ''));
  // One object while nothing changes: useDeferredValue compares it by identity.
  return useMemo(() => ({ category, subCategory, searchText }), [category, subCategory, searchText]);
}

/**
 * The games a grid shows: the lobby's selection or search results, a fixed category, or My Games.
 * The lobby's selection and search text are deferred: the pressed tab, chip or key is drawn at once,
 * the old grid stays (and works) meanwhile, and the new one follows in React's own time, its render
 * yielding to the browser.
 */
export function useGridGames({ source = 'lobby', categoryType, maxGames, layout = 'grid' }: GamesGridProps): GridGames {
  const { categories, index, failed } = useGameCatalogue();
  const favouriteIds = useFavouriteIds();
  const recentlyPlayed = useRecentlyPlayedIds();
  const current = useLobbyView(source === 'lobby');
  const shown = useDeferredValue(current);
  const stale =
    shown.category !== current.category || shown.subCategory !== current.subCategory || shown.searchText !== current.searchText;
  const { category, subCategory, searchText } = shown;
  const search = source === 'lobby' && isSearchActive(searchText) ? searchText.trim() : null;
  const favourites = useMemo(() => new Set(favouriteIds), [favouriteIds]);
  const max = maxGames ?? (layout === 'row' ? ROW_DEFAULT_MAX : Infinity);
  const showsMyGames = source === 'myGames' || (source === 'lobby' && category === MY_GAMES);
  // The player's lists only matter to My Games: a favourite toggled elsewhere leaves the games as they are.
  const lists = useMemo(
    () => (showsMyGames ? { favourites: favouriteIds, recentlyPlayed } : NO_LISTS),
    [showsMyGames, favouriteIds, recentlyPlayed],
  );

  const games = useMemo(() => {
    if (!categories || !index) return null;
    const all = selectGames(categories, index, { source, categoryType, category, subCategory, search }, lists);
    return all.length > max ? all.slice(0, max) : all;
  }, [categories, index, source, categoryType, category, subCategory, search, lists, max]);

  if (failed) return { status: 'failed' };
  if (!games) return { status: 'loading' };
  return { status: 'ready', games, favourites, searchText: search, showsMyGames, stale };
}
