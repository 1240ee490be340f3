// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue } from '../../engine/player/lobby/testing/catalogue-fixture.ts';
import { installFakePlatform, loggedInSession, renderLobby } from '../../tests/support/lobby-test-kit.tsx';
import BigWinnerDetailGrid from './BigWinnerDetailGrid.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The amounts shown, as numbers, in list order. */
const amounts = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('listitem')
    .map((row) => Number(row.querySelectorAll('strong')[1]?.textContent?.replace(/[^\d.]/g, '')));

describe('bigWinnerDetailGrid', () => {
  it('sorts the wins by the tab the player picks', async () => {
    installFakePlatform({ catalogue: fixtureCatalogue() });
    await renderLobby(<BigWinnerDetailGrid props={{ title: 'Big wins', maxWins: 8 }} node={{} as never} />, {
      session: loggedInSession(),
    });
    const latest = await screen.findByRole('tab', { name: 'Latest' });
    expect(latest.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByText(/€/)).not.toHaveLength(0);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(8);
    fireEvent.click(screen.getByRole('tab', { name: 'Top winners' }));
    expect(screen.getByRole('tab', { name: 'Top winners' }).getAttribute('aria-selected')).toBe('true');
    const shown = amounts();
    expect(shown.every((amount) => amount > 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});
