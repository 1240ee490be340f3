import { describe, expect, it } from 'vitest';
import { pageUrlsOf, referencePurgeUrls } from './purge-urls.ts';

const brand = { hosts: ['croupier.localhost', 'www.croupier.example'], pagePaths: ['/', '/promotions'] };

describe('pageUrlsOf', () => {
  it.each([
    [
      'the paths a change names, on every host',
      ['/promotions'],
      ['http://croupier.localhost/promotions', 'http://www.croupier.example/promotions'],
    ],
    [
      'every page of the brand when it names none',
      [],
      [
        'http://croupier.localhost/',
        'http://croupier.localhost/promotions',
        'http://www.croupier.example/',
        'http://www.croupier.example/promotions',
      ],
    ],
    ['nothing for a path that is not one of the site', ['promotions', '//elsewhere.example/'], []],
  ])('%s', (_case, paths, urls) => {
    expect(pageUrlsOf({ paths }, brand)).toEqual(urls);
  });
});

describe('referencePurgeUrls', () => {
  it('names every key nginx may store a page under: each device word and each encoding word', () => {
    expect(referencePurgeUrls('http://127.0.0.1:8080/_purge/', ['http://croupier.localhost:8080/promotions'])).toEqual([
      'http://127.0.0.1:8080/_purge/croupier.localhost/desktop/br/promotions',
      'http://127.0.0.1:8080/_purge/croupier.localhost/desktop/gzip/promotions',
      'http://127.0.0.1:8080/_purge/croupier.localhost/desktop/identity/promotions',
      'http://127.0.0.1:8080/_purge/croupier.localhost/mobile/br/promotions',
      'http://127.0.0.1:8080/_purge/croupier.localhost/mobile/gzip/promotions',
      'http://127.0.0.1:8080/_purge/croupier.localhost/mobile/identity/promotions',
    ]);
  });
});
