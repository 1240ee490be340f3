import { PlatformError } from '../../platform/index.ts';

/** SPEC §5/§9: a visitor gets four tries; after that the form stays blocked for this page. */
export const LOGIN_ATTEMPTS_MAX = 4;

/** The login errors of SPEC §5, as message keys of the session catalogue. */
export type LoginErrorKey = 'missingCredentials' | 'unauthorized' | 'noServerResponse' | 'loginFailed';

/** The English wording of SPEC §5, for logs and tests; players read the catalogue's text. */
export const LOGIN_ERROR_TEXT: Record<LoginErrorKey, string> = {
  missingCredentials: 'Missing Username or Password',
  unauthorized: 'Unauthorized',
  noServerResponse: 'No Server Response',
  loginFailed: 'Login Failed',
};

/** SPEC §5 login errors by status: 400, 401, no response, anything else. */
export function loginErrorFor(error: unknown): LoginErrorKey {
  if (!(error instanceof PlatformError)) return 'loginFailed';
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
