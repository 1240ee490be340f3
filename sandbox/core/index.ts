export { createManualClock, systemClock, type Clock, type ManualClock } from './clock.ts';
export { createRandom, type Random } from './random.ts';
export { createUserTokens, USER_TOKEN_TTL_SECONDS, type UserTokens, type UserTokenClaims } from './user-tokens.ts';
export {
  ACCOUNT_STATUS,
  BALANCE_TYPE,
  USER_TYPE,
  ERROR_CODE,
  type AccountStatusId,
  type BalanceTypeId,
  type KycStatus,
} from './platform-enums.ts';
export { BLOCKED_STATUSES, money, type Player, type Transaction, type GameRound } from './players.ts';
export {
  createSandboxState,
  SEEDED_PASSWORD,
  TERMS_LAST_UPDATED,
  type SandboxState,
  type Session,
  type Authenticated,
} from './sandbox-state.ts';
export { answerErrorsAsJson, bearerToken, sendError, requireUser, type AuthenticatedLocals } from './http.ts';
export { createJpegDrawings, type JpegDrawings } from './jpeg-drawings.ts';
export { createPlatformContract, platformContract, requireBody, type PlatformContract } from './platform-contract.ts';
export { escapeHtml, html, renderTemplate, scriptJson, trustedHtml, SafeHtml } from './html.ts';
