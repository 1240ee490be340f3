import { createContext, useContext } from 'react';

/**
 * The player's session as the page sees it. The server renders the logged-out view; in the
 * browser the session provider (engine/player/session) upgrades it after hydration.
 */
export interface PlayerSessionView {
  loggedIn: boolean;
  /** The player's user id when logged in. */
  userId?: number;
  /** Two-letter country of the account, when logged in. */
  countryIso2?: string;
}

export const LOGGED_OUT: PlayerSessionView = { loggedIn: false };

export const PlayerSessionViewContext = createContext<PlayerSessionView>(LOGGED_OUT);

export const usePlayerSessionView = () => useContext(PlayerSessionViewContext);
