import { PlatformError } from '../../platform/index.ts';

/** SPEC §5/§9: a visitor gets four tries; after that the form stays blocked for this page. */
export const LOGIN_ATTEMPTS_MAX = 4;

/** The code of a login the site's own limits refused (429): too many wrong passwords from here. */
export const TOO_MANY_LOGINS_CODE = 10003;

/** The login errors of SPEC §5, and the site's login limit, as message keys of the session catalogue. */
export type LoginErrorKey = 'missingCredentials' | 'unauthorized' | 'noServerResponse' | 'loginFailed' | 'tooManyAttempts';

/** The English wording of SPEC §5, for logs and tests; players read the catalogue's text. */
export const LOGIN_ERROR_TEXT: Record<LoginErrorKey, string> = {
  missingCredentials: 'Missing Username or Password',
  unauthorized: 'Unauthorized',
  noServerResponse: 'No Server Response',
  loginFailed: 'Login Failed',
  tooManyAttempts:
    'Too many failed login attempts. For your security, please wait a few minutes before you try again, or reset your password.',
};

/**
 * SPEC §5 login errors by status: 400, 401, no response, anything else; before them, a refusal by
 * the login limits (code 10003, or any 429), which says why and for how long in the player's language.
 */
export function loginErrorFor(error: unknown): LoginErrorKey {
  if (!(error instanceof PlatformError)) return 'loginFailed';
  if (error.code === TOO_MANY_LOGINS_CODE || error.status === 429) return 'tooManyAttempts';
  switch (error.status) {
    case 0:
      return 'noServerResponse';
    case 400:
      return 'missingCredentials';
    case 401:
      return 'unauthorized';
    default:
      return 'loginFailed';
  }
}

export const isLoginBlocked = (failedAttempts: number) => failedAttempts >= LOGIN_ATTEMPTS_MAX;

/** A login the platform refused because the player chose to stay away: a break or a self-exclusion, until endsAt. */
export interface LoginRestriction {
  kind: 'onBreak' | 'selfExcluded';
  /** When it ends (ISO 8601), as the refusal says. */
  endsAt: string;
}

/** The contract's codes of a login refused during a break (16004) and a self-exclusion (16005). */
const RESTRICTION_CODES: Record<number, LoginRestriction['kind']> = { 16004: 'onBreak', 16005: 'selfExcluded' };

/** The break or self-exclusion a login refusal names, with its end date; undefined for any other error. */
export function loginRestrictionOf(error: unknown): LoginRestriction | undefined {
  if (!(error instanceof PlatformError) || error.code === undefined) return undefined;
  const kind = RESTRICTION_CODES[error.code];
  const endsAt = (error.body as { endsAt?: unknown } | undefined)?.endsAt;
  return kind && typeof endsAt === 'string' ? { kind, endsAt } : undefined;
}
