export {
  createHttpClient,
  PlatformError,
  API_RETRY,
  retryDelayMs,
  isInvalidUserToken,
  INVALID_USER_TOKEN_CODE,
  IDENTITY_VERIFICATION_REQUIRED_CODE,
  isIdentityVerificationRequired,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
} from './http-client.ts';
export { parseBoolean } from '../../schemas/index.ts';
export {
  createAccountsClient,
  ACCOUNTS_BASE,
  LOGOUT_REASON_PLAYER,
  type Account,
  type AccountsClient,
  type LoginRequest,
  type LoginResponse,
  type SessionSummary,
  type SessionTokens,
  type TermsAcceptance,
  type TermsAndConditionsInfo,
} from './accounts.ts';
export * from './catalogue.ts';
export * from './games.ts';
export * from './jackpots.ts';
export * from './launch.ts';
export * from './broker.ts';
export * from './promotions.ts';
export * from './quests.ts';
export * from './content.ts';
export * from './protection.ts';
export { createPlatformClients, type PlatformClients } from './platform-clients.ts';
