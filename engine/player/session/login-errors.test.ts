import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../platform/index.ts';
import { LOGIN_ERROR_TEXT, loginErrorFor, loginRestrictionOf } from './login-errors.ts';

describe('SPEC §5 login errors by status', () => {
  it.each([
    { status: 400, text: 'Missing Username or Password' },
    { status: 401, text: 'Unauthorized' },
    { status: 0, text: 'No Server Response' },
    { status: 403, text: 'Login Failed' },
    { status: 500, text: 'Login Failed' },
    { status: 429, code: 10003, text: LOGIN_ERROR_TEXT.tooManyAttempts },
    { status: 429, text: LOGIN_ERROR_TEXT.tooManyAttempts },
    { status: 503, code: 10003, text: LOGIN_ERROR_TEXT.tooManyAttempts },
  ])('status $status (code $code) gives "$text"', ({ status, code, text }) => {
    expect(LOGIN_ERROR_TEXT[loginErrorFor(new PlatformError(status, code, 'x'))]).toBe(text);
  });

  it('anything that is not a platform answer gives "Login Failed"', () => {
    expect(LOGIN_ERROR_TEXT[loginErrorFor(new Error('boom'))]).toBe('Login Failed');
  });
});

describe('a login refused for a break or a self-exclusion', () => {
  const endsAt = '2026-12-01T12:00:00.000Z';
  it.each([
    { code: 16004, expected: { kind: 'onBreak', endsAt } },
    { code: 16005, expected: { kind: 'selfExcluded', endsAt } },
    { code: 16001, expected: undefined },
    { code: undefined, expected: undefined },
  ])('code $code gives $expected', ({ code, expected }) => {
    expect(loginRestrictionOf(new PlatformError(403, code, 'x', { code, endsAt }))).toEqual(expected);
  });

  it('needs the end date to name one', () => {
    expect(loginRestrictionOf(new PlatformError(403, 16004, 'x', { code: 16004 }))).toBeUndefined();
  });
});
