import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useDeviceProfiler, usePageData } from '../page/index.ts';
import { deviceTraitsOf, firstPartyBlackBox, THIRD_PARTY_BLACK_BOX_WAIT_MS } from '../device-profiling/index.ts';
import {
  createPlayerSession,
  INITIAL_SESSION_STATE,
  msUntilTokenRefresh,
  PlayerSessionControlsContext,
  realBalanceOf,
  registrationTokenFromHash,
  SESSION_SUMMARY_POLL_MS,
  wrappedAppTokensFromCookies,
  type KeyValueStorage,
  type PlayerSession,
} from './session/index.ts';
import { markRegistrationPrompt } from './safer-gambling/registration-prompt.ts';
import { usePlatform } from './platform-context.tsx';
import { LOGGED_OUT, PlayerSessionViewContext, type PlayerSessionView } from './session-context.tsx';

/** setTimeout's longest delay; a later refresh is simply rescheduled. */
const MAX_TIMER_MS = 2_147_000_000;

export interface PlayerSessionProviderProps {
  children: ReactNode;
  /** Test seams: the session storage (the browser's by default) and the page reload. */
  storage?: () => KeyValueStorage;
  reload?: () => void;
}

/** Timers of a logged-in session: the user token refresh and the session summary poll (SPEC §9). */
function useSessionTimers(session: PlayerSession, loggedIn: boolean, userToken: string | undefined) {
  useEffect(() => {
    if (!loggedIn || !userToken) return;
    const wait = msUntilTokenRefresh(userToken, Date.now());
    if (wait === undefined) return;
    const timer = setTimeout(() => void session.refreshUserToken(), Math.min(wait, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [session, loggedIn, userToken]);

  useEffect(() => {
    if (!loggedIn) return;
    void session.loadSessionSummary();
    const timer = setInterval(() => void session.loadSessionSummary(), SESSION_SUMMARY_POLL_MS);
    return () => clearInterval(timer);
  }, [session, loggedIn]);
}

/**
 * The player's session for the page. The server and the first client render are logged out; after
 * hydration a registration token in the URL fragment, the wrapped app's tokens in cookies, or valid
 * tokens in sessionStorage, log in.
 */
export function PlayerSessionProvider({ children, storage, reload }: PlayerSessionProviderProps) {
  const { brand, market, wrappedApp } = usePageData();
  const router = useRouter({ warn: false });
  const profiler = useDeviceProfiler();
  const platform = usePlatform();
  const [session] = useState(() =>
    createPlayerSession({
      platform,
      storage: storage ?? (() => window.sessionStorage),
      market,
      allowMultipleSessions: brand.features.allowMultipleSessions,
      reload: reload ?? (() => window.location.reload()),
      blackBoxes: async () => ({
        firstParty: firstPartyBlackBox(deviceTraitsOf(window)),
        thirdParty: profiler ? await profiler.thirdPartyBlackBox(THIRD_PARTY_BLACK_BOX_WAIT_MS) : '',
      }),
    }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState, () => INITIAL_SESSION_STATE);

  useEffect(() => {
    const registrationToken = registrationTokenFromHash(window.location.hash);
    if (!registrationToken) {
      const appTokens = wrappedApp ? wrappedAppTokensFromCookies(document.cookie) : undefined;
      void (appTokens ? session.restoreFromWrappedApp(appTokens) : session.restore());
      return;
    }
    // The token must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    void session.completeRegistration(registrationToken).then((registered) => {
      // RTS 12A: a new player is asked to set a deposit limit; the safer-gambling panel asks where the market has it.
      if (registered) markRegistrationPrompt(window.sessionStorage);
      if (router) void router.navigate({ to: '/' });
    });
  }, [session, router, wrappedApp]);

  useSessionTimers(session, state.loggedIn, state.userToken);

  const view = useMemo<PlayerSessionView>(() => {
    if (!state.loggedIn || !state.account) return LOGGED_OUT;
    const { account } = state;
    return {
      loggedIn: true,
      userId: account.core.userId,
      countryIso2: account.personal2.registeredCountryShortCode,
      languageCode: account.personal2.languageCode,
      currencyIsoCode: account.core.currencyIsoCode,
      userToken: state.userToken,
      sessionGuid: state.sessionGuid,
      balance: realBalanceOf(account),
      takeLaunchToken: session.takeLaunchToken,
      reportInvalidToken: session.reportInvalidToken,
      refreshAccount: () => void session.loadAccount({ force: true }),
      refreshBalance: session.refreshBalance,
      logout: () => session.logout(),
      beforeLogout: session.beforeLogout,
    };
  }, [state, session]);
  const controls = useMemo(() => ({ state, session }), [state, session]);

  return (
    <PlayerSessionControlsContext.Provider value={controls}>
      <PlayerSessionViewContext.Provider value={view}>{children}</PlayerSessionViewContext.Provider>
    </PlayerSessionControlsContext.Provider>
  );
}
