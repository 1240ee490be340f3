import { createAccountsClient, type HttpClient } from '../../platform/index.ts';
import { createLaunchTokenPool, LAUNCH_TOKENS_PER_REFRESH } from './launch-token-pool.ts';
import { createLoginFlow, isSessionInvalid } from './session-login.ts';
import { createStateStore } from './session-state.ts';
import { createSessionStorage, INVALID_TOKEN_LOG, isJwtFormat, type KeyValueStorage } from './session-storage.ts';
import { createSiteCalls } from './site-calls.ts';
import type { PlayBlocker } from './play-gate.ts';
import type { WrappedAppTokens } from './wrapped-app-tokens.ts';

export interface PlayerSessionOptions {
  http: HttpClient;
  storage: () => KeyValueStorage;
  /** The visitor's market: the casino id (desktop or mobile) logins are for, rest of world, KYC. */
  market: { casinoId: number; isRow: boolean; isKYCRequired: boolean };
  /** brand.features.allowMultipleSessions: when false, a login announces itself as the only session. */
  allowMultipleSessions: boolean;
  /** Reloads the page (SPEC §8 15001). */
  reload: () => void;
  /** SPEC §5 device black boxes for a login: ours, and the profiling provider's ('' when it did not answer). */
  blackBoxes?: () => Promise<{ firstParty: string; thirdParty: string }>;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

/** The player's session of SPEC §4: login, logout, account details, tokens. Plain logic, no React. */
export function createPlayerSession({
  http,
  storage: storageOf,
  market,
  allowMultipleSessions,
  reload,
  blackBoxes = async () => ({ firstParty: '', thirdParty: '' }),
  now = Date.now,
  log = console.warn,
}: PlayerSessionOptions) {
  const accounts = createAccountsClient(http);
  const site = createSiteCalls(http);
  const storage = createSessionStorage(storageOf, log);
  const store = createStateStore();
  const userToken = () => store.get().userToken ?? storage.readUserToken();
  /** The user token refresh on its way, if any. */
  let refreshing: Promise<void> | undefined;
  // The first launch token of a login is kept for the first taker (the broker connection).
  let reservedLaunchToken: string | undefined;

  const pool = createLaunchTokenPool({
    read: storage.readLaunchTokens,
    write: storage.writeLaunchTokens,
    request: async (count) => {
      const token = userToken();
      return token ? accounts.refreshLaunchTokens(token, count) : [];
    },
    log,
  });

  /** The platform ended the session (SPEC §8 15001): forget it, and tell the player why after the reload. */
  function endInvalidSession() {
    storage.clear();
    storage.markAutoLogout('sessionEnded');
    reload();
  }
  const { login, establish, loadAccount } = createLoginFlow({
    accounts,
    site,
    storage,
    store,
    pool,
    market,
    allowMultipleSessions,
    blackBoxes,
    userToken,
    reserveLaunchToken: (token) => {
      reservedLaunchToken = token;
    },
    endInvalidSession,
    now,
    log,
  });

  async function logout() {
    if (store.get().logoutInFlight) return;
    const token = userToken();
    reservedLaunchToken = undefined;
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
      if (token) await accounts.logout(token);
    } catch (error) {
      log('Logout call failed; the session is cleared here anyway', error);
    } finally {
      storage.clear();
      store.update({ logoutInFlight: false });
    }
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,
    storage,
    site,
    login,
    logout,
    loadAccount,

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
      await this.refreshUserToken();
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

    async takeLaunchToken(): Promise<string | undefined> {
      if (!userToken()) return undefined;
      const reserved = reservedLaunchToken;
      reservedLaunchToken = undefined;
      return reserved ?? pool.take();
    },

    /** SPEC §4: a refresh token buys a new user token, launch tokens and refresh tokens. */
    refreshUserToken(): Promise<void> {
      const [refreshToken] = store.get().refreshTokens;
      if (!refreshToken) return Promise.resolve();
      refreshing = (async () => {
        try {
          const tokens = await accounts.refreshToken(refreshToken, LAUNCH_TOKENS_PER_REFRESH);
          storage.saveTokens(tokens);
          store.update({ userToken: tokens.userToken, refreshTokens: tokens.refreshTokens });
        } catch (error) {
          if (isSessionInvalid(error)) endInvalidSession();
          else log('The user token could not be refreshed', error);
        } finally {
          refreshing = undefined;
        }
      })();
      return refreshing;
    },

    /** SPEC §4 Token validity: a call refused the user token; forget the stored one. */
    reportInvalidToken: () => storage.removeUserToken(),

    async acceptTerms(): Promise<boolean> {
      const token = userToken();
      if (!token) return false;
      try {
        const answer = await accounts.acceptTermsAndConditions(token);
        const account = store.get().account;
        storage.saveShowTerms(false);
        store.update({
          showTerms: false,
          openPrompt: store.get().openPrompt === 'terms' ? undefined : store.get().openPrompt,
          account: account && { ...account, regulated: { ...account.regulated, ...answer } },
        });
        return true;
      } catch (error) {
        log('Terms acceptance failed', error);
        return false;
      }
    },

    /** Opens a player protection prompt: a held-back action, the verification badge. */
    openPrompt: (prompt: PlayBlocker) => store.update({ openPrompt: prompt }),
    /** The player closed the prompt; they stay logged in, and the next held-back action opens it again. */
    closePrompt: () => store.update({ openPrompt: undefined }),

    /** The platform refused play until the identity is verified (15020): the account is held back from now on. */
    reportVerificationRequired: () => store.update({ kycRequired: true, openPrompt: 'verification' }),

    async loadSessionSummary() {
      // The refresh makes the old token fail: the poll waits for the new one.
      await refreshing;
      const token = userToken();
      if (!token || !store.get().loggedIn) return;
      try {
        store.update({ sessionSummary: await accounts.sessionSummary(token) });
      } catch (error) {
        // A token refreshed while the call was on its way makes the old one fail: that session lives on.
        if (isSessionInvalid(error) && userToken() === token) endInvalidSession();
      }
    },
  };
}

export type PlayerSession = ReturnType<typeof createPlayerSession>;
