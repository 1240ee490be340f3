import { createContext, useContext } from 'react';
import type { PlayerSession } from './player-session.ts';
import { INITIAL_SESSION_STATE, type PlayerSessionState } from './session-state.ts';

/**
 * The session's full state and its actions, for the session's own components (login, header,
 * terms…). Everyone else reads the narrower usePlayerSessionView().
 */
export interface PlayerSessionControls {
  state: PlayerSessionState;
  /** The session itself; null outside the provider (nothing can log in there). */
  session: PlayerSession | null;
}

export const PlayerSessionControlsContext = createContext<PlayerSessionControls>({
  state: INITIAL_SESSION_STATE,
  session: null,
});

export const usePlayerSession = () => useContext(PlayerSessionControlsContext);
