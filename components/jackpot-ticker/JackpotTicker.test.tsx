// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue } from '../../engine/player/lobby/testing/catalogue-fixture.ts';
import type { JackpotTickerProps } from '../../schemas/index.ts';
import { installFakePlatform, loggedInSession, renderLobby } from '../../tests/support/lobby-test-kit.tsx';
import JackpotTicker from './JackpotTicker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
});
