// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureGame } from '../../engine/player/lobby/testing/catalogue-fixture.ts';
import { renderLobby } from '../../tests/support/lobby-test-kit.tsx';
import { VirtualGameGrid } from './VirtualGameGrid.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const GAMES = Array.from({ length: 60 }, (_, index) => fixtureGame(index + 1));
const CARD = { showFavourite: false, loggedIn: false, showJackpot: false, onFavourite: () => {} };

/** The player's finger, moving the page after the grid has rendered and before it is on the screen. */
function ScrollsDuringRender({ to }: { to: number }) {
  Object.defineProperty(window, 'scrollY', { value: to, configurable: true });
  return null;
}

let showGrid = () => {};
/** The grid arriving once the page is up (its code and the catalogue come after the page). */
function GridOnItsWay() {
  const [shown, setShown] = useState(false);
  showGrid = () => setShown(true);
  if (!shown) return null;
  return (
    <>
      <VirtualGameGrid games={GAMES} favourites={new Set()} card={CARD} label="All games" initialBox={{ width: 390, top: 600 }} />
      <ScrollsDuringRender to={461} />
    </>
  );
}

describe('VirtualGameGrid', () => {
  it('leaves the page where the player scrolled it while the grid was on its way', async () => {
    await renderLobby(<GridOnItsWay />);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    act(() => showGrid());
    expect(screen.getByRole('group', { name: 'All games' })).toBeTruthy();
    const tops = scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top);
    expect(tops.filter((top) => top !== 461)).toEqual([]);
  });
});
