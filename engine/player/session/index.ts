export { createPlayerSession, type PlayerSession, type PlayerSessionOptions } from './player-session.ts';
export type { Credentials } from './session-login.ts';
export { SESSION_INVALID_CODE } from './session-invalid.ts';
export { INITIAL_SESSION_STATE, realBalanceOf, type PlayerSessionState } from './session-state.ts';
export {
  SESSION_KEYS,
  INVALID_TOKEN_LOG,
  isJwtFormat,
  createMemoryStorage,
  createSessionStorage,
  type KeyValueStorage,
  type AutoLogoutReason,
} from './session-storage.ts';
export {
  LOGIN_ATTEMPTS_MAX,
  LOGIN_ERROR_TEXT,
  loginErrorFor,
  loginRestrictionOf,
  isLoginBlocked,
  type LoginErrorKey,
  type LoginRestriction,
} from './login-errors.ts';
export { isTermsAcceptanceRequired } from './terms-rule.ts';
export { isKycRequired } from './kyc-rule.ts';
export { playBlockerFor, type GatedAction, type PlayBlocker, type PlayGateFacts } from './play-gate.ts';
export { createLaunchTokenPool, LAUNCH_TOKEN_MIN, LAUNCH_TOKENS_PER_REFRESH } from './launch-token-pool.ts';
export { TOKEN_REFRESH_BUFFER_MS, SESSION_SUMMARY_POLL_MS, readTokenExpiry, msUntilTokenRefresh } from './token-expiry.ts';
export { createSiteCalls, type SiteCalls } from './site-calls.ts';
export { registrationTokenFromHash, registrationPageUrl } from './registration-token.ts';
export { wrappedAppTokensFromCookies, WRAPPED_APP_COOKIES, type WrappedAppTokens } from './wrapped-app-tokens.ts';
export { playerPortalUrl, cashierUrl, type PlayerHistoryTab } from './platform-pages.ts';
export { PlayerSessionControlsContext, usePlayerSession, type PlayerSessionControls } from './session-controls.tsx';
export { usePlayGate, type PlayGate } from './use-play-gate.ts';
export { sessionStartOf, msUntilNextMinute, msUntilNextReminder, splitDuration, SESSION_CLOCK_TICK_MS } from './session-clock.ts';
export { useSessionElapsed } from './use-session-clock.ts';
