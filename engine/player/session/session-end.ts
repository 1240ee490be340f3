import type { AccountsClient } from '../../platform/index.ts';
import type { createStateStore } from './session-state.ts';
import type { AutoLogoutReason, SessionStorageAccess } from './session-storage.ts';

/**
 * The player logs out: the session is cleared here at once, and the platform is told (a failure is
 * only logged) unless it ended the session itself (a break or a self-exclusion the player just took),
 * once the work that uses the session's tokens has ended.
 */
export function createLogout({
  accounts,
  storage,
  store,
  userToken,
  forgetReservedLaunchToken,
  abandonAccountLoad,
  finishSessionWork,
  log,
}: {
  accounts: AccountsClient;
  storage: SessionStorageAccess;
  store: ReturnType<typeof createStateStore>;
  userToken(): string | undefined;
  forgetReservedLaunchToken(): void;
  /** Stops the account call on its way: its answer would bring the session back. */
  abandonAccountLoad(): void;
  /**
   * Ends what uses the session's tokens on its own (the broker connection) and settles when it has
   * ended: a connection still opening with a launch token would otherwise reach the platform after
   * the session it belongs to, and be refused.
   */
  finishSessionWork(): Promise<void>;
  log: (message: string, detail?: unknown) => void;
}) {
  /**
   * `autoLogout`: the site logs the player out on its own (inactivity); it is remembered once the
   * session is cleared, so the page that sees the player logged out can say why.
   */
  return async function logout({
    endedByPlatform = false,
    autoLogout,
  }: { endedByPlatform?: boolean; autoLogout?: AutoLogoutReason } = {}) {
    if (store.get().logoutInFlight) return;
    const token = userToken();
    const finishing = finishSessionWork();
    forgetReservedLaunchToken();
    abandonAccountLoad();
    store.update({
      logoutInFlight: true,
      loggedIn: false,
      account: undefined,
      userToken: undefined,
      refreshTokens: [],
      accountFetched: false,
      kycRequired: false,
      showTerms: false,
      openPrompt: undefined,
      sessionGuid: undefined,
      sessionSummary: undefined,
    });
    try {
      await finishing;
      if (token && !endedByPlatform) await accounts.logout(token);
    } catch (error) {
      log('Logout call failed; the session is cleared here anyway', error);
    } finally {
      storage.clear();
      if (autoLogout) storage.markAutoLogout(autoLogout);
      store.update({ logoutInFlight: false });
    }
  };
}

/** The platform ended the session (SPEC §8 15001): forget it, and tell the player why after the reload. */
export function endInvalidSessionWith(storage: SessionStorageAccess, reload: () => void) {
  return function endInvalidSession() {
    storage.clear();
    storage.markAutoLogout('sessionEnded');
    reload();
  };
}
