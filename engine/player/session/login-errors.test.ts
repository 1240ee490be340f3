import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../platform/index.ts';
import { LOGIN_ERROR_TEXT, loginErrorFor } from './login-errors.ts';

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
