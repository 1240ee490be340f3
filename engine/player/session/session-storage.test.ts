import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSessionStorage, INVALID_TOKEN_LOG, isJwtFormat, SESSION_KEYS } from './session-storage.ts';

describe('SPEC §5 user token format', () => {
  it.each([
    { token: 'aaa.bbb.ccc', valid: true },
    { token: 'aaa.bbb', valid: false },
    { token: 'aaa.bbb.ccc.ddd', valid: false },
    { token: 'plain-token', valid: false },
    { token: 'aaa..ccc', valid: false },
    { token: '', valid: false },
  ])('"$token" valid: $valid', ({ token, valid }) => {
    expect(isJwtFormat(token)).toBe(valid);
  });

  it('discards a stored token of the wrong shape, treats it as absent and logs why', () => {
    const memory = createMemoryStorage({ [SESSION_KEYS.userToken]: 'not-a-jwt' });
    const log = vi.fn();
    expect(createSessionStorage(() => memory, log).readUserToken()).toBeUndefined();
    expect(memory.getItem(SESSION_KEYS.userToken)).toBeNull();
    expect(log).toHaveBeenCalledWith(INVALID_TOKEN_LOG);
  });

  it('keeps a well-formed stored token', () => {
    const memory = createMemoryStorage({ [SESSION_KEYS.userToken]: 'a.b.c' });
    expect(createSessionStorage(() => memory).readUserToken()).toBe('a.b.c');
  });

  it('uses the session-storage keys of SPEC §3', () => {
    expect(Object.values(SESSION_KEYS).sort()).toEqual(
      [
        'mgsUserToken',
        'launchTokens',
        'refreshTokens',
        'started',
        'showTerms',
        'singleSessionGuid',
        'lowBalanceAcknowledged',
        'isAutoLogout',
      ].sort(),
    );
  });
});
