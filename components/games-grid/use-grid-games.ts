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
  | { status: 'ready'; games: readonly Game[]; favourites: ReadonlySet<number>; searchText: string | null };

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

/**
 * The games a grid shows: the lobby's selection or search results, a fixed category, or My Games.
 * The search text is deferred: typing stays instant and the grid follows when React has time.
 */
export function useGridGames({ source = 'lobby', categoryType, maxGames, layout = 'grid' }: GamesGridProps): GridGames {
  const { categories, index, failed } = useGameCatalogue();
  const favouriteIds = useFavouriteIds();
  const recentlyPlayed = useRecentlyPlayedIds();
  const category = useLobbySelector((state) => state.category);
  const subCategory = useLobbySelector((state) => state.subCategory);
  // Only the lobby grid follows search; other grids never re-render on a keystroke.
  const searchText = useDeferredValue(
    useLobbySelector((state) => (source === 'lobby' && state.searchOpen ? state.searchText : '')),
  );
  const search = source === 'lobby' && isSearchActive(searchText) ? searchText.trim() : null;
  const favourites = useMemo(() => new Set(favouriteIds), [favouriteIds]);
  const max = maxGames ?? (layout === 'row' ? ROW_DEFAULT_MAX : Infinity);

  const games = useMemo(() => {
    if (!categories || !index) return null;
    const lists = { favourites: favouriteIds, recentlyPlayed };
    const all = selectGames(categories, index, { source, categoryType, category, subCategory, search }, lists);
    return all.length > max ? all.slice(0, max) : all;
  }, [categories, index, source, categoryType, category, subCategory, search, favouriteIds, recentlyPlayed, max]);

  if (failed) return { status: 'failed' };
  if (!games) return { status: 'loading' };
  return { status: 'ready', games, favourites, searchText: search };
}
