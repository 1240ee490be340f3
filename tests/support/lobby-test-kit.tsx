import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { Category } from '../../engine/player/lobby/index.ts';
import type {
  MustWinJackpot,
  MustWinJackpotsRequest,
  ProgressiveJackpot,
  ProgressiveJackpotsRequest,
} from '../../schemas/index.ts';
import { createFakePlatform, platformError, type FakePlatform } from './fake-platform.ts';
import { renderWithBrand, type RenderWithBrandOptions } from './render-with-brand.tsx';

export interface LobbyPlatform {
  catalogue: Category[];
  favourites?: unknown;
  recentlyPlayed?: unknown;
  /** Status of favourite add/remove calls (200 when absent). */
  favouriteWriteStatus?: number;
  /** Status of the list reads (200 when absent). */
  listReadStatus?: number;
  listReadCode?: number;
}

/** The platform the next renderLobby hands down (installFakePlatform sets it). */
let installed: FakePlatform | undefined;

/**
 * The shared fake platform with the lobby's routes: the catalogue, the player's lists and jackpots;
 * renderLobby hands it down. Its calls are `seen`.
 */
export function installFakePlatform(lobby: LobbyPlatform) {
  const platform = createFakePlatform();
  platform.answer('GET /api/games/*/search', { data: lobby.catalogue });
  for (const [route, list] of [
    ['POST /api/games/favourites-by-user-token/get', lobby.favourites],
    ['POST /api/games/recently-played-by-user-token/get', lobby.recentlyPlayed],
  ] as const)
    platform.on(route, () =>
      (lobby.listReadStatus ?? 200) === 200
        ? { status: 200, body: { data: list ?? [] } }
        : platformError(lobby.listReadStatus!, lobby.listReadCode),
    );
  for (const route of ['POST /api/games/favourites/*/add', 'POST /api/games/favourites/*/remove'])
    platform.on(route, () =>
      (lobby.favouriteWriteStatus ?? 200) === 200
        ? { status: 200, body: { data: [] } }
        : platformError(lobby.favouriteWriteStatus!),
    );
  platform.on('POST /api/games/progressivejackpots', (call) => {
    const { currencyIsoCode } = call.body as ProgressiveJackpotsRequest;
    const data: ProgressiveJackpot[] = [{ type: 'megaMoolah', moduleId: 1, amount: 2_000_000, currencyIsoCode }];
    return { status: 200, body: { data } };
  });
  platform.on('POST /api/games/jackpots', (call) => {
    const { currencyIsoCode } = call.body as MustWinJackpotsRequest;
    const data: MustWinJackpot[] = [
      { type: 'rapid', amount: 512.5, mustWinBy: 1000, currencyIsoCode },
      { type: 'daily', amount: 4200, mustWinBy: 12000, dropsAt: '2026-03-04T22:30:00Z', currencyIsoCode },
    ];
    return { status: 200, body: { data } };
  });
  installed = platform;
  return { platform, seen: platform.calls };
}

/** A logged-in session for component tests. */
export const loggedInSession = (patch: RenderWithBrandOptions['session'] = {}): RenderWithBrandOptions['session'] => ({
  loggedIn: true,
  userId: 501,
  userToken: 'aaa.bbb.ccc',
  currencyIsoCode: 'EUR',
  ...patch,
});

/** Renders lobby components as a page would: brand, session, query client and a router (cards link to games). */
export async function renderLobby(ui: ReactElement, options: RenderWithBrandOptions = {}, brand = 'hippodrome') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const lobbyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const gameRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/game/$gameGroupId',
    component: () => <p>Game page</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([lobbyRoute, gameRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const rendered = renderWithBrand(brand, <RouterProvider router={router as never} />, {
    ...options,
    platform: options.platform ?? installed,
  });
  return { ...rendered, router };
}
