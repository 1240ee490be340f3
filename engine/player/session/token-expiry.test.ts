import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../../tests/support/fake-platform.ts';
import { msUntilTokenRefresh, readTokenExpiry, TOKEN_REFRESH_BUFFER_MS } from './token-expiry.ts';

describe('the user token refresh (SPEC §9: 2 minutes before expiry)', () => {
  it('reads exp from the token payload', () => {
    expect(readTokenExpiry(fakeJwt(1_800_000_000))).toBe(1_800_000_000_000);
  });

  it('waits until 2 minutes before the token expires, or not at all when that has passed', () => {
    const expiry = 1_800_000_000_000;
    expect(msUntilTokenRefresh(fakeJwt(expiry / 1000), expiry - 10 * 60_000)).toBe(10 * 60_000 - TOKEN_REFRESH_BUFFER_MS);
    expect(msUntilTokenRefresh(fakeJwt(expiry / 1000), expiry - 60_000)).toBe(0);
  });

  it('cannot schedule a refresh for a token without a readable exp', () => {
    expect(msUntilTokenRefresh('a.b.c', 0)).toBeUndefined();
  });
});
