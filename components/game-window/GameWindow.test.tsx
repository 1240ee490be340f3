// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueCategory, CatalogueGame } from '../../engine/platform/index.ts';
import { media } from '../../engine/page/theme/index.ts';
import type { AppEventMap } from '../../engine/player/index.ts';
import type { CatalogueResponse, GameIdListResponse, LaunchUrlResponse, MeteredStartResponse } from '../../schemas/index.ts';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import { answerMediaQueries } from '../../tests/support/media-queries.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import GameWindow from './GameWindow.tsx';
import { GameSidePanel } from './GameSidePanel.tsx';

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

/** The shared fake platform with a catalogue, a launch, metering and the player's lists. */
function fakePlatform({ metered = false } = {}) {
  const platform = createFakePlatform();
  platform.answer('GET /api/games/*/search', { data: categories } satisfies CatalogueResponse);
  platform.answer('GET /api/games/launch/*', {
    launchUrl: 'https://games.test/play/1000/5001?launchtoken=lt-1&mobile=false',
  } satisfies LaunchUrlResponse);
  platform.answer('POST /api/games/metered/module/*/client/*/isGameMetered', { isGameMetered: metered });
  platform.answer('POST /api/games/metered/start', { meteredSessionId: 800001 } satisfies MeteredStartResponse);
  platform.answer('POST /api/games/metered/*/end', { meteredSessionId: 800001 });
  platform.answer('POST /api/games/favourites-by-user-token/get', { data: [5002] } satisfies GameIdListResponse);
  platform.answer('POST /api/games/recently-played-by-user-token/get', { data: [6001] } satisfies GameIdListResponse);
  platform.answer('POST /api/games/recently-played/*/add', { data: [5001] } satisfies GameIdListResponse);
  return platform;
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
    renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, { path: '/game/999', platform: fakePlatform() });
    expect(await screen.findByRole('heading', { name: '404: Game Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
  });

  it('asks a visitor to log in, and opens the login modal', async () => {
    const platform = fakePlatform();
    const opened: AppEventMap['modal:open'][] = [];
    const { events } = renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, { path: '/game/5001', platform });
    events.on('modal:open', (event) => opened.push(event));
    expect(await screen.findByRole('heading', { name: 'Gilded Reels' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to play' }));
    expect(opened).toEqual([{ name: 'login' }]);
    expect(platform.callsTo('GET /api/games/launch/*')).toEqual([]);
  });

  it('launches the game for a player in a titled frame with the token named LaunchToken', async () => {
    const platform = fakePlatform();
    renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, { path: '/game/5001', session: PLAYER, platform });
    const frame = await screen.findByTitle('Gilded Reels');
    expect(frame.getAttribute('src')).toBe('https://games.test/play/1000/5001?LaunchToken=lt-1&mobile=false');
    expect(frame.getAttribute('allow')).toBe('fullscreen');
    const [launch] = platform.callsTo('GET /api/games/launch/*');
    // The site's origin goes with it: the game posts its rounds there.
    expect(launch?.url).toBe(
      `/api/games/launch/5001?isMobile=false&isROW=true&productId=1000&origin=${encodeURIComponent(location.origin)}`,
    );
    expect(launch?.authorization).toBe('Bearer a.b.c');
    await waitFor(() => expect(platform.callsTo('POST /api/games/recently-played/5001/add')).toHaveLength(1));
  });

  it('starts a metered session for a metered game and ends it when the window closes', async () => {
    const platform = fakePlatform({ metered: true });
    renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, { path: '/game/5001', session: PLAYER, platform });
    await screen.findByTitle('Gilded Reels');
    const [check] = platform.callsTo('POST /api/games/metered/module/*/client/*/isGameMetered');
    expect(check?.url).toBe('/api/games/metered/module/5003/client/70/isGameMetered');
    expect(check?.headers).toMatchObject({ 'X-UserToken': 'a.b.c' });
    expect(platform.callsTo('POST /api/games/metered/start')[0]?.body).toEqual({
      gameGroupId: 5001,
      moduleId: 5003,
      clientId: 70,
    });
    // The phone's game bar closes the game as the title bar on larger screens does.
    const bar = screen.getByRole('toolbar', { name: 'Gilded Reels' });
    const close = within(bar).getByRole('button', { name: 'Close game' });
    await act(async () => fireEvent.click(close));
    // The press is answered first (the button busy), the game closes after that paint.
    expect(close.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.queryByTitle('Gilded Reels')).toBeNull());
    const end = platform.callsTo('POST /api/games/metered/800001/end');
    expect(end).toHaveLength(1);
    expect(end[0]?.keepalive).toBe(true);
  });

  it("keeps the player's balance in the game bar, with Deposit and the game menu", async () => {
    const { events } = renderWithBrand('hippodrome', <GameWindow props={{}} node={node} />, {
      path: '/game/5001',
      session: PLAYER,
      platform: fakePlatform(),
    });
    await screen.findByTitle('Gilded Reels');
    const bar = screen.getByRole('toolbar', { name: 'Gilded Reels' });
    expect(within(bar).getByText('Balance')).toBeTruthy();
    const opened: AppEventMap['modal:open'][] = [];
    events.on('modal:open', (event) => opened.push(event));
    fireEvent.click(within(bar).getByRole('button', { name: 'Deposit' }));
    expect(opened).toEqual([{ name: 'banking' }]);

    fireEvent.click(within(bar).getByRole('button', { name: 'Game menu' }));
    const menu = screen.getByRole('dialog', { name: 'Game menu' });
    expect(within(menu).getByRole('link', { name: 'Lobby' }).getAttribute('href')).toBe('/');
    // The menu opens with its actions; the lists of games follow its first paint.
    expect(within(menu).queryAllByRole('tab')).toEqual([]);
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Favourite', 'Recently Played', 'More Games']),
    );
    fireEvent.click(within(menu).getByRole('button', { name: 'Banking' }));
    expect(opened).toEqual([{ name: 'banking' }, { name: 'banking' }]);
    expect(screen.queryByRole('dialog', { name: 'Game menu' })).toBeNull();
  });

  it('offers favourites, recently played and more games by category in the side panel', async () => {
    renderWithBrand('hippodrome', <GameWindow props={{ moreGamesCount: 12 }} node={node} />, {
      path: '/game/5001',
      session: PLAYER,
      platform: fakePlatform(),
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

  it("on a phone keeps the panel's lists in the game menu only, with no hidden panel beside the game", async () => {
    answerMediaQueries((query) => query === media.phone);
    renderWithBrand('hippodrome', <GameWindow props={{ moreGamesCount: 12 }} node={node} />, {
      path: '/game/5001',
      session: PLAYER,
      platform: fakePlatform(),
    });
    await screen.findByTitle('Gilded Reels');
    expect(screen.queryByRole('complementary', { name: 'More to play' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Game menu' }));
    const menu = screen.getByRole('dialog', { name: 'Game menu' });
    expect(await within(menu).findByRole('link', { name: 'Lucky Lanterns' })).toHaveProperty('pathname', '/game/5002');
  });

  it('offers no empty category list while the catalogue loads, and the list once it has arrived', () => {
    const panelWith = (shown: CatalogueCategory[]) => (
      <GameSidePanel categories={shown} currentGameId={5001} moreGamesCount={12} loggedIn={false} />
    );
    renderWithBrand('hippodrome', panelWith([]), { path: '/game/5001' });
    const loading = screen.getByRole('complementary', { name: 'More to play' });
    expect(within(loading).queryByRole('combobox')).toBeNull();
    cleanup();
    renderWithBrand('hippodrome', panelWith(categories), { path: '/game/5001' });
    const panel = screen.getByRole('complementary', { name: 'More to play' });
    expect(
      within(panel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(categories.map(({ Name }) => Name));
  });
});
