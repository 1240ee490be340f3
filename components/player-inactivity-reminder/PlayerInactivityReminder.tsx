import { lazy, Suspense, useEffect, useState } from 'react';
import { usePlayerSession, type AutoLogoutReason } from '../../engine/player/session/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';

/** A logged-in player's watch, and the notice after a logout, are chunks of their own: most visitors need neither. */
const InactivityWarning = lazy(() => import('./InactivityWarning.tsx').then((module) => ({ default: module.InactivityWarning })));
const LoggedOutNotice = lazy(() => import('./LoggedOutNotice.tsx').then((module) => ({ default: module.LoggedOutNotice })));

/**
 * Warns a logged-in player who has been inactive for inactivityMinutes, then logs them out
 * (isAutoLogout); after such a logout, or one the platform caused (a session it ended), the visitor is told why.
 */
export function PlayerInactivityReminder({ props }: ComponentRenderProps<'playerInactivityReminder'>) {
  const { state, session } = usePlayerSession();
  const [loggedOutNotice, setLoggedOutNotice] = useState<AutoLogoutReason | undefined>(undefined);

  // Logged out (here or before a reload) without asking: say why, once.
  useEffect(() => {
    if (state.loggedIn || state.logoutInFlight || !session) return;
    const reason = session.storage.takeAutoLogout();
    if (reason) setLoggedOutNotice(reason);
  }, [state.loggedIn, state.logoutInFlight, session]);

  if (state.loggedIn)
    return (
      <Suspense fallback={null}>
        <InactivityWarning props={props} />
      </Suspense>
    );
  if (!loggedOutNotice) return null;
  return (
    <Suspense fallback={null}>
      <LoggedOutNotice reason={loggedOutNotice} onClose={() => setLoggedOutNotice(undefined)} />
    </Suspense>
  );
}
