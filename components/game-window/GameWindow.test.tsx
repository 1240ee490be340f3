// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueCategory, CatalogueGame } from '../../engine/platform/index.ts';
import type { AppEventMap } from '../../engine/player/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import GameWindow from './GameWindow.tsx';

const gameOf = (id: number, name: string): CatalogueGame => ({
  GameGroupId: id,
  SiteGameContentId: id,
  SiteGameName: name.toLowerCase().replace(/ /g, '-'),
  Name: name,
  IsFavourite: false,
  ImageUrl: `/games/thumbnails/1000/${id}.jpg`,
  Properties: {
    gamePicker: {
      Properties: {
        gameGroupId: id,
        gameHTML5ClientID: 40,
        gameHTMLDesktopClientID: 70,
        gameHTML5ModuleId: id + 1,
        gameHTMLDesktopModuleID: id + 2,
      },
    },
  },
});

const categories: CatalogueCategory[] = [
  {
    Name: 'Slots',
    ImageUrl: '',
    ActiveImageUrl: '',
    GameCategoryType: 'slots',
    SubCategories: [],
    Games: [gameOf(5001, 'Gilded Reels'), gameOf(5002, 'Lucky Lanterns')],
  },
  {
    Name: 'Live Casino',
    ImageUrl: '',
    ActiveImageUrl: '',
    GameCategoryType: 'live-casino',
    SubCategories: [],
    Games: [gameOf(6001, 'Roulette Royale')],
  },
];

/** A fake platform behind fetch: answers by method and path, and records every call. */
function fakePlatform({ metered = false } = {}) {
  const calls: { method: string; url: string; init?: RequestInit }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, init });
    if (url.startsWith('/api/games/1000/search')) return json({ data: categories });
    if (url.startsWith('/api/games/launch/'))
      return json({ launchUrl: 'https://games.test/play/1000/5001?launchtoken=lt-1&mobile=false' });
    if (url.includes('/isGameMetered')) return json({ isGameMetered: metered });
    if (url === '/api/games/metered/start') return json({ meteredSessionId: 800001 });
    if (url.startsWith('/api/games/metered/')) return json({ meteredSessionId: 800001 });
    if (url.includes('favourites-by-user-token')) return json({ data: [5002] });
    if (url.includes('recently-played-by-user-token')) return json({ data: [6001] });
    if (url.includes('recently-played/')) return json({ data: [5001] });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

const PLAYER = { loggedIn: true, userId: 7, userToken: 'a.b.c' };
const node = {} as never;

beforeEach(() => {
  history.replaceState(null, '', '/');
  history.pushState(null, '', '/game/5001');
  Object.defineProperty(document, 'referrer', { value: `${location.origin}/`, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the game window', () => {
  it('shows "404: Game Not Found" with a way back to the lobby for an unknown game', async () => {
    fakePlatform();
    renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, { path: '/game/999' });
    expect(await screen.findByRole('heading', { name: '404: Game Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
  });

  it('asks a visitor to log in, and opens the login modal', async () => {
    const { calls } = fakePlatform();
    const opened: AppEventMap['modal:open'][] = [];
    const { events } = renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, { path: '/game/5001' });
    events.on('modal:open', (event) => opened.push(event));
    expect(await screen.findByRole('heading', { name: 'Gilded Reels' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to play' }));
    expect(opened).toEqual([{ name: 'login' }]);
    expect(calls.some((call) => call.url.includes('/launch/'))).toBe(false);
  });

  it('launches the game for a player in a titled frame with the token named LaunchToken', async () => {
    const { calls } = fakePlatform();
    renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, { path: '/game/5001', session: PLAYER });
    const frame = await screen.findByTitle('Gilded Reels');
    expect(frame.getAttribute('src')).toBe('https://games.test/play/1000/5001?LaunchToken=lt-1&mobile=false');
    expect(frame.getAttribute('allow')).toBe('fullscreen');
    const launch = calls.find((call) => call.url.startsWith('/api/games/launch/5001'));
    expect(launch?.url).toBe('/api/games/launch/5001?isMobile=false&isROW=true&productId=1000');
    expect(launch?.init?.headers).toMatchObject({ authorization: 'Bearer a.b.c' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/games/recently-played/5001/add')).toBe(true));
  });

  it('starts a metered session for a metered game and ends it when the window closes', async () => {
    const { calls } = fakePlatform({ metered: true });
    renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, { path: '/game/5001', session: PLAYER });
    await screen.findByTitle('Gilded Reels');
    const check = calls.find((call) => call.url.includes('isGameMetered'));
    expect(check?.url).toBe('/api/games/metered/module/5003/client/70/isGameMetered');
    expect(check?.init?.headers).toMatchObject({ 'X-UserToken': 'a.b.c' });
    expect(JSON.parse(String(calls.find((call) => call.url === '/api/games/metered/start')?.init?.body))).toEqual({
      gameGroupId: 5001,
      moduleId: 5003,
      clientId: 70,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close game' })));
    expect(screen.queryByTitle('Gilded Reels')).toBeNull();
    const end = calls.filter((call) => call.url === '/api/games/metered/800001/end');
    expect(end).toHaveLength(1);
    expect(end[0]?.init?.keepalive).toBe(true);
  });

  it('offers favourites, recently played and more games by category in the side panel', async () => {
    fakePlatform();
    renderWithBrand('hippodrome', <GameWindow props={{ moreGamesCount: 12 }} node={node} />, {
      path: '/game/5001',
      session: PLAYER,
    });
    const panel = await screen.findByRole('complementary', { name: 'More to play' });
    expect(await within(panel).findByRole('link', { name: 'Lucky Lanterns' })).toHaveProperty('pathname', '/game/5002');
    fireEvent.click(within(panel).getByRole('tab', { name: 'Recently Played' }));
    expect(await within(panel).findByRole('link', { name: 'Roulette Royale' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('tab', { name: 'More Games' }));
    expect(within(panel).queryByRole('link', { name: 'Gilded Reels' })).toBeNull();
    fireEvent.change(within(panel).getByLabelText('Category'), { target: { value: '1' } });
    expect(within(panel).getByRole('link', { name: 'Roulette Royale' })).toBeTruthy();
  });
});
