// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerSessionProvider } from '../../engine/player/index.ts';
import { createMemoryStorage, usePlayerSession } from '../../engine/player/session/index.ts';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { INACTIVITY_GRACE_SECONDS } from './InactivityWarning.tsx';
import { PlayerInactivityReminder } from './PlayerInactivityReminder.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const INACTIVITY_MINUTES = 5;

/** A logged-in player (the session logs in as the page opens) with the reminder on the page. */
async function loggedInWithReminder() {
  const platform = createFakePlatform();
  const storage = createMemoryStorage();
  function LogIn() {
    const { session } = usePlayerSession();
    useEffect(() => void session?.login({ username: 'demo', password: 'secret' }), [session]);
    return null;
  }
  const page = renderWithBrand(
    'hippodrome',
    <PlayerSessionProvider storage={() => storage} reload={vi.fn()}>
      <LogIn />
      <PlayerInactivityReminder props={{ inactivityMinutes: INACTIVITY_MINUTES }} node={{} as never} />
    </PlayerSessionProvider>,
    { platform },
  );
  await vi.waitFor(() => expect(platform.callsTo('POST /api/accounts/login')).toHaveLength(1));
  // The watch is a chunk of its own, loaded once the player is logged in: it is watching once its
  // listener is on the window (a touch would be heard).
  await act(() => import('./InactivityWarning.tsx'));
  await act(() => vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0)));
  return { ...page, platform };
}

describe('the inactivity reminder', () => {
  it('warns after the brand’s minutes without input, then logs the player out and says why', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { platform } = await loggedInWithReminder();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => void vi.advanceTimersByTime(INACTIVITY_MINUTES * 60_000));
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`You will be logged out in ${INACTIVITY_GRACE_SECONDS} seconds.`);

    for (let second = 0; second <= INACTIVITY_GRACE_SECONDS; second++) act(() => void vi.advanceTimersByTime(1000));
    await act(() => vi.waitFor(() => expect(platform.callsTo('POST /api/accounts/logout')).toHaveLength(1)));
    await act(() => import('./LoggedOutNotice.tsx'));
    await act(() => vi.waitFor(() => screen.getByRole('dialog', { name: 'You have been logged out' })));
  });

  it('starts counting again at each touch, and "Stay logged in" keeps the player in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { platform } = await loggedInWithReminder();
    act(() => void vi.advanceTimersByTime(INACTIVITY_MINUTES * 60_000 - 1000));
    fireEvent.pointerDown(window);
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => void vi.advanceTimersByTime(INACTIVITY_MINUTES * 60_000));
    // The dialog's close button and its action both say so: the action is the last.
    fireEvent.click(screen.getAllByRole('button', { name: 'Stay logged in' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(INACTIVITY_GRACE_SECONDS * 1000 + 1000));
    expect(platform.callsTo('POST /api/accounts/logout')).toHaveLength(0);
  });
});
