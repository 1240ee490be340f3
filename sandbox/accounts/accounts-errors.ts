import { ACCOUNT_STATUS, type AccountStatusId } from '../core/index.ts';

/** A request the accounts service cannot read: a field missing or malformed (HTTP 400). */
export const INVALID_REQUEST_CODE = 10000;

export const MISSING_CREDENTIALS_MESSAGE = 'Missing Username or Password';

/** Why a blocked account may not log in, in words a player understands. */
export function blockedAccountMessage(status: AccountStatusId): string {
  switch (status) {
    case ACCOUNT_STATUS.DEACTIVATED:
      return 'This account has been deactivated. Please contact customer support.';
    case ACCOUNT_STATUS.CLOSED:
      return 'This account is closed. Please contact customer support.';
    case ACCOUNT_STATUS.BLACKLISTED:
      return 'This account has been blocked. Please contact customer support.';
    case ACCOUNT_STATUS.SELFEXCLUDED:
      return 'This account is self-excluded and cannot log in until the exclusion ends.';
    default:
      return 'This account cannot log in. Please contact customer support.';
  }
}
