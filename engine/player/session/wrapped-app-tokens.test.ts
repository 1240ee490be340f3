import { describe, expect, it } from 'vitest';
import { wrappedAppTokensFromCookies } from './wrapped-app-tokens.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('tokens the wrapped app leaves in cookies', () => {
  it.each([
    [
      'both tokens',
      `country=GBR; mgsUserToken=${JWT}; mgsRefreshToken=refresh-1`,
      { userToken: JWT, refreshTokens: ['refresh-1'] },
    ],
    ['a user token alone', `mgsUserToken=${JWT}`, { userToken: JWT, refreshTokens: [] }],
    ['an encoded refresh token', `mgsUserToken=${JWT}; mgsRefreshToken=a%2Fb%3D`, { userToken: JWT, refreshTokens: ['a/b='] }],
    ['no user token', 'mgsRefreshToken=refresh-1', undefined],
    ['a user token that is not three dot-separated parts', 'mgsUserToken=abc.def; mgsRefreshToken=refresh-1', undefined],
    ['a cookie whose name only ends like it', `xmgsUserToken=${JWT}`, undefined],
    ['a badly encoded user token', 'mgsUserToken=%E0%A4%A', undefined],
    ['no cookies', '', undefined],
  ])('%s', (_case, cookies, expected) => {
    expect(wrappedAppTokensFromCookies(cookies)).toEqual(expected);
  });
});
