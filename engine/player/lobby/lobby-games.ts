import type { Category, Game } from '../../platform/index.ts';
import { MY_GAMES, type MyGamesView } from './lobby-state.ts';

/** The catalogue made quick to read: every game once (category order) and each game by id. */
export interface CatalogueIndex {
  games: Game[];
  byId: ReadonlyMap<number, Game>;
}

export function indexCatalogue(categories: readonly Category[]): CatalogueIndex {
  const byId = new Map<number, Game>();
  for (const category of categories)
    for (const game of category.Games) if (!byId.has(game.GameGroupId)) byId.set(game.GameGroupId, game);
  return { games: [...byId.values()], byId };
}

/** Ids → games, in the ids' order; ids the catalogue lacks (a game withdrawn in this country) are skipped. */
export const gamesByIds = (ids: readonly number[], byId: ReadonlyMap<number, Game>): Game[] =>
  ids.flatMap((id) => {
    const game = byId.get(id);
    return game ? [game] : [];
  });

/** SPEC §2 My Games: favourites, then recently played games that are not favourites. */
export function mergeMyGameIds(favourites: readonly number[], recentlyPlayed: readonly number[]): number[] {
  return [...new Set([...favourites, ...recentlyPlayed])];
}

export interface PlayerGameIds {
  favourites: readonly number[];
  recentlyPlayed: readonly number[];
}

/** My Games' ids for one of its views. */
export function myGamesIds(view: MyGamesView, lists: PlayerGameIds): number[] {
  if (view === 'favourites') return [...lists.favourites];
  if (view === 'recently-played') return [...lists.recentlyPlayed];
  return mergeMyGameIds(lists.favourites, lists.recentlyPlayed);
}

/** The games of a category and sub-category: the sub-category's games, or the category's when it has none. */
export function gamesOfSelection(
  categories: readonly Category[],
  index: CatalogueIndex,
  selection: { category: string | null; subCategory: string | null },
  lists: PlayerGameIds,
): Game[] {
  if (selection.category === MY_GAMES)
    return gamesByIds(myGamesIds((selection.subCategory ?? 'all') as MyGamesView, lists), index.byId);
  const category = categories.find((candidate) => candidate.GameCategoryType === selection.category);
  if (!category) return [];
  const sub = category.SubCategories.find((candidate) => String(candidate.Id) === selection.subCategory);
  return sub ? gamesByIds(sub.GameIds, index.byId) : category.Games;
}

/** A fixed category's games (a "jackpots" row, say), at most max of them. */
export function gamesOfCategoryType(categories: readonly Category[], categoryType: string, max = Infinity): Game[] {
  const category = categories.find((candidate) => candidate.GameCategoryType === categoryType);
  return category ? category.Games.slice(0, max) : [];
}
