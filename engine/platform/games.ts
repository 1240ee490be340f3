import type { HttpClient } from './http-client.ts';

/*
 * The catalogue itself (its types, query key and fetch) lives in catalogue.ts, shared with the game
 * page so both read one cache entry; these aliases are the SPEC §3 entity names the lobby uses.
 */
export type {
  CatalogueGame as Game,
  CatalogueCategory as Category,
  CatalogueSubCategory as SubCategory,
  GamePickerProperties,
} from './catalogue.ts';

/** A player's game id list as the platform sends it: not yet validated (engine/player/lobby does that, SPEC §5). */
export type RawGameIdList = unknown;

/** The player-list calls of the games service (SPEC §7 "Games"), through the site's proxy at /api/games. */
export interface PlayerGamesApi {
  /** POST favourites-by-user-token/get. */
  favourites(userToken: string): Promise<RawGameIdList>;
  /** POST favourites/{id}/add. */
  addFavourite(gameGroupId: number, userToken: string): Promise<void>;
  /** POST favourites/{id}/remove. */
  removeFavourite(gameGroupId: number, userToken: string): Promise<void>;
  /** POST recently-played-by-user-token/get. */
  recentlyPlayed(userToken: string): Promise<RawGameIdList>;
  /** POST recently-played/{id}/add. */
  addRecentlyPlayed(gameGroupId: number, userToken: string): Promise<void>;
}

const dataOf = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined);

export function createPlayerGamesApi(http: HttpClient): PlayerGamesApi {
  /**
   * Never retried: an invalid token (401, 500 with 15006) must be acted on at once, and a list that
   * failed is refreshed anyway the next time My Games, Favourite or Recently Played is picked.
   */
  const post = (path: string, userToken: string, body: unknown) =>
    http.request<unknown>('POST', `/api/games${path}`, { bearer: userToken, body, retry: false });
  return {
    async favourites(userToken) {
      return dataOf(await post('/favourites-by-user-token/get', userToken, { userToken }));
    },
    async addFavourite(gameGroupId, userToken) {
      await post(`/favourites/${gameGroupId}/add`, userToken, {});
    },
    async removeFavourite(gameGroupId, userToken) {
      await post(`/favourites/${gameGroupId}/remove`, userToken, {});
    },
    async recentlyPlayed(userToken) {
      return dataOf(await post('/recently-played-by-user-token/get', userToken, { userToken }));
    },
    async addRecentlyPlayed(gameGroupId, userToken) {
      await post(`/recently-played/${gameGroupId}/add`, userToken, {});
    },
  };
}
