import { describe, expect, it } from 'vitest';
import { groupPages, searchPages } from './page-groups.ts';
import type { MarketCell, PageRow } from '../common/studio-client.ts';

const market = (id: string, name: string, country: string | null): MarketCell => ({
  id,
  file: `brands/b/markets/${id}.json`,
  name,
  country,
  isRow: country === null,
  problems: [],
});
const markets = [market('gb', 'Great Britain', 'GB'), market('row', 'Rest of world', null)];
const page = (file: string, kind: string, path: string, extra: Partial<PageRow> = {}): PageRow => ({
  file: `brands/b/content/${file}`,
  kind,
  path,
  aliases: [],
  problems: [],
  ...extra,
});
const pages = [
  page('errors/404.json', 'error', '/404', { title: 'Not found' }),
  page('markets/gb/lobby.json', 'lobby', '/', { markets: ['gb'] }),
  page('lobby.json', 'lobby', '/'),
  page('blog/news/first.json', 'blogPost', '/blog/news/first', { title: 'First night' }),
  page('blog/index.json', 'blogIndex', '/blog'),
  page('pages/terms.json', 'content', '/terms', { title: 'Terms' }),
  page('promotions.json', 'promotions', '/promotions'),
];

describe('groupPages', () => {
  const groups = groupPages(pages, markets);
  it('lists the groups by what the pages are, in a fixed order, leaving out empty ones', () => {
    expect(groups.map((group) => group.title)).toEqual([
      'Lobby',
      'Promotions',
      'Blog and its posts',
      'Information pages',
      'Error pages',
    ]);
  });
  it('shows each address once with its market variants, the record for everyone else first', () => {
    expect(groups[0]!.entries).toEqual([
      {
        path: '/',
        title: 'Lobby',
        variants: [
          { file: 'brands/b/content/lobby.json', label: 'Everyone else', name: 'Lobby · everyone else', problems: 0 },
          { file: 'brands/b/content/markets/gb/lobby.json', label: 'Great Britain', name: 'Lobby · Great Britain', problems: 0 },
        ],
      },
    ]);
    expect(groups[1]!.entries[0]!.variants[0]!.label).toBe('Every market');
  });
  it("puts a blog's index before its posts", () => {
    expect(groups[2]!.entries.map((entry) => entry.path)).toEqual(['/blog', '/blog/news/first']);
  });
});

describe('searchPages', () => {
  const entries = groupPages(pages, markets).flatMap((group) => group.entries);
  it.each([
    ['lobby great britain', ['/']],
    ['terms', ['/terms']],
    ['', entries.map((entry) => entry.path)],
    ['nothing like this', []],
  ])('"%s" finds %j', (query, paths) => {
    expect(searchPages(entries, query).map((entry) => entry.path)).toEqual(paths);
  });
});
