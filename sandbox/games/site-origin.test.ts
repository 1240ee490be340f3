import { describe, expect, it } from 'vitest';
import { siteOriginParam } from './site-origin.ts';

describe("a launch's site origin", () => {
  it.each([
    { value: undefined, read: {} },
    { value: 'https://www.croupier.example', read: { origin: 'https://www.croupier.example' } },
    { value: 'http://hippodrome.localhost:3210', read: { origin: 'http://hippodrome.localhost:3210' } },
    { value: 'https://www.croupier.example/', read: { invalid: true } },
    { value: 'https://www.croupier.example/lobby', read: { invalid: true } },
    { value: 'https://user@www.croupier.example', read: { invalid: true } },
    { value: 'HTTPS://WWW.CROUPIER.EXAMPLE', read: { invalid: true } },
    { value: 'javascript:alert(1)', read: { invalid: true } },
    { value: 'file:///etc/passwd', read: { invalid: true } },
    { value: 'null', read: { invalid: true } },
    { value: '*', read: { invalid: true } },
    { value: '', read: { invalid: true } },
    { value: ['https://a.example', 'https://b.example'], read: { invalid: true } },
  ])('$value: $read', ({ value, read }) => {
    expect(siteOriginParam(value)).toEqual(read);
  });
});
