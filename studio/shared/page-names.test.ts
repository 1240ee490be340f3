import { describe, expect, it } from 'vitest';
import type { MarketCell, PageRow } from './brand-row.ts';
import { audienceSentence, marketsSeeing, pageName, previewCountryOf } from './page-names.ts';

const market = (id: string, name: string, country: string | null): MarketCell => ({
  id,
  file: `brands/hippodrome/markets/${id}.json`,
  name,
  country,
  isRow: country === null,
  problems: [],
});
const markets = [
  market('ca', 'Canada', 'CA'),
  market('gb', 'Great Britain', 'GB'),
  market('nz', 'New Zealand', 'NZ'),
  market('row', 'Rest of world', null),
];
const page = (file: string, fields: Partial<PageRow>): PageRow => ({
  file: `brands/hippodrome/content/${file}`,
  aliases: [],
  problems: [],
  ...fields,
});
const lobby = page('lobby.json', { path: '/', kind: 'lobby' });
const gbLobby = page('markets/gb/lobby.json', { path: '/', kind: 'lobby', markets: ['gb'] });
const nzLobby = page('markets/nz/lobby.json', { path: '/', kind: 'lobby', markets: ['nz'] });
const promotions = page('promotions.json', { path: '/promotions', kind: 'promotions' });
const help = page('pages/help.json', { path: '/help', kind: 'content', title: 'Help Centre' });
const strategy = page('blog/strategy.json', { path: '/blog/strategy', kind: 'blogCategory', category: 'Strategy' });
const notFound = page('errors/404.json', { path: '/404', kind: 'error', title: '404: Page Not Found' });
const pages = [lobby, gbLobby, nzLobby, promotions, help, strategy, notFound];

describe('pageName: a page named for people, never "/"', () => {
  it.each([
    [gbLobby, 'Lobby · Great Britain'],
    [nzLobby, 'Lobby · New Zealand'],
    [lobby, 'Lobby · everyone else'],
    [promotions, 'Promotions'],
    [help, 'Help Centre'],
    [strategy, 'Blog · Strategy'],
    [notFound, 'Error page · 404: Page Not Found'],
    [page('game.json', { path: '/game/{id}', kind: 'game' }), 'Game page'],
    [page('markets/xx/lobby.json', { path: '/', kind: 'lobby', markets: ['xx'] }), 'Lobby · XX'],
  ])('%#: %o is "%s"', (row, name) => {
    expect(pageName(row, pages, markets)).toBe(name);
  });
});

describe('who sees a page', () => {
  it.each([
    [gbLobby, ['gb'], 'Only visitors from Great Britain see this page.', 'GB'],
    [
      lobby,
      ['ca', 'row'],
      'Visitors from Canada and the rest of the world see this page; Great Britain and New Zealand have their own.',
      'CA',
    ],
    [
      promotions,
      ['ca', 'gb', 'nz', 'row'],
      'Every visitor sees this page (Canada, Great Britain, New Zealand and the rest of the world).',
      'CA',
    ],
  ])('%#: the markets, the sentence and the preview country', (row, seeing, sentence, country) => {
    expect(marketsSeeing(row, pages, markets)).toEqual(seeing);
    expect(audienceSentence(row, pages, markets)).toBe(sentence);
    expect(previewCountryOf(row, pages, markets)).toBe(country);
  });

  it('a page every market has its own version of is seen by no one, and says so', () => {
    const only = [market('gb', 'Great Britain', 'GB')];
    expect(audienceSentence(lobby, pages, only)).toMatch(/^No visitor sees this page/);
    expect(previewCountryOf(lobby, pages, only)).toBeUndefined();
  });

  it.each([
    ['GB', gbLobby, 'GB'],
    ['GB', lobby, 'CA'],
    ['NZ', lobby, 'CA'],
    ['CA', lobby, 'CA'],
    ['MT', lobby, 'MT'],
    ['MT', gbLobby, 'GB'],
    ['DE', promotions, 'DE'],
  ])('%#: a visitor from %s who gets the page keeps that country', (current, row, country) => {
    expect(previewCountryOf(row, pages, markets, current)).toBe(country);
  });

  it('a page for the rest of the world only is previewed from a country no market names', () => {
    const rowOnly = [market('gb', 'Great Britain', 'GB'), market('row', 'Rest of world', null)];
    expect(previewCountryOf(lobby, [lobby, gbLobby], rowOnly)).toBe('DE');
  });
});
