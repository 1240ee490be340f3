import { useEffect, useMemo } from 'react';
import {
  gamesOfCategoryType,
  gamesOfSelection,
  isSearchActive,
  prepareSearchIndexOf,
  MY_GAMES,
  searchGames,
  searchIndexOf,
  useFavouriteIds,
  useGameCatalogue,
  useLobbySelector,
  useRecentlyPlayedIds,
  type CatalogueIndex,
  type Category,
  type Game,
  type PlayerGameIds,
} from '../../engine/player/lobby/index.ts';
import { IDLE, whenIdle } from '../../engine/main-thread/index.ts';
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

/** The lobby's selection and search text, as a grid follows them. */
export interface LobbyView {
  category: string | null;
  subCategory: string | null;
  searchText: string;
}

/** The lobby's selection and search as a grid follows them: only the lobby grid does, other grids never re-render for them. */
export function useLobbyView(follows: boolean): LobbyView {
  const category = useLobbySelector((state) => (follows ? state.category : null));
  const subCategory = useLobbySelector((state) => (follows ? state.subCategory : null));
  const searchText = useLobbySelector((state) => (follows && state.searchOpen ? state.searchText : ''));
  // One object while nothing changes: useDeferredValue compares it by identity.
  return useMemo(() => ({ category, subCategory, searchText }), [category, subCategory, searchText]);
}

/**
 * The games a grid shows for the lobby view it is given (the deferred one: see GamesGrid): the
 * lobby's selection or search results, a fixed category, or My Games.
 */
export function useGridGames(
  { source = 'lobby', categoryType, maxGames, layout = 'grid' }: GamesGridProps,
  { category, subCategory, searchText }: LobbyView,
): GridGames {
  const { categories, index, failed } = useGameCatalogue();
  const favouriteIds = useFavouriteIds();
  const recentlyPlayed = useRecentlyPlayedIds();
  const search = source === 'lobby' && isSearchActive(searchText) ? searchText.trim() : null;
  const favourites = useMemo(() => new Set(favouriteIds), [favouriteIds]);
  const max = maxGames ?? (layout === 'row' ? ROW_DEFAULT_MAX : Infinity);
  const showsMyGames = source === 'myGames' || (source === 'lobby' && category === MY_GAMES);
  // The player's lists only matter to My Games: a favourite toggled elsewhere leaves the games as they are.
  const lists = useMemo(
    () => (showsMyGames ? { favourites: favouriteIds, recentlyPlayed } : NO_LISTS),
    [showsMyGames, favouriteIds, recentlyPlayed],
  );

  // The lobby grid's search index is made while the player looks, not by the key that starts a search.
  useEffect(() => {
    if (source !== 'lobby' || !index) return;
    const prepare = () => void prepareSearchIndexOf(index.games);
    return whenIdle(prepare, IDLE.searchIndexMs, IDLE.searchIndexMs);
  }, [source, index]);

  const games = useMemo(() => {
    if (!categories || !index) return null;
    const all = selectGames(categories, index, { source, categoryType, category, subCategory, search }, lists);
    return all.length > max ? all.slice(0, max) : all;
  }, [categories, index, source, categoryType, category, subCategory, search, lists, max]);

  if (failed) return { status: 'failed' };
  if (!games) return { status: 'loading' };
  return { status: 'ready', games, favourites, searchText: search, showsMyGames };
}
