/** Account status of SPEC §3. */
export const ACCOUNT_STATUS = {
  UNKNOWN: -1,
  MIGRATED: 0,
  PROVISIONAL: 1,
  DISPATCHED: 2,
  DEACTIVATED: 3,
  ACTIVE: 4,
  CLOSED: 5,
  BLACKLISTED: 6,
  SELFEXCLUDED: 7,
} as const;
export type AccountStatusId = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS];

/** Balance types of SPEC §3. */
export const BALANCE_TYPE = {
  real: 0,
  bonus: 3,
  funBonus: 5,
  bingoBonus: 6,
  sportsbookFreeBet: 8,
  overflow: 9,
  escrow: 11,
} as const;
export type BalanceTypeId = (typeof BALANCE_TYPE)[keyof typeof BALANCE_TYPE];

export const USER_TYPE = { real: 0, guest: 1 } as const;

/** Session error codes of SPEC §8. */
export const ERROR_CODE = {
  /** Security token failed, validation failed, user token validation failed, failed to identify account. */
  sessionInvalid: 15001,
  /** Invalid user token. */
  invalidUserToken: 15006,
  /** Username or password is wrong. */
  badCredentials: 10001,
  /** The account may not log in (closed, blacklisted, self-excluded, deactivated). */
  accountBlocked: 10002,
  /** Too many attempts. */
  rateLimited: 10003,
  usernameTaken: 10004,
  insufficientFunds: 20001,
  launchTokenInvalid: 15010,
  /** The market requires a verified identity (KYC) and this account's is not verified yet: no real-money play. */
  identityVerificationRequired: 15020,
} as const;

export type KycStatus = 'verified' | 'pending' | 'notVerified';
