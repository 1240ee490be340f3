import type { Game } from '../../platform/index.ts';

/** SPEC §4: search starts after more than 2 characters. */
export const SEARCH_MIN_CHARACTERS = 3;
/** SPEC §9: recent and favourite games are fetched at most once a second. */
export const PLAYER_LIST_FETCH_THROTTLE_MS = 1000;

/** Whether a search text is long enough to search with. */
export const isSearchActive = (text: string) => text.trim().length >= SEARCH_MIN_CHARACTERS;

/**
 * The catalogue's names lower-cased once, in the games' order: a keystroke only compares strings.
 * Two arrays, not an object per game: thousands of small objects are garbage a phone collects in a
 * long task.
 */
export interface SearchIndex {
  games: readonly Game[];
  keys: readonly string[];
}

export const createSearchIndex = (games: readonly Game[]): SearchIndex => ({
  games,
  keys: games.map((game) => game.Name.toLowerCase()),
});

/** Names lower-cased between two pauses while an index is prepared: well inside a frame on a phone. */
export const SEARCH_INDEX_CHUNK = 1000;

/** The same index as createSearchIndex, built a chunk at a time with `pause()` between chunks (yielding to the browser). */
export async function prepareSearchIndex(
  games: readonly Game[],
  pause: () => Promise<void>,
  chunk = SEARCH_INDEX_CHUNK,
): Promise<SearchIndex> {
  const keys: string[] = [];
  for (let start = 0; start < games.length; start += chunk) {
    if (start > 0) await pause();
    for (const game of games.slice(start, start + chunk)) keys.push(game.Name.toLowerCase());
  }
  return { games, keys };
}

/** SPEC §5: games whose name contains the text, case-insensitively; none before the search starts. */
export function searchGames({ games, keys }: SearchIndex, text: string): Game[] {
  if (!isSearchActive(text)) return [];
  const needle = text.trim().toLowerCase();
  const found: Game[] = [];
  keys.forEach((key, position) => {
    if (key.includes(needle)) found.push(games[position]!);
  });
  return found;
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** SPEC §5: a favourite id list is accepted only if every entry is a positive integer, else it is empty. */
export function parseFavouriteIds(raw: unknown): number[] {
  return Array.isArray(raw) && raw.every(isPositiveInteger) ? [...raw] : [];
}

/** SPEC §5: recently played entries are converted to numbers and only positive ones kept. */
export function parseRecentlyPlayedIds(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((entry) => (typeof entry === 'number' || typeof entry === 'string' ? Number(entry) : NaN))
    .filter(isPositiveInteger);
}

/** SPEC §4: a new game id goes to the front of recently played, its older copy removed. */
export const addRecentlyPlayedId = (ids: readonly number[], id: number): number[] => [id, ...ids.filter((entry) => entry !== id)];

/** SPEC §4 favourite toggle: the list with the game a favourite (newest first) or not. */
export function favouriteIdsWith(ids: readonly number[], id: number, favourite: boolean): number[] {
  const others = ids.filter((entry) => entry !== id);
  return favourite ? [id, ...others] : others;
}

/** SPEC §4 token validity, as the platform client defines it. */
export { isInvalidUserToken as isInvalidTokenError } from '../../platform/index.ts';
