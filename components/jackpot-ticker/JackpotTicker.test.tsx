// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue } from '../../engine/player/lobby/testing/catalogue-fixture.ts';
import type { JackpotTickerProps } from '../../schemas/index.ts';
import { installFakePlatform, loggedInSession, renderLobby } from '../../tests/support/lobby-test-kit.tsx';
import { JACKPOT_POLL_MS, JACKPOT_TICK_MS } from '../../engine/player/lobby/jackpot-count-up.ts';
import JackpotTicker from './JackpotTicker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const props: JackpotTickerProps = { title: 'Jackpots rising', progressive: ['megaMoolah'], mustWin: ['rapid', 'daily'] };
const ticker = (p: JackpotTickerProps = props) => <JackpotTicker props={p} node={{} as never} />;

describe('jackpotTicker', () => {
  it('shows placeholders first, then each jackpot in the market currency for a visitor', async () => {
    const { seen } = installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(ticker());
    expect(screen.getByRole('heading', { name: 'Jackpots rising' })).toBeTruthy();
    expect(screen.getAllByRole('status', { name: 'Loading jackpot' })).toHaveLength(3);
    expect(await screen.findByText('$2,000,000')).toBeTruthy();
    expect(screen.getByText('$512.50')).toBeTruthy();
    expect(screen.getByText('Must be won before $1,000.00')).toBeTruthy();
    const progressive = seen.find((request) => request.path === '/api/games/progressivejackpots');
    expect(progressive?.body).toEqual({ moduleIds: [], currencyIsoCode: 'USD' });
    const mustWin = seen.find((request) => request.path === '/api/games/jackpots');
    expect(mustWin?.body).toEqual({ jackpotGames: [], productId: 1000, currencyIsoCode: 'USD' });
    expect(mustWin?.headers['X-ClientTypeId']).toBe('70');
  });

  it("uses a logged-in player's own currency", async () => {
    const { seen } = installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(ticker(), { session: loggedInSession({ currencyIsoCode: 'EUR' }) });
    expect(await screen.findByText('€2,000,000')).toBeTruthy();
    expect(seen.find((request) => request.path === '/api/games/progressivejackpots')?.body).toMatchObject({
      currencyIsoCode: 'EUR',
    });
  });

  it('shows only the jackpots the page names, in its order', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(ticker({ progressive: [], mustWin: ['daily'] }));
    expect(await screen.findByText('Daily Jackpot')).toBeTruthy();
    expect(screen.queryByText('Mega Moolah')).toBeNull();
    expect(screen.queryByText('Rapid Jackpot')).toBeNull();
  });

  it('counts a risen jackpot up over the time to the next poll, and shows a won one fall at once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { platform } = installFakePlatform({ catalogue: fixtureCatalogue() });
    let pool = 2_000_000;
    platform.on('POST /api/games/progressivejackpots', () => ({
      status: 200,
      body: { data: [{ type: 'megaMoolah', moduleId: 1, amount: pool, currencyIsoCode: 'USD' }] },
    }));
    await renderLobby(ticker({ progressive: ['megaMoolah'], mustWin: [] }));
    expect(await screen.findByText('$2,000,000')).toBeTruthy();

    const shown = () => Number(screen.getByText(/^\$[\d,.]+$/).textContent!.replace(/[$,]/g, ''));
    pool = 2_003_000;
    await vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS);
    // The count begins once React has the new poll: the platform answers in real time, so some
    // ticks after the poll (more on a busy machine). Halfway through the poll's time it is halfway up.
    await vi.waitFor(() => expect(shown()).toBeGreaterThan(2_000_000), { interval: JACKPOT_TICK_MS, timeout: 10_000 });
    await vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS / 2);
    expect(shown()).toBeGreaterThan(2_001_000);
    expect(shown()).toBeLessThan(2_002_000);
    // The rest of the poll's time, then tick by tick until it is done.
    await vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS / 2);
    await vi.waitFor(() => expect(shown()).toBe(2_003_000), { interval: JACKPOT_TICK_MS, timeout: 10_000 });

    pool = 10_000;
    await vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS);
    await vi.waitFor(() => expect(shown()).toBe(10_000));
  });
});
