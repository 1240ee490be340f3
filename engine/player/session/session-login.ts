import { trackError } from '../../telemetry/index.ts';
import {
  PlatformError,
  type Account,
  type AccountsClient,
  type SessionTokens,
  type TermsAndConditionsInfo,
} from '../../platform/index.ts';
import { isKycRequired } from './kyc-rule.ts';
import { LAUNCH_TOKENS_PER_REFRESH, type LaunchTokenPool } from './launch-token-pool.ts';
import { isLoginBlocked, loginErrorFor, loginRestrictionOf, type LoginErrorKey } from './login-errors.ts';
import type { createStateStore } from './session-state.ts';
import type { SessionStorageAccess } from './session-storage.ts';
import type { SiteCalls } from './site-calls.ts';
import { isSessionInvalid } from './session-invalid.ts';
import { isTermsAcceptanceRequired } from './terms-rule.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** What the login flow works with; the player session builds it once. */
export interface LoginFlowParts {
  accounts: AccountsClient;
  site: SiteCalls;
  storage: SessionStorageAccess;
  store: ReturnType<typeof createStateStore>;
  pool: LaunchTokenPool;
  market: { casinoId: number; isRow: boolean; isKYCRequired: boolean };
  allowMultipleSessions: boolean;
  /** SPEC §5 device black boxes; never rejects, never waits past the provider's bound. */
  blackBoxes(): Promise<{ firstParty: string; thirdParty: string }>;
  userToken(): string | undefined;
  /** Keeps the first launch token of a login for the first taker (the broker connection). */
  reserveLaunchToken(token: string | undefined): void;
  endInvalidSession(): void;
  now: () => number;
  log: (message: string, detail?: unknown) => void;
}

/** SPEC §4 Login and Account details load. */
export function createLoginFlow(parts: LoginFlowParts) {
  const { accounts, site, store, market, allowMultipleSessions, blackBoxes, userToken } = parts;
  const accountLoad = createAccountLoad(parts);
  const establish = sessionEstablisher(parts);

  function failLogin(loginError: LoginErrorKey) {
    store.update({ loginInFlight: false, loginError, failedLoginAttempts: store.get().failedLoginAttempts + 1 });
    return false;
  }

  async function login({ username, password }: Credentials): Promise<boolean> {
    const state = store.get();
    if (userToken() || state.loginInFlight || state.logoutInFlight || isLoginBlocked(state.failedLoginAttempts)) return false;
    store.update({ loginInFlight: true, loginError: undefined, loginRestriction: undefined });
    const [ip, terms, geo, devices] = await Promise.allSettled([
      site.ipAddress(),
      accounts.termsAndConditions(),
      site.geoInfo(),
      blackBoxes(),
    ]);
    const value = <T>(result: PromiseSettledResult<T>) => (result.status === 'fulfilled' ? result.value : undefined);
    store.update({ geoInfo: value(geo) });
    // SPEC §8: the geo data could not be read (the login goes on without it).
    if (geo.status === 'rejected')
      trackError('GEO_INFO_ERROR', { message: geo.reason instanceof Error ? geo.reason.message : String(geo.reason) });
    try {
      const response = await accounts.login({
        credentials: { username, password, passwordType: 'password' },
        numLaunchTokens: LAUNCH_TOKENS_PER_REFRESH,
        closeExistingSessions: !allowMultipleSessions,
        identifiers: { ipAddress: value(ip) ?? '' },
        firstPartyBlackBox: value(devices)?.firstParty ?? '',
        thirdPartyBlackBox: value(devices)?.thirdParty ?? '',
        sessionProductId: market.casinoId,
      });
      if (response.code !== undefined || !response.tokens || !response.account) return failLogin('loginFailed');
      await establish(response.tokens, response.account, value(terms));
      return true;
    } catch (error) {
      // A break or self-exclusion is the player's own choice, not a wrong password: no attempt is counted.
      const loginRestriction = loginRestrictionOf(error);
      if (loginRestriction) {
        store.update({ loginInFlight: false, loginRestriction });
        return false;
      }
      return failLogin(loginErrorFor(error));
    }
  }

  return { login, establish, loadAccount: accountLoad.load, abandonAccountLoad: accountLoad.abandon };
}

/** SPEC §4 Account details load: one call at a time, abandoned by a logout. */
function createAccountLoad({ accounts, store, market, userToken, endInvalidSession, log }: LoginFlowParts) {
  // The account call on its way, if any: a logout abandons it, so its answer never brings the session back.
  let accountCall: AbortController | undefined;

  async function loadAccount({ force = false, registrationToken }: { force?: boolean; registrationToken?: string } = {}) {
    const state = store.get();
    if ((state.accountFetched && !force) || state.accountLoading) return undefined;
    const token = registrationToken ?? userToken();
    if (!token) return undefined;
    store.update({ accountLoading: true });
    const call = (accountCall = new AbortController());
    try {
      const account = await accounts.detailsViaUserToken(token, call.signal);
      call.signal.throwIfAborted();
      if (typeof account.code === 'number') throw new PlatformError(200, account.code, 'Account details refused');
      store.update({
        account,
        accountFetched: true,
        accountLoading: false,
        kycRequired: isKycRequired(market.isKYCRequired, account),
      });
      return account;
    } catch (error) {
      store.update({ accountLoading: false });
      if (call.signal.aborted) return undefined;
      // A token refreshed while the call was on its way makes the old one fail: that session lives on.
      if (isSessionInvalid(error) && (registrationToken !== undefined || userToken() === token)) endInvalidSession();
      else log('Account details could not be loaded', error);
      return undefined;
    }
  }

  return {
    load: loadAccount,
    /** The player logged out: the account call on its way, if any, is abandoned. */
    abandon: () => accountCall?.abort(),
  };
}

/** Everything after the platform said yes (SPEC §4 Login "Otherwise"), shared with registration. */
function sessionEstablisher({
  site,
  storage,
  store,
  pool,
  market,
  allowMultipleSessions,
  reserveLaunchToken,
  now,
  log,
}: LoginFlowParts) {
  return async function establish(tokens: SessionTokens, account: Account, terms: TermsAndConditionsInfo | undefined) {
    const [first, ...rest] = tokens.launchTokens;
    reserveLaunchToken(first);
    storage.saveTokens({ ...tokens, launchTokens: rest });
    storage.saveStarted(new Date(now()).toISOString());
    const showTerms = isTermsAcceptanceRequired(account, terms, market.isRow);
    storage.saveShowTerms(showTerms);
    const guid = account.session.core.sessionGuid;
    storage.saveSingleSessionGuid(guid);
    if (!allowMultipleSessions) {
      await site
        .publishSingleSession({
          productId: account.session.core.sessionProductId,
          userId: account.core.userId,
          guid,
          registeredProductId: account.core.registeredProductId,
        })
        .catch((error: unknown) => log('The single-session announcement failed', error));
    }
    store.update({
      loggedIn: true,
      loginInFlight: false,
      loginError: undefined,
      loginRestriction: undefined,
      failedLoginAttempts: 0,
      account,
      userToken: tokens.userToken,
      refreshTokens: tokens.refreshTokens,
      accountFetched: true,
      showTerms,
      openPrompt: showTerms ? 'terms' : undefined,
      kycRequired: isKycRequired(market.isKYCRequired, account),
      sessionGuid: guid,
    });
    if (rest.length === 0) void pool.topUp();
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
