import { readCookie } from '../consent/index.ts';
import { isJwtFormat } from './session-storage.ts';

/**
 * The cookies the wrapped Android app sets before it opens the site in its web view: the player it
 * logged in (natively, or with biometrics) and the refresh token the site exchanges for its own.
 */
export const WRAPPED_APP_COOKIES = { userToken: 'mgsUserToken', refreshToken: 'mgsRefreshToken' } as const;

export interface WrappedAppTokens {
  userToken: string;
  refreshTokens: string[];
}

/** SPEC §4 Android wrapped app: the tokens the app left in cookies, when the user token has the JWT shape. */
export function wrappedAppTokensFromCookies(cookies: string): WrappedAppTokens | undefined {
  const userToken = readCookie(cookies, WRAPPED_APP_COOKIES.userToken);
  if (!userToken || !isJwtFormat(userToken)) return undefined;
  const refreshToken = readCookie(cookies, WRAPPED_APP_COOKIES.refreshToken);
  return { userToken, refreshTokens: refreshToken ? [refreshToken] : [] };
}
