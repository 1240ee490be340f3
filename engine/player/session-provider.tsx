import type { ReactNode } from 'react';
import { LOGGED_OUT, PlayerSessionViewContext } from './session-context.tsx';

/** The player's session for the page; the logged-out view until a player logs in. */
export function PlayerSessionProvider({ children }: { children: ReactNode }) {
  return <PlayerSessionViewContext.Provider value={LOGGED_OUT}>{children}</PlayerSessionViewContext.Provider>;
}
