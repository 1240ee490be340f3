// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue, largeCatalogue } from '../../engine/player/lobby/testing/catalogue-fixture.ts';
import GamesGrid from '../games-grid/GamesGrid.tsx';
import { ROWS_PER_FRAME } from '../games-grid/VirtualGameGrid.tsx';
import { playerInput, QUIET } from '../../engine/main-thread/index.ts';
import { installFakePlatform, loggedInSession, renderLobby } from '../../tests/support/lobby-test-kit.tsx';
import CategoryNavigation from './CategoryNavigation.tsx';

// The page's input is heard on the window, as the browser's entry starts it.
let stopListening = () => {};
beforeAll(() => void (stopListening = playerInput.listen(window)));
afterAll(() => stopListening());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * What the player's quiet is measured with: a test that holds it moves it itself, and asserts what
 * has not happened yet without waiting real time. The browser's frames and React's own scheduling stay real.
 */
const PLAYER_CLOCK: ('setTimeout' | 'clearTimeout' | 'performance')[] = ['setTimeout', 'clearTimeout', 'performance'];

/** The navigation and the lobby grid side by side, as on the lobby page. */
const lobby = (
  <>
    <CategoryNavigation
      props={{ showSearch: true, showMyGames: true, searchPlaceholder: 'Search slots and tables' }}
      node={{} as never}
    />
    <GamesGrid props={{ title: 'All games', source: 'lobby', layout: 'grid' }} node={{} as never} />
  </>
);

const gameNames = () =>
  within(screen.getByRole('group', { name: 'All games' }))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('link').textContent);
const tab = (name: string) => screen.getByRole('tab', { name });
const chip = (name: string) => screen.getByRole('button', { name });

describe('categoryNavigation with the lobby grid', () => {
  it('opens on the first category and its first sub-category', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    await waitFor(() => expect(tab('Slots')?.getAttribute('aria-selected')).toBe('true'));
    expect(chip('Mega Reels')?.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(gameNames()).toEqual(['Golden PharaohTest Studio', 'Dragon GoldTest Studio', 'Starlight ReelsTest Studio']),
    );
  });

  it('makes the first sub-category active when a category is picked', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    fireEvent.click(await screen.findByRole('tab', { name: 'Live Casino' }));
    expect(tab('Live Casino')?.getAttribute('aria-selected')).toBe('true');
    expect(tab('Slots')?.getAttribute('aria-selected')).toBe('false');
    await waitFor(() => expect(chip('Roulette')?.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(gameNames()).toEqual(['Lightning RouletteTest Studio']));
  });

  it('does nothing when the active category is picked again', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    fireEvent.click(await screen.findByRole('button', { name: 'Classic Reels' }));
    fireEvent.click(tab('Slots'));
    expect(chip('Classic Reels')?.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(gameNames()).toEqual(['Fruit ClassicTest Studio', 'Lucky SevensTest Studio']));
  });

  it('searches after more than 2 characters, case-insensitively', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    fireEvent.click(await screen.findByRole('button', { name: 'Search games' }));
    const input = screen.getByRole('searchbox', { name: 'Search games by name' });
    expect(input?.getAttribute('placeholder')).toBe('Search slots and tables');
    fireEvent.change(input, { target: { value: 'go' } });
    expect(screen.getByText('Type at least 3 letters to search.')).toBeTruthy();
    expect(gameNames()).toHaveLength(3);
    fireEvent.change(input, { target: { value: 'GOLD' } });
    await waitFor(() =>
      expect(gameNames()).toEqual(['Golden PharaohTest Studio', 'Dragon GoldTest Studio', 'Mega Moolah GoldTest Studio']),
    );
    expect(screen.getByText('Results for “GOLD”: 3 games')).toBeTruthy();
  });

  it('clears the text when search is toggled off', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    const toggle = await screen.findByRole('button', { name: 'Search games' });
    fireEvent.click(toggle);
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'roulette' } });
    await waitFor(() => expect(gameNames()).toEqual(['Lightning RouletteTest Studio']));
    fireEvent.click(toggle);
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(toggle);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(gameNames()).toHaveLength(3));
  });

  it('offers My Games to a logged-in player: favourites and recently played merged, lists refreshed', async () => {
    const { seen } = installFakePlatform({ catalogue: fixtureCatalogue(), favourites: [6], recentlyPlayed: ['4', 6, 0] });
    await renderLobby(lobby, { session: loggedInSession() });
    fireEvent.click(await screen.findByRole('tab', { name: 'My Games' }));
    await waitFor(() => expect(chip('All my games')?.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(gameNames()).toEqual(['Lightning RouletteTest Studio', 'Fruit ClassicTest Studio']));
    fireEvent.click(chip('Recently played'));
    await waitFor(() => expect(gameNames()).toEqual(['Fruit ClassicTest Studio', 'Lightning RouletteTest Studio']));
    expect(seen.some((request) => request.path.endsWith('/recently-played-by-user-token/get'))).toBe(true);
  });

  it('offers no My Games to a logged-out visitor', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    await screen.findByRole('tab', { name: 'Slots' });
    expect(screen.queryByRole('tab', { name: 'My Games' })).toBeNull();
  });

  it("shows category icons as decoration in the tab's own colour, drawn by the image endpoint, switching to the active icon", async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    const iconOf = (element: HTMLElement) => {
      const icon = element.querySelector<HTMLElement>('[aria-hidden="true"]');
      const url = /^url\("(.*)"\)$/.exec(icon?.style.maskImage ?? '')?.[1] ?? '';
      const query = new URLSearchParams(url.split('?')[1]);
      return { source: query.get('src'), width: query.get('w'), hidden: icon?.textContent === '' };
    };
    expect(iconOf(await screen.findByRole('tab', { name: 'Slots' }))).toEqual({
      source: '/games/icons/active/slots.svg',
      width: '72',
      hidden: true,
    });
    expect(iconOf(tab('Live Casino'))).toEqual({ source: '/games/icons/idle/live-casino.svg', width: '72', hidden: true });
  });
});

/**
 * React's own scheduling, as in a browser: without act(), which would run every pending render
 * (the deferred grid's too) before the test looks.
 */
async function withoutAct(steps: () => Promise<void>) {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await steps();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/** A click as the browser dispatches it, and the urgent render it causes (React runs it in a microtask). */
async function press(element: HTMLElement) {
  element.click();
  await Promise.resolve();
}

/** A key typed into the search box: the input's new value and its input event, as a browser sends them. */
async function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await Promise.resolve();
}

const lobbyGrid = () => screen.getByRole('region', { name: 'All games' });

/** What follows the player's quiet (QUIET.drawing) is waited for this long: a busy machine draws slowly. */
const AFTER_QUIET = { timeout: 5000 };

/** The lobby over 300 games, its first category drawn (more rows than a frame's), then search opened. */
async function searchOver300Games() {
  installFakePlatform({ catalogue: largeCatalogue(300) });
  await renderLobby(lobby);
  await waitFor(() => expect(gameNames().length).toBeGreaterThan(ROWS_PER_FRAME * 3));
  const category = gameNames();
  fireEvent.click(await screen.findByRole('button', { name: 'Search games' }));
  return { category, input: screen.getByRole('searchbox', { name: 'Search games by name' }) as HTMLInputElement };
}

describe('the press answered before the grid', () => {
  it('selects and announces a tab before its chips and its grid arrive, the old grid shown and working meanwhile', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue(), favourites: [] });
    await renderLobby(lobby, { session: loggedInSession() });
    await waitFor(() => expect(gameNames()).toHaveLength(3));
    await screen.findByRole('tab', { name: 'Live Casino' });
    await withoutAct(async () => {
      await press(tab('Live Casino'));
      expect(tab('Live Casino').getAttribute('aria-selected')).toBe('true');
      expect(tab('Slots').getAttribute('aria-selected')).toBe('false');
      // The press's frame holds the tab alone: the category's chips come in the frame after, ahead of its grid.
      expect(chip('Mega Reels').getAttribute('aria-pressed')).toBe('true');
      const oldGames = ['Golden PharaohTest Studio', 'Dragon GoldTest Studio', 'Starlight ReelsTest Studio'];
      expect(lobbyGrid().getAttribute('aria-busy')).toBe('true');
      expect(gameNames()).toEqual(oldGames);
      await press(screen.getByRole('button', { name: 'Favourite: Golden Pharaoh' }));
      await waitFor(() => {
        expect(chip('Roulette').getAttribute('aria-pressed')).toBe('true');
        expect(screen.queryByRole('button', { name: 'Mega Reels' })).toBeNull();
        expect(gameNames()).toEqual(oldGames);
      });
      await waitFor(() => expect(gameNames()).toEqual(['Lightning RouletteTest Studio']));
    });
    expect(lobbyGrid().getAttribute('aria-busy')).toBeNull();
    fireEvent.click(tab('Slots'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite: Golden Pharaoh' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('presses a sub-category chip before its grid arrives', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    await waitFor(() => expect(gameNames()).toHaveLength(3));
    await waitFor(() => expect(chip('Classic Reels')).toBeTruthy());
    await withoutAct(async () => {
      await press(chip('Classic Reels'));
      expect(chip('Classic Reels').getAttribute('aria-pressed')).toBe('true');
      expect(chip('Mega Reels').getAttribute('aria-pressed')).toBe('false');
      expect(gameNames()).toHaveLength(3);
      await waitFor(() => expect(gameNames()).toEqual(['Fruit ClassicTest Studio', 'Lucky SevensTest Studio']));
    });
  });

  it("draws a search's many results a few rows a frame, until every row in reach is drawn", async () => {
    const { category, input } = await searchOver300Games();
    const whole = category.length;
    await withoutAct(async () => {
      // "Spin 2", "Spin 20" to "Spin 29", "Spin 200" to "Spin 299": 111 results, as many rows as the category's.
      await typeInto(input, 'spin 2');
      await waitFor(() => expect(screen.getByText('Results for “spin 2”: 111 games')).toBeTruthy(), AFTER_QUIET);
      // A few rows a frame: on a busy machine every row in reach takes more than a second.
      await waitFor(() => expect(gameNames()).toHaveLength(whole), AFTER_QUIET);
      // In the results' order, whichever rows were drawn first.
      const results = [2, ...Array.from({ length: 10 }, (_, n) => 20 + n), ...Array.from({ length: 100 }, (_, n) => 200 + n)];
      expect(gameNames()).toEqual(results.slice(0, whole).map((id) => `Spin ${id}Test Studio`));
    });
  });

  it("shows a search's results once typing pauses, saying it searches and the category's games meanwhile", async () => {
    const { category, input } = await searchOver300Games();
    await withoutAct(async () => {
      // The player's clock is the test's: a key every half of the pause that ends typing.
      vi.useFakeTimers({ toFake: PLAYER_CLOCK });
      for (const text of ['spi', 'spin', 'spin ', 'spin 2']) {
        input.dispatchEvent(new KeyboardEvent('keydown', { key: text.at(-1), bubbles: true }));
        await typeInto(input, text);
        await vi.advanceTimersByTimeAsync(QUIET.drawing.afterKeyMs / 2);
        expect(screen.queryByText(/^Results for/)).toBeNull();
        expect(screen.getByText(`Searching for “${text.trim()}”…`)).toBeTruthy();
        expect(gameNames()).toEqual(category);
        expect(lobbyGrid().getAttribute('aria-busy')).toBe('true');
      }
      // The results follow the pause (vi.waitFor moves the clock on as it polls).
      await vi.waitFor(() => expect(screen.getByText('Results for “spin 2”: 111 games')).toBeTruthy(), AFTER_QUIET);
      await vi.waitFor(() => expect(gameNames()[0]).toBe('Spin 2Test Studio'), AFTER_QUIET);
      expect(screen.queryByText(/^Searching for/)).toBeNull();
    });
  });

  it('draws the rest of a long list once the player stops touching the screen', async () => {
    const { category, input } = await searchOver300Games();
    const whole = category.length;
    await withoutAct(async () => {
      await typeInto(input, 'spin 2');
      await waitFor(() => expect(screen.getByText('Results for “spin 2”: 111 games')).toBeTruthy(), AFTER_QUIET);
      const firstFrame = gameNames().length;
      expect(firstFrame).toBeGreaterThan(0);
      // A finger on the screen every half of the touch's quiet time, on the test's clock: the rows past the first frame's wait.
      vi.useFakeTimers({ toFake: PLAYER_CLOCK });
      for (let touch = 0; touch < 4; touch++) {
        input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        await vi.advanceTimersByTimeAsync(QUIET.drawing.afterTouchMs / 2);
        expect(gameNames()).toHaveLength(firstFrame);
      }
      await vi.waitFor(() => expect(gameNames()).toHaveLength(whole), AFTER_QUIET);
    });
  });

  it('drops no result when keys come faster than the grid: the last text is what it shows', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(lobby);
    fireEvent.click(await screen.findByRole('button', { name: 'Search games' }));
    const input = screen.getByRole('searchbox', { name: 'Search games by name' }) as HTMLInputElement;
    await withoutAct(async () => {
      for (const text of ['g', 'go', 'gol', 'gold', 'golde', 'golden']) await typeInto(input, text);
      expect(input.value).toBe('golden');
      await waitFor(() => expect(screen.getByText('Results for “golden”: 1 game')).toBeTruthy());
      expect(gameNames()).toEqual(['Golden PharaohTest Studio']);
      for (const text of ['golde', 'gold']) await typeInto(input, text);
      await waitFor(() => expect(screen.getByText('Results for “gold”: 3 games')).toBeTruthy());
      expect(gameNames()).toEqual(['Golden PharaohTest Studio', 'Dragon GoldTest Studio', 'Mega Moolah GoldTest Studio']);
    });
  });
});
