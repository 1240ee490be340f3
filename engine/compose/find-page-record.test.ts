import { describe, expect, it } from 'vitest';
import type { LoadedPage } from '../manifest/index.ts';
import { findPageRecord, nextRecordChange, pageKindOfPath, toContentPath } from './index.ts';
import type { Schedule } from '../manifest/index.ts';

describe('the content path of a request path', () => {
  it.each([
    ['/', '/'],
    ['/game/123', '/game/{id}'],
    ['/game/123/', '/game/{id}'],
    ['/game/123?isAndroidApp=true', '/game/{id}'],
    ['/game/mega-moolah', '/game/mega-moolah'],
    ['/blog/strategy/', '/blog/strategy'],
    ['/promotions#welcome', '/promotions'],
  ])('%s is looked up as %s', (path, contentPath) => {
    expect(toContentPath(path)).toBe(contentPath);
  });

  it.each([
    ['/game/123', 'game'],
    ['/', 'content'],
    ['/blog', 'content'],
  ])('%s is a %s page when no record says otherwise', (path, kind) => {
    expect(pageKindOfPath(path)).toBe(kind);
  });
});

describe('finding the page record', () => {
  const at = (file: string, path: string, markets?: [string, ...string[]], schedule?: Schedule): LoadedPage => ({
    file,
    record: {
      path,
      kind: path.startsWith('/game') ? 'game' : 'lobby',
      meta: { title: file, description: file },
      components: [],
      ...(markets ? { markets } : {}),
      ...(schedule ? { schedule } : {}),
    },
  });
  const pages = [at('lobby', '/'), at('lobby-nz', '/', ['nz']), at('lobby-gb', '/', ['gb', 'ie']), at('game', '/game/{id}')];

  it.each([
    { path: '/', market: 'nz', file: 'lobby-nz' },
    { path: '/', market: 'gb', file: 'lobby-gb' },
    { path: '/', market: 'ie', file: 'lobby-gb' },
    { path: '/', market: 'row', file: 'lobby' },
    { path: '/', market: null, file: 'lobby' },
    { path: '/game/123', market: 'nz', file: 'game' },
    { path: '/game/9', market: null, file: 'game' },
  ])('$path in market $market is $file', ({ path, market, file }) => {
    expect(findPageRecord(pages, path, market)?.file).toBe(file);
  });

  describe('in a locale', () => {
    const translated = (page: LoadedPage, locales: [string, ...string[]]): LoadedPage => ({
      file: `${page.file}-${locales[0]}`,
      record: { ...page.record, locales },
    });
    const canada = [at('promos', '/promotions'), at('lobby-ca', '/', ['ca']), translated(at('lobby-ca', '/', ['ca']), ['fr-CA'])];
    it.each([
      { path: '/', locale: 'fr-CA', file: 'lobby-ca-fr-CA', why: 'its translation' },
      { path: '/', locale: 'en-CA', file: 'lobby-ca', why: 'the default language' },
      { path: '/', locale: null, file: 'lobby-ca', why: 'no locale asked: the default language' },
      { path: '/promotions', locale: 'fr-CA', file: 'promos', why: 'no translation yet: falls back to the default language' },
    ])('$path in $locale reads $why', ({ path, locale, file }) => {
      expect(findPageRecord(canada, path, 'ca', Date.now(), locale)?.file).toBe(file);
    });

    it('a translation for every market loses to nothing of the default language, and wins for its locale', () => {
      const everyMarket = [at('lobby', '/'), translated(at('lobby', '/'), ['fr-CA'])];
      expect(findPageRecord(everyMarket, '/', 'ca', Date.now(), 'fr-CA')?.file).toBe('lobby-fr-CA');
      expect(findPageRecord(everyMarket, '/', 'nz', Date.now(), 'en-NZ')?.file).toBe('lobby');
    });
  });

  it('finds nothing for a path without a record', () => {
    expect(findPageRecord(pages, '/casino-royale', 'gb')).toBeUndefined();
  });

  describe('with scheduled records', () => {
    const weekend = { from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' };
    const scheduled = [
      ...pages,
      at('lobby-gb-weekend', '/', ['gb'], weekend),
      at('lobby-everyone-weekend', '/', undefined, weekend),
      at('summer-sale', '/summer-sale', undefined, { from: '2026-06-01T00:00:00+01:00', until: '2026-09-01T00:00:00+01:00' }),
    ];

    it.each([
      { when: 'before the weekend', now: '2026-11-27T17:59:59Z', market: 'gb', path: '/', file: 'lobby-gb' },
      { when: 'as the weekend starts', now: '2026-11-27T18:00:00Z', market: 'gb', path: '/', file: 'lobby-gb-weekend' },
      {
        when: 'in the weekend, another market of the same record',
        now: '2026-11-28T12:00:00Z',
        market: 'ie',
        path: '/',
        file: 'lobby-gb',
      },
      {
        when: 'in the weekend, a market with no record of its own',
        now: '2026-11-28T12:00:00Z',
        market: 'row',
        path: '/',
        file: 'lobby-everyone-weekend',
      },
      { when: 'as the weekend ends', now: '2026-11-30T00:00:00Z', market: 'gb', path: '/', file: 'lobby-gb' },
      { when: 'in the summer sale', now: '2026-07-01T00:00:00Z', market: 'gb', path: '/summer-sale', file: 'summer-sale' },
      { when: 'after the summer sale', now: '2026-09-01T00:00:00+01:00', market: 'gb', path: '/summer-sale', file: undefined },
    ])('$when: $path in market $market is $file', ({ now, market, path, file }) => {
      expect(findPageRecord(scheduled, path, market, Date.parse(now))?.file).toBe(file);
    });

    it.each([
      { now: '2026-11-26T00:00:00Z', market: 'gb', path: '/', next: '2026-11-27T18:00:00.000Z' },
      { now: '2026-11-28T00:00:00Z', market: 'gb', path: '/', next: '2026-11-30T00:00:00.000Z' },
      { now: '2026-11-28T00:00:00Z', market: 'gb', path: '/summer-sale', next: undefined },
      { now: '2026-05-01T00:00:00Z', market: 'nz', path: undefined, next: '2026-05-31T23:00:00.000Z' },
    ])('the choice for $market ($path) next changes at $next', ({ now, market, path, next }) => {
      const change = nextRecordChange(scheduled, market, Date.parse(now), path);
      expect(change === undefined ? undefined : new Date(change).toISOString()).toBe(next);
    });
  });
});
