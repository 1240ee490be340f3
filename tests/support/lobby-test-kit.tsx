import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Category } from '../../engine/player/lobby/index.ts';
import { renderWithBrand, type RenderWithBrandOptions } from './render-with-brand.tsx';

export interface FakePlatform {
  catalogue: Category[];
  favourites?: unknown;
  recentlyPlayed?: unknown;
  /** Status of favourite add/remove calls (200 when absent). */
  favouriteWriteStatus?: number;
  /** Status of the list reads (200 when absent). */
  listReadStatus?: number;
  listReadCode?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stands in for the site's /api (the one thing outside this repository): the catalogue, the
 * player's lists and jackpots, recording every request.
 */
export function installFakePlatform(platform: FakePlatform) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = String(url);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    seen.push({ method: init.method ?? 'GET', path, headers: (init.headers ?? {}) as Record<string, string>, body });
    if (/\/api\/games\/\d+\/search/.test(path)) return json(200, { data: platform.catalogue });
    if (/(favourites|recently-played)-by-user-token\/get/.test(path)) {
      const status = platform.listReadStatus ?? 200;
      if (status !== 200) return json(status, { code: platform.listReadCode ?? status, message: 'failed' });
      return json(200, { data: path.includes('favourites') ? (platform.favourites ?? []) : (platform.recentlyPlayed ?? []) });
    }
    if (/favourites\/\d+\/(add|remove)/.test(path)) {
      const status = platform.favouriteWriteStatus ?? 200;
      return status === 200 ? json(200, { data: [] }) : json(status, { code: status, message: 'failed' });
    }
    if (path.endsWith('/progressivejackpots'))
      return json(200, {
        data: [{ type: 'megaMoolah', moduleId: 1, amount: 2_000_000, currencyIsoCode: body?.currencyIsoCode }],
      });
    if (path.endsWith('/jackpots'))
      return json(200, {
        data: [
          { type: 'rapid', amount: 512.5, mustWinBy: 1000, currencyIsoCode: body?.currencyIsoCode },
          {
            type: 'daily',
            amount: 4200,
            mustWinBy: 12000,
            dropsAt: '2026-03-04T22:30:00Z',
            currencyIsoCode: body?.currencyIsoCode,
          },
        ],
      });
    return json(404, { code: 404, message: `no fake for ${path}` });
  });
  vi.stubGlobal('fetch', fetch);
  return { seen, fetch };
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
  const rendered = renderWithBrand(brand, <RouterProvider router={router as never} />, options);
  return { ...rendered, router };
}
