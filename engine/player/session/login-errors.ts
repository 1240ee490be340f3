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
