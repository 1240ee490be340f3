import type { Account, SessionSummary } from '../../platform/index.ts';
import type { LoginErrorKey, LoginRestriction } from './login-errors.ts';
import type { PlayBlocker } from './play-gate.ts';
import type { GeoInfo } from '../../../schemas/index.ts';

/** Everything the player's session knows; components read it, only the session changes it. */
export interface PlayerSessionState {
  loggedIn: boolean;
  loginInFlight: boolean;
  /** Logout cleanup is running: no login may start meanwhile. */
  logoutInFlight: boolean;
  loginError?: LoginErrorKey;
  /** The last login was refused for a break or a self-exclusion: which, and until when. */
  loginRestriction?: LoginRestriction;
  /** Failed logins on this page; four block the form (SPEC §5). */
  failedLoginAttempts: number;
  account?: Account;
  userToken?: string;
  refreshTokens: string[];
  accountFetched: boolean;
  accountLoading: boolean;
  /** The player must accept new or changed terms before playing on. */
  showTerms: boolean;
  /** The market wants identity documents this player has not yet had verified. */
  kycRequired: boolean;
  /**
   * The player protection prompt on screen: the terms (opened at login while showTerms; closing it
   * keeps the player logged in) or identity verification. A held-back action opens it again.
   */
  openPrompt?: PlayBlocker;
  /** The platform session's GUID: the single-session publish and the broker tell sessions apart by it. */
  sessionGuid?: string;
  sessionSummary?: SessionSummary;
  geoInfo?: GeoInfo;
}

export const INITIAL_SESSION_STATE: PlayerSessionState = {
  loggedIn: false,
  loginInFlight: false,
  logoutInFlight: false,
  failedLoginAttempts: 0,
  refreshTokens: [],
  accountFetched: false,
  accountLoading: false,
  showTerms: false,
  kycRequired: false,
};

/** Balance type real (0) of SPEC §3: what the header shows. */
const REAL_BALANCE = 0;

export const realBalanceOf = (account: Account | undefined): number | undefined =>
  account?.balances?.find((balance) => balance.balanceTypeId === REAL_BALANCE)?.amount;

/**
 * A tiny observable store: one state object, replaced on every change. A "change" that changes
 * nothing keeps the object and tells no one: every component reading the session would render again.
 */
export function createStateStore(initial: PlayerSessionState = INITIAL_SESSION_STATE) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change: Partial<PlayerSessionState>) {
      if (Object.entries(change).every(([key, value]) => Object.is(state[key as keyof PlayerSessionState], value))) return;
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
