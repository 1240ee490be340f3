import type { PlatformClients } from '../../platform/index.ts';
import { createBalanceRefresh } from './balance-refresh.ts';
import { createLaunchTokenPool } from './launch-token-pool.ts';
import type { LoginFlow, LoginFlowParts } from './session-login.ts';
import { createStateStore } from './session-state.ts';
import { createLogout, endInvalidSessionWith } from './session-end.ts';
import { createSessionSummaryPoll, createTermsAcceptance } from './session-calls.ts';
import { createSessionRestore } from './session-restore.ts';
import { createSessionStorage, type KeyValueStorage } from './session-storage.ts';
import { createSiteCalls } from './site-calls.ts';
import { createTokenRefresh } from './token-refresh.ts';
import type { PlayBlocker } from './play-gate.ts';

export interface PlayerSessionOptions {
  /** The app's platform clients (made once, handed down): the accounts client and the HTTP client of the site's helper API. */
  platform: Pick<PlatformClients, 'http' | 'accounts'>;
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

/** How long a logout waits for the session's own work to end before it tells the platform anyway. */
export const SESSION_WORK_WAIT_MS = 2_000;

/** Settles once every one of `work` has, or after `ms`, whichever comes first (the timer cleared then). */
const settledWithin = (ms: number, work: Promise<unknown>[]): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void Promise.allSettled(work).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The player's session of SPEC §4: login, logout, account details, tokens. Plain logic, no React. */
export function createPlayerSession({
  platform: { http, accounts },
  storage: storageOf,
  market,
  allowMultipleSessions,
  reload,
  blackBoxes = async () => ({ firstParty: '', thirdParty: '' }),
  now = Date.now,
  log = console.warn,
}: PlayerSessionOptions) {
  const site = createSiteCalls(http);
  const storage = createSessionStorage(storageOf, log);
  const store = createStateStore();
  const userToken = () => store.get().userToken ?? storage.readUserToken();
  const parts = { accounts, storage, store, userToken, log };
  // The first launch token of a login is kept for the first taker (the broker connection).
  let reservedLaunchToken: string | undefined;
  // What uses the session's tokens on its own (the broker connection): ended before a logout reaches the platform.
  const sessionWork = new Set<() => Promise<unknown>>();

  const pool = launchTokenPoolOf(parts);

  const endInvalidSession = endInvalidSessionWith(storage, reload);
  const { flow, login, establish, loadAccount, abandonAccountLoad } = lazyLoginFlow(() => ({
    ...parts,
    site,
    pool,
    market,
    allowMultipleSessions,
    blackBoxes,
    reserveLaunchToken: (token) => void (reservedLaunchToken = token),
    endInvalidSession,
    now,
  }));
  const tokenRefresh = createTokenRefresh({ ...parts, endInvalidSession });
  const restoring = createSessionRestore({ ...parts, loadAccount, establish, refreshUserToken: tokenRefresh.refreshUserToken });
  const logout = createLogout({
    ...parts,
    forgetReservedLaunchToken: () => void (reservedLaunchToken = undefined),
    abandonAccountLoad,
    finishSessionWork: () =>
      settledWithin(
        SESSION_WORK_WAIT_MS,
        [...sessionWork].map((finish) => finish()),
      ),
  });

  return {
    getState: store.get,
    subscribe: store.subscribe,
    storage,
    site,
    login,
    /** Fetches the login flow ahead of the player's press (the login dialog opening). */
    prepareLogin: () => void flow().catch(() => undefined),
    logout,
    loadAccount,

    ...restoring,

    async takeLaunchToken(): Promise<string | undefined> {
      if (!userToken()) return undefined;
      const reserved = reservedLaunchToken;
      reservedLaunchToken = undefined;
      return reserved ?? pool.take();
    },

    refreshUserToken: tokenRefresh.refreshUserToken,

    /** Re-reads the balances from the platform, one call at a time; nothing changes when they have not. */
    refreshBalance: createBalanceRefresh(parts),

    /**
     * Registers work that uses the session's tokens on its own, by how it ends (the broker connection's
     * stop): a logout ends it before telling the platform. Returns the unregistration.
     */
    beforeLogout(finish: () => Promise<unknown>): () => void {
      sessionWork.add(finish);
      return () => void sessionWork.delete(finish);
    },

    /** SPEC §4 Token validity: a call refused the user token; forget the stored one. */
    reportInvalidToken: () => storage.removeUserToken(),

    acceptTerms: createTermsAcceptance(parts),

    /** Opens a player protection prompt: a held-back action, the verification badge. */
    openPrompt: (prompt: PlayBlocker) => store.update({ openPrompt: prompt }),
    /** The player closed the prompt; they stay logged in, and the next held-back action opens it again. */
    closePrompt: () => store.update({ openPrompt: undefined }),

    /** The platform refused play until the identity is verified (15020): the account is held back from now on. */
    reportVerificationRequired: () => store.update({ kycRequired: true, openPrompt: 'verification' }),

    loadSessionSummary: createSessionSummaryPoll({ ...parts, tokenRefreshSettled: tokenRefresh.settled, endInvalidSession }),
  };
}

export type PlayerSession = ReturnType<typeof createPlayerSession>;

/** The launch tokens of the logged-in player, topped up from the platform with the user token. */
const launchTokenPoolOf = ({
  accounts,
  storage,
  userToken,
  log,
}: {
  accounts: PlayerSessionOptions['platform']['accounts'];
  storage: ReturnType<typeof createSessionStorage>;
  userToken: () => string | undefined;
  log: (message: string, detail?: unknown) => void;
}) =>
  createLaunchTokenPool({
    read: storage.readLaunchTokens,
    write: storage.writeLaunchTokens,
    request: async (count) => (userToken() ? accounts.refreshLaunchTokens(userToken()!, count) : []),
    log,
  });

/**
 * The login flow (and the account's loading) as a chunk of its own, fetched when first needed: a
 * visitor who never logs in does not download it; a returning player's restore fetches it at once.
 */
function lazyLoginFlow(partsOf: () => LoginFlowParts) {
  let loginFlow: LoginFlow | undefined;
  let loadingLoginFlow: Promise<LoginFlow> | undefined;
  const flow = () =>
    (loadingLoginFlow ??= import('./session-login.ts').then(({ createLoginFlow }) => {
      loginFlow = createLoginFlow(partsOf());
      return loginFlow;
    })).catch((error: unknown) => {
      // A chunk the network lost may be fetched again on the next try.
      loadingLoginFlow = undefined;
      throw error;
    });
  const login: LoginFlow['login'] = async (credentials) => (await flow()).login(credentials);
  const establish: LoginFlow['establish'] = async (...args) => (await flow()).establish(...args);
  const loadAccount: LoginFlow['loadAccount'] = async (options) => (await flow()).loadAccount(options);
  // Nothing to abandon before the flow has loaded: no account call can have started.
  const abandonAccountLoad = () => loginFlow?.abandonAccountLoad();
  return { flow, login, establish, loadAccount, abandonAccountLoad };
}
