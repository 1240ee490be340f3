import type { IsGameMeteredResponse, LaunchUrlResponse, MeteredGameIds, MeteredStartResponse } from '../../schemas/index.ts';
import { createPlayerGamesApi } from './games.ts';
import { PlatformError, type HttpClient } from './http-client.ts';

/** SPEC §3 game launch request, plus the game it is for. */
export interface LaunchUrlRequest {
  gameGroupId: number;
  productId: number;
  isMobile: boolean;
  isROW: boolean;
  /**
   * The site's origin (`https://www.example.com`), sent as `origin`: the game posts its round messages
   * there (docs/developers.md, "Round messages from a game"). The site sends no Referer to tell it.
   */
  siteOrigin?: string;
}

export type { MeteredGameIds };

/** Game launch, metered sessions and recently played: the games service calls a game launch makes. */
export interface LaunchApi {
  /** GET /api/games/launch/{id}?isMobile=&isROW=&productId=[&origin=] with the user token → the game's URL. */
  fetchLaunchUrl(request: LaunchUrlRequest, userToken: string): Promise<string>;
  /** POST metered/module/{moduleId}/client/{clientId}/isGameMetered with X-UserToken. */
  isGameMetered(ids: MeteredGameIds, userToken: string): Promise<boolean>;
  /** POST metered/start → the metered session's id. */
  startMeteredSession(ids: MeteredGameIds, userToken: string): Promise<number>;
  /** POST metered/{id}/end; sent with keepalive so it survives the page unloading. */
  endMeteredSession(meteredSessionId: number, userToken: string): Promise<void>;
  /** POST recently-played/{id}/add. */
  addRecentlyPlayed(gameGroupId: number, userToken: string): Promise<void>;
}

const GAMES = '/api/games';

export function createLaunchApi(http: HttpClient): LaunchApi {
  return {
    async fetchLaunchUrl({ gameGroupId, productId, isMobile, isROW, siteOrigin }, userToken) {
      const query = new URLSearchParams({ isMobile: String(isMobile), isROW: String(isROW), productId: String(productId) });
      if (siteOrigin !== undefined) query.set('origin', siteOrigin);
      const answer = await http.request<Partial<LaunchUrlResponse>>('GET', `${GAMES}/launch/${gameGroupId}?${query}`, {
        bearer: userToken,
      });
      if (typeof answer?.launchUrl !== 'string') throw new PlatformError(502, undefined, 'The launch answer had no URL');
      return answer.launchUrl;
    },
    async isGameMetered({ moduleId, clientId }, userToken) {
      const answer = await http.request<Partial<IsGameMeteredResponse>>(
        'POST',
        `${GAMES}/metered/module/${moduleId}/client/${clientId}/isGameMetered`,
        { headers: { 'X-UserToken': userToken }, body: {} },
      );
      return answer?.isGameMetered === true;
    },
    async startMeteredSession(ids, userToken) {
      const answer = await http.request<Partial<MeteredStartResponse>>('POST', `${GAMES}/metered/start`, {
        bearer: userToken,
        body: ids,
      });
      if (typeof answer?.meteredSessionId !== 'number') throw new PlatformError(502, undefined, 'No metered session id');
      return answer.meteredSessionId;
    },
    async endMeteredSession(meteredSessionId, userToken) {
      // Often sent while the page unloads: with keepalive, at once, and never retried.
      await http.request('POST', `${GAMES}/metered/${meteredSessionId}/end`, {
        bearer: userToken,
        body: {},
        keepalive: true,
        retry: false,
      });
    },
    // The games service's own call, shared with the lobby.
    addRecentlyPlayed: createPlayerGamesApi(http).addRecentlyPlayed,
  };
}
