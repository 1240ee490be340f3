// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppEvents } from '../../engine/player/index.ts';
import { fixtureCatalogue, largeCatalogue } from '../../engine/player/lobby/testing/catalogue-fixture.ts';
import type { GamesGridProps } from '../../schemas/index.ts';
import GamesGrid from './GamesGrid.tsx';
import { platformError } from '../../tests/support/fake-platform.ts';
import { installFakePlatform, loggedInSession, renderLobby } from '../../tests/support/lobby-test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const grid = (props: GamesGridProps = { title: 'All games' }) => <GamesGrid props={props} node={{} as never} />;
const heart = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const pressed = (element: HTMLElement) => element.getAttribute('aria-pressed');

describe('gamesGrid', () => {
  it('shows a skeleton until the catalogue arrives, then the games', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(grid());
    expect(screen.getByRole('status', { name: 'Loading games' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Golden Pharaoh')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading games' })).toBeNull();
  });

  it('links each card to its game page, with a lazy, sized thumbnail', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    const { router } = await renderLobby(grid());
    const link = (await screen.findByText('Dragon Gold')).closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/game/2');
    const image = link.querySelector('img') as HTMLImageElement;
    expect([image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      'lazy',
      '400',
      '300',
    ]);
    expect(image.getAttribute('decoding')).toBe('async');
    // Three columns on a phone: a tile is a third of the screen.
    expect(image.getAttribute('sizes')).toBe('(max-width: 720px) 33vw, 240px');
    expect(image.getAttribute('srcset')).toMatch(/^\/api\/images\?src=[^ ]+&w=160&v=1 160w, /);
    fireEvent.click(link);
    // The tap shows on the card first; the game page follows that paint.
    expect(link.closest('article')?.hasAttribute('data-opening')).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/2'));
  });

  it('toggles a favourite at once and keeps it when the server call fails', async () => {
    const { platform, seen } = installFakePlatform({
      catalogue: fixtureCatalogue(),
      favourites: [2],
      favouriteWriteStatus: 500,
    });
    // The add call fails, but only when the test lets it answer.
    let answerAdd = () => {};
    const addAnswered = new Promise<void>((resolve) => (answerAdd = resolve));
    platform.on('POST /api/games/favourites/*/add', () => addAnswered.then(() => platformError(500)));
    await renderLobby(grid(), { session: loggedInSession() });
    await waitFor(() => expect(pressed(heart('Favourite: Dragon Gold'))).toBe('true'));
    expect(pressed(heart('Favourite: Golden Pharaoh'))).toBe('false');
    fireEvent.click(heart('Favourite: Golden Pharaoh'));
    // Filled in the tap's own render, before the lists that hold favourites follow.
    expect(pressed(heart('Favourite: Golden Pharaoh'))).toBe('true');
    // Filled and busy while the server has not answered.
    await waitFor(() => {
      expect(heart('Favourite: Golden Pharaoh').getAttribute('aria-busy')).toBe('true');
      expect(pressed(heart('Favourite: Golden Pharaoh'))).toBe('true');
    });
    await waitFor(() => expect(seen.some((request) => request.path === '/api/games/favourites/1/add')).toBe(true));
    const add = seen.find((request) => request.path === '/api/games/favourites/1/add');
    expect(add?.headers.authorization).toBe('Bearer aaa.bbb.ccc');
    // The failure clears the request flag but does not revert: a second click is accepted and removes it.
    answerAdd();
    await waitFor(() => expect(heart('Favourite: Golden Pharaoh').getAttribute('aria-busy')).toBe('false'));
    expect(pressed(heart('Favourite: Golden Pharaoh'))).toBe('true');
    fireEvent.click(heart('Favourite: Golden Pharaoh'));
    await waitFor(() => expect(pressed(heart('Favourite: Golden Pharaoh'))).toBe('false'));
    await waitFor(() => expect(seen.some((request) => request.path === '/api/games/favourites/1/remove')).toBe(true));
  });

  it('asks a logged-out visitor to log in from the heart', async () => {
    const { seen } = installFakePlatform({ catalogue: fixtureCatalogue() });
    const events = createAppEvents();
    const opened = vi.fn();
    events.on('modal:open', opened);
    await renderLobby(grid(), { events });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to save Golden Pharaoh as a favourite' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login' });
    expect(seen.some((request) => request.path.includes('favourites'))).toBe(false);
  });

  it.each([
    ['401', 401, undefined],
    ['500 with code 15006', 500, 15006],
  ])('reports the token and shows no favourites on a %s', async (_case, status, code) => {
    installFakePlatform({ catalogue: fixtureCatalogue(), favourites: [2], listReadStatus: status, listReadCode: code });
    const reportInvalidToken = vi.fn();
    await renderLobby(grid(), { session: loggedInSession({ reportInvalidToken }) });
    await waitFor(() => expect(reportInvalidToken).toHaveBeenCalled());
    // The catalogue may arrive after the failed read: the card then shows, not filled.
    expect(pressed(await screen.findByRole('button', { name: /Favourite: Dragon Gold/ }))).toBe('false');
  });

  it('renders only the visible rows of 10,000 games', async () => {
    installFakePlatform({ catalogue: largeCatalogue(10_000) });
    await renderLobby(grid());
    // Ten thousand games take a while to come through the fake platform on a busy machine.
    expect(await screen.findByText('Spin 1', undefined, { timeout: 10_000 })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(100);
    expect(screen.queryByText('Spin 10000')).toBeNull();
    expect(screen.getByText('10,000 games')).toBeTruthy();
  });

  it('shows a fixed category as a row of at most maxGames', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(grid({ title: 'Slots row', source: 'category', categoryType: 'slots', layout: 'row', maxGames: 2 }));
    const row = await screen.findByRole('list', { name: 'Slots row' });
    expect(
      within(row)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('link').textContent),
    ).toEqual(['Golden PharaohTest Studio', 'Dragon GoldTest Studio']);
  });

  it('shows the jackpot on a jackpot game card', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(grid({ title: 'Jackpots', source: 'category', categoryType: 'jackpots', layout: 'row' }), {
      session: loggedInSession(),
    });
    expect(await screen.findByText('€2,000,000')).toBeTruthy();
    expect(screen.getByText('Mega Moolah:', { exact: false })).toBeTruthy();
  });

  it("counts a card's jackpot up to the amount of the next poll", async () => {
    const { platform } = installFakePlatform({ catalogue: fixtureCatalogue() });
    const { queryClient } = await renderLobby(
      grid({ title: 'Jackpots', source: 'category', categoryType: 'jackpots', layout: 'row' }),
      { session: loggedInSession() },
    );
    expect(await screen.findByText('€2,000,000')).toBeTruthy();
    platform.on('POST /api/games/progressivejackpots', () => ({
      status: 200,
      body: { data: [{ type: 'megaMoolah', moduleId: 1, amount: 2_030_000, currencyIsoCode: 'EUR' }] },
    }));
    await queryClient.refetchQueries({ queryKey: ['jackpots', 'progressive'] });
    // Between the two polls the badge moves on its own, past the old amount and never beyond the new.
    const shown = () => Number(screen.getByText(/^€2,0[0-3]\d,\d{3}$/).textContent!.replace(/\D/g, ''));
    await waitFor(() => expect(shown()).toBeGreaterThan(2_000_000));
    expect(shown()).toBeLessThanOrEqual(2_030_000);
  });

  it('asks a logged-out visitor to log in for My Games', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(grid({ title: 'My games', source: 'myGames' }));
    expect(await screen.findByText('Log in to see your favourites and recently played games.')).toBeTruthy();
  });
});
