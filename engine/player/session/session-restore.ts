import type { Account, AccountsClient, SessionTokens, TermsAndConditionsInfo } from '../../platform/index.ts';
import { LAUNCH_TOKENS_PER_REFRESH } from './launch-token-pool.ts';
import type { createStateStore } from './session-state.ts';
import { INVALID_TOKEN_LOG, isJwtFormat, type SessionStorageAccess } from './session-storage.ts';
import type { WrappedAppTokens } from './wrapped-app-tokens.ts';

/** The three ways a session comes back without the login form: stored tokens, the wrapped app, registration. */
export function createSessionRestore({
  accounts,
  storage,
  store,
  loadAccount,
  establish,
  refreshUserToken,
  log,
}: {
  accounts: AccountsClient;
  storage: SessionStorageAccess;
  store: ReturnType<typeof createStateStore>;
  loadAccount(options: { force: boolean; registrationToken?: string }): Promise<Account | undefined>;
  establish(tokens: SessionTokens, account: Account, terms: TermsAndConditionsInfo | undefined): Promise<void>;
  refreshUserToken(): Promise<void>;
  log: (message: string, detail?: unknown) => void;
}) {
  return {
    /** After hydration: a valid stored token brings the session back. */
    async restore(): Promise<boolean> {
      const token = storage.readUserToken();
      if (!token || store.get().loggedIn) return false;
      const showTerms = storage.readShowTerms();
      store.update({
        userToken: token,
        refreshTokens: storage.readRefreshTokens(),
        showTerms,
        openPrompt: showTerms ? 'terms' : undefined,
      });
      const account = await loadAccount({ force: true });
      if (!account) return false;
      store.update({ loggedIn: true, sessionGuid: storage.readSingleSessionGuid() ?? account.session.core.sessionGuid });
      return true;
    },

    /**
     * SPEC §4 Android wrapped app: the app logged the player in and left the tokens in cookies. They
     * load the account, then one token refresh gives the site its own user, launch and refresh tokens.
     */
    async restoreFromWrappedApp(tokens: WrappedAppTokens): Promise<boolean> {
      if (store.get().loggedIn || store.get().loginInFlight) return false;
      storage.saveTokens({ ...tokens, launchTokens: [] });
      store.update({ userToken: tokens.userToken, refreshTokens: tokens.refreshTokens });
      const account = await loadAccount({ force: true });
      if (!account) return false;
      // Logged in only with the site's own token: calls made with the app's would fail once it is exchanged.
      await refreshUserToken();
      store.update({ loggedIn: true, sessionGuid: account.session.core.sessionGuid });
      return true;
    },

    /** Back from the platform's registration page with `#registrationToken=…`: log the new player in. */
    async completeRegistration(registrationToken: string): Promise<boolean> {
      if (!isJwtFormat(registrationToken)) {
        log(INVALID_TOKEN_LOG);
        return false;
      }
      const account = await loadAccount({ force: true, registrationToken });
      if (!account) return false;
      const [launchTokens, terms] = await Promise.all([
        accounts.refreshLaunchTokens(registrationToken, LAUNCH_TOKENS_PER_REFRESH).catch(() => []),
        accounts.termsAndConditions().catch(() => undefined),
      ]);
      await establish({ userToken: registrationToken, launchTokens, refreshTokens: [] }, account, terms);
      return true;
    },
  };
}
