// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueCategory, CatalogueGame } from '../../engine/platform/index.ts';
import { ROUND_MESSAGE_REFUSED } from '../../engine/player/play-session/index.ts';
import type { LaunchUrlResponse } from '../../schemas/index.ts';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import GameWindow from './GameWindow.tsx';
import { GameClock } from './PlayFigures.tsx';

const GAME_ORIGIN = 'https://games.test';
const game: CatalogueGame = {
  GameGroupId: 5001,
  SiteGameContentId: 5001,
  SiteGameName: 'gilded-reels',
  Name: 'Gilded Reels',
  IsFavourite: false,
  ImageUrl: '',
  Properties: {
    gamePicker: {
      Properties: {
        gameGroupId: 5001,
        gameHTML5ClientID: 40,
        gameHTMLDesktopClientID: 70,
        gameHTML5ModuleId: 5002,
        gameHTMLDesktopModuleID: 5003,
      },
    },
  },
};
const categories: CatalogueCategory[] = [
  { Name: 'Slots', ImageUrl: '', ActiveImageUrl: '', GameCategoryType: 'slots', SubCategories: [], Games: [game] },
];

function fakePlatform() {
  const platform = createFakePlatform();
  platform.answer('GET /api/games/*/search', { data: categories });
  platform.answer('GET /api/games/launch/*', {
    launchUrl: `${GAME_ORIGIN}/play/1000/5001?launchtoken=lt-1`,
  } satisfies LaunchUrlResponse);
  platform.answer('POST /api/games/metered/module/*/client/*/isGameMetered', { isGameMetered: false });
  platform.answer('POST /api/games/favourites-by-user-token/get', { data: [] });
  platform.answer('POST /api/games/recently-played-by-user-token/get', { data: [] });
  platform.answer('POST /api/games/recently-played/*/add', { data: [5001] });
  return platform;
}

const round = (roundId: string, stake: number, win: number, balanceAfter: number) => ({
  type: 'croupier:round',
  roundId,
  stake,
  win,
  balanceAfter,
  currencyIsoCode: 'GBP',
});

/** The game page of a logged-in player in a market, the platform's balance what `balances` gives, one read after another. */
async function openGame(market: 'gb' | 'row', balances: number[] = [100]) {
  const reads = [...balances];
  const refreshBalance = vi.fn(async () => (reads.length > 1 ? reads.shift() : reads[0]));
  renderWithBrand('hippodrome', <GameWindow props={{}} node={{} as never} />, {
    market,
    path: '/game/5001',
    platform: fakePlatform(),
    session: { loggedIn: true, userId: 7, userToken: 'a.b.c', currencyIsoCode: 'GBP', balance: 100, refreshBalance },
  });
  const frame = (await screen.findByTitle('Gilded Reels')) as HTMLIFrameElement;
  const bar = screen.getByRole('toolbar', { name: 'Gilded Reels' });
  const post = (data: unknown, { origin = GAME_ORIGIN, source = frame.contentWindow as Window | null } = {}) =>
    act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
  const net = () => bar.querySelector('[data-net-position]')?.querySelector('strong')?.textContent;
  return { bar, post, net, refreshBalance };
}

beforeEach(() => {
  history.replaceState(null, '', '/game/5001');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('beside the game, where the rulebook asks (RTS 13C, 2E, 1A)', () => {
  it('shows the time since the game opened, the net position and the balance, and reads the balance as the game opens', async () => {
    const { bar, net, refreshBalance } = await openGame('gb');
    expect(within(bar).getByRole('timer', { name: 'Time in this game' }).textContent).toMatch(/^Time0:00:0\d$/);
    expect(within(bar).getByText('Net')).toBeTruthy();
    expect(net()).toBe('£0.00');
    expect(within(bar).getByText('£100.00')).toBeTruthy();
    await waitFor(() => expect(refreshBalance).toHaveBeenCalledTimes(1));
  });

  it("counts the game's rounds, and reads the platform's balance after each", async () => {
    const { post, net, refreshBalance } = await openGame('gb');
    await waitFor(() => expect(refreshBalance).toHaveBeenCalledTimes(1));
    await post(round('r1', 1, 0, 99));
    expect(net()).toBe('\u2212£1.00');
    await post(round('r2', 1, 3, 101));
    expect(net()).toBe('+£1.00');
    expect(refreshBalance).toHaveBeenCalledTimes(3);
  });

  it('changes nothing for a forged, malformed or replayed round, and logs each kind once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { post, net, refreshBalance } = await openGame('gb');
    await waitFor(() => expect(refreshBalance).toHaveBeenCalledTimes(1));
    await post(round('r1', 1, 0, 99));
    await post(round('r1', 1, 0, 99));
    await post(round('r2', 50, 0, 49), { origin: 'https://evil.test' });
    await post(round('r3', 50, 0, 49), { origin: 'https://evil.test' });
    await post(round('r4', 50, 0, 49), { source: window });
    await post({ ...round('r5', 50, 0, 49), stake: '50' });
    expect(net()).toBe('\u2212£1.00');
    expect(refreshBalance).toHaveBeenCalledTimes(2);
    const logged = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith(ROUND_MESSAGE_REFUSED));
    expect(logged.map((line) => JSON.parse(line.slice(line.indexOf('{'))).reason)).toEqual([
      'replayed',
      'origin',
      'frame',
      'schema',
    ]);
  });

  it('gives a game that reports no rounds a net position from the balance', async () => {
    const { net, post, refreshBalance } = await openGame('gb', [100, 97.5]);
    await waitFor(() => expect(refreshBalance).toHaveBeenCalledTimes(1));
    // A message of another window (not a round) asks nothing; the poll's read does.
    await post({ source: 'croupier-cashier' }, { origin: 'https://cashier.test', source: null });
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(net()).toBe('\u2212£2.50'));
  });

  it('keeps the session time and the balance alone where the market has no such rules', async () => {
    const { bar, net, refreshBalance } = await openGame('row');
    // The session time is the header's SessionTime (its session is not in this test), not the game's clock.
    expect(within(bar).queryByRole('timer', { name: 'Time in this game' })).toBeNull();
    expect(net()).toBeUndefined();
    expect(refreshBalance).not.toHaveBeenCalled();
  });
});

describe("the game's clock", () => {
  it('moves each second, in hours, minutes and seconds', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-12-02T10:00:00.250Z'));
    const openedAt = Date.now();
    renderWithBrand('hippodrome', <GameClock openedAt={openedAt} />, { market: 'gb' });
    const text = () => screen.getByRole('timer').textContent;
    expect(text()).toBe('Time0:00:00');
    act(() => void vi.advanceTimersByTime(999));
    expect(text()).toBe('Time0:00:00');
    act(() => void vi.advanceTimersByTime(1));
    expect(text()).toBe('Time0:00:01');
    act(() => void vi.advanceTimersByTime(3_600_000 + 26_000));
    expect(text()).toBe('Time1:00:27');
  });
});

describe("the clock's tick (a second's tick must not cost the taps)", () => {
  it('renders the clock alone, never what holds it', () => {
    vi.useFakeTimers();
    let renders = 0;
    function Bar() {
      renders++;
      return <GameClock openedAt={Date.now()} />;
    }
    renderWithBrand('hippodrome', <Bar />, { market: 'gb' });
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer').textContent).toBe('Time0:00:03');
    expect(renders).toBe(1);
  });
});
