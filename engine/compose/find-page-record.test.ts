import { describe, expect, it } from 'vitest';
import type { LoadedPage } from '../manifest/index.ts';
import { findPageRecord, pageKindOfPath, toContentPath } from './index.ts';

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
  const at = (file: string, path: string, markets?: [string, ...string[]]): LoadedPage => ({
    file,
    record: {
      path,
      kind: path.startsWith('/game') ? 'game' : 'lobby',
      meta: { title: file, description: file },
      components: [],
      ...(markets ? { markets } : {}),
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

  it('finds nothing for a path without a record', () => {
    expect(findPageRecord(pages, '/casino-royale', 'gb')).toBeUndefined();
  });
});
