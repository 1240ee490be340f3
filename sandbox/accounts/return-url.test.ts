import { describe, expect, it } from 'vitest';
import { allowedReturnUrl, withRegistrationToken } from './return-url.ts';

describe('allowedReturnUrl', () => {
  it.each([
    ['http://localhost:3000/', true],
    ['http://hippodrome.localhost:3000/lobby?x=1', true],
    ['http://127.0.0.1:3000/', true],
    ['https://casino.example/', true],
    ['https://evil.example/', false],
    ['http://localhost.evil.example/', false],
    ['http://user:pass@localhost/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    ['', false],
  ])('%s → %s', (url, allowed) => {
    expect(allowedReturnUrl(url, ['casino.example']) !== undefined).toBe(allowed);
  });

  it('puts the token in the fragment, replacing any fragment already there', () => {
    expect(withRegistrationToken(new URL('http://localhost:3000/?a=1#old'), 'x.y.z')).toBe(
      'http://localhost:3000/?a=1#registrationToken=x.y.z',
    );
  });
});
