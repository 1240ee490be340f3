import { createContext, useContext } from 'react';

/**
 * The player's session as every component sees it. The server renders the logged-out view; in the
 * browser the session provider upgrades it after hydration (tokens live in sessionStorage).
 */
export interface PlayerSessionView {
  loggedIn: boolean;
  /** The player's user id when logged in. */
  userId?: number;
  /** The account's two-letter country, when logged in. */
  countryIso2?: string;
  /** The account's language on the platform (`languageCode`, `fr`), when logged in. */
  languageCode?: string;
  /** The account's currency, when logged in. */
  currencyIsoCode?: string;
  /** The user token for authorised calls (a bearer token), when logged in. */
  userToken?: string;
  /** The session's platform GUID: the single-session publish and the broker tell sessions apart by it. */
  sessionGuid?: string;
  /** The real-money balance, when known. */
  balance?: number;
  /** Takes one launch token from the pool (topping the pool up as SPEC §4 says); undefined when logged out. */
  takeLaunchToken(): Promise<string | undefined>;
  /** Reports a call that failed with 401, or 500 with 15006: the stored user token is cleared. */
  reportInvalidToken(): void;
  /** Asks for fresh account details (balance after a deposit or a game). */
  refreshAccount(): void;
  /**
   * Re-reads the balance from the platform (after a round, or polled while a game is open): the
   * real balance it gave, or undefined when it could not. Changes nothing on screen when it is the same.
   */
  refreshBalance(): Promise<number | undefined>;
  /** Logs the player out (SPEC §4 Logout: cleanup runs even when the call fails). */
  logout(): Promise<void>;
  /** Registers work that uses the session's tokens (the broker connection's stop): a logout ends it first. Returns the unregistration. */
  beforeLogout(finish: () => Promise<unknown>): () => void;
}

export const LOGGED_OUT: PlayerSessionView = {
  loggedIn: false,
  takeLaunchToken: async () => undefined,
  reportInvalidToken: () => undefined,
  refreshAccount: () => undefined,
  refreshBalance: async () => undefined,
  logout: async () => undefined,
  beforeLogout: () => () => undefined,
};

export const PlayerSessionViewContext = createContext<PlayerSessionView>(LOGGED_OUT);

export const usePlayerSessionView = () => useContext(PlayerSessionViewContext);
