import type { HttpClient, JackpotsApi, PlatformClients, PlayerGamesApi } from '../../platform/index.ts';
import { createLobbyStore, type LobbyStore } from './lobby-store.ts';
import { PLAYER_LIST_FETCH_THROTTLE_MS } from './lobby-rules.ts';
import { createThrottledLoader, type ThrottledLoader } from './player-game-lists.ts';

/** What the lobby's components share on one page: the state store, the platform clients and the fetch throttle. */
export interface LobbyServices {
  store: LobbyStore;
  http: HttpClient;
  playerGames: PlayerGamesApi;
  jackpots: JackpotsApi;
  throttledListLoad: ThrottledLoader<number[]>;
}

/** The lobby's services over the app's platform clients (made once, handed down; never made here). */
export function createLobbyServices(
  { http, playerGames, jackpots }: Pick<PlatformClients, 'http' | 'playerGames' | 'jackpots'>,
  now: () => number = Date.now,
): LobbyServices {
  return {
    store: createLobbyStore(),
    http,
    playerGames,
    jackpots,
    throttledListLoad: createThrottledLoader<number[]>(PLAYER_LIST_FETCH_THROTTLE_MS, now),
  };
}

/**
 * The category navigation and the lobby grid are siblings on the page, with no provider above them
 * that this area owns. Their shared state hangs off the QueryClient instead: there is exactly one
 * per request on the server (so no state leaks between visitors) and one per tab in the browser
 * (so it lives as long as the cached catalogue does, and survives client-side navigation). A
 * WeakMap lets it go with its QueryClient.
 */
const servicesByOwner = new WeakMap<object, LobbyServices>();

export function lobbyServicesFor(owner: object, create: () => LobbyServices): LobbyServices {
  let services = servicesByOwner.get(owner);
  if (!services) {
    services = create();
    servicesByOwner.set(owner, services);
  }
  return services;
}
