// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEventMap } from '../../engine/player/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import InGameMobileMenu from './InGameMobileMenu.tsx';

afterEach(cleanup);

// The menu shows only on phones (a CSS media query jsdom does not apply), so queries include hidden elements.
const hidden = { hidden: true };

describe('the in-game mobile menu', () => {
  it('opens banking for a player and links back to the lobby', () => {
    const opened: AppEventMap['modal:open'][] = [];
    const { events } = renderWithBrand('croupier', <InGameMobileMenu props={{ showBanking: true }} node={{} as never} />, {
      session: { loggedIn: true, userId: 7 },
    });
    events.on('modal:open', (event) => opened.push(event));
    const menu = screen.getByLabelText('Game menu');
    fireEvent.click(screen.getByRole('button', { name: 'Banking', ...hidden }));
    expect(opened).toEqual([{ name: 'banking' }]);
    expect(screen.getByRole('link', { name: 'Lobby', ...hidden }).getAttribute('href')).toBe('/');
    expect(menu).toBeTruthy();
  });

  it('offers no banking to a visitor', () => {
    renderWithBrand('croupier', <InGameMobileMenu props={{}} node={{} as never} />);
    expect(screen.queryByRole('button', { name: 'Banking', ...hidden })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lobby', ...hidden })).toBeTruthy();
  });
});
