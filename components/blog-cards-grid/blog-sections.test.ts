import { describe, expect, it } from 'vitest';
import { buildBlogView, type BlogContentNode } from './blog-sections.ts';

const post = (category: string, n: number, day: number, featured = false): BlogContentNode => ({
  id: n,
  name: `post-${n}`,
  marketNodeId: 1,
  path: `/blog/${category}/post-${n}`,
  contentType: 'blogPost',
  properties: {
    meta: { title: `Post ${n}` },
    blog: { category, categoryText: category, dateCreated: `${String(day).padStart(2, '0')}-01-2026`, featured },
  },
});
const category = (name: string, children: BlogContentNode[]): BlogContentNode => ({
  id: name.length,
  name,
  marketNodeId: 1,
  path: `/blog/${name}`,
  contentType: 'blogCategory',
  properties: {
    meta: { title: name },
    blog: { category: name, categoryText: name.toUpperCase(), dateCreated: '01-01-2026', featuredPostsHeader: `Best of ${name}` },
  },
  children,
});

const strategy = category(
  'strategy',
  [1, 2, 3, 4, 5, 6, 7].map((n) => post('strategy', n, n, true)),
);
const news = category('news', [post('news', 20, 28), post('news', 21, 3, true)]);

describe('the blog view (SPEC §2 Blog, §9)', () => {
  it('builds tabs: all, then each category page', () => {
    const view = buildBlogView([strategy, news], { allText: 'All' });
    expect(view.tabs.map((tab) => [tab.text, tab.path])).toEqual([
      ['All', '/blog'],
      ['NEWS', '/blog/news'],
      ['STRATEGY', '/blog/strategy'],
    ]);
  });

  it('shows at most 4 latest posts, newest first, across categories', () => {
    const view = buildBlogView([strategy, news], { allText: 'All' });
    expect(view.latest.map((card) => card.id)).toEqual([20, 7, 6, 5]);
  });

  it('shows at most 5 featured posts per category, even when asked for more', () => {
    const view = buildBlogView([strategy, news], { allText: 'All', featuredMax: 10, latestMax: 10 });
    expect(view.latest).toHaveLength(4);
    expect(view.featured.map((group) => [group.heading, group.posts.map((card) => card.id)])).toEqual([
      ['Best of news', [21]],
      ['Best of strategy', [7, 6, 5, 4, 3]],
    ]);
  });

  it('limits the posts to one category when the grid names one', () => {
    const view = buildBlogView([strategy, news], { allText: 'All', category: 'news', latestMax: 2 });
    expect(view.latest.map((card) => card.id)).toEqual([20, 21]);
    expect(view.featured.map((group) => group.category)).toEqual(['news']);
    expect(view.tabs).toHaveLength(3);
  });

  it('is empty without content', () => {
    expect(buildBlogView([], { allText: 'All' })).toEqual({ tabs: [], latest: [], featured: [] });
  });
});
