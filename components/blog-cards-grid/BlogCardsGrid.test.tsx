// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { createFakePlatform } from '../../tests/support/fake-platform.ts';
import { BlogCardsGrid } from './BlogCardsGrid.tsx';

const node = { key: 'blog', alias: 'blogCardsGrid', props: {}, placement: 'page', inserted: false } as ResolvedNode;
const categories = [
  {
    id: 1,
    path: '/blog/strategy',
    contentType: 'blogCategory',
    properties: {
      meta: { title: 'Strategy' },
      blog: { category: 'strategy', categoryText: 'Strategy', dateCreated: '05-01-2026' },
    },
    children: [
      {
        id: 2,
        path: '/blog/strategy/limits',
        contentType: 'blogPost',
        properties: {
          meta: { title: 'Five Limits to Set Before You Play' },
          blog: { category: 'strategy', categoryText: 'Strategy', dateCreated: '09-02-2026', summary: 'Set limits first.' },
        },
      },
    ],
  },
];

afterEach(cleanup);

describe('the blog cards grid', () => {
  it('shows a placeholder, then cards that link to the posts and tabs for the categories', async () => {
    const platform = createFakePlatform();
    platform.answer('GET /api/content/nodes/*/true', { data: categories });
    renderWithBrand(
      'hippodrome',
      <BlogCardsGrid props={{ title: 'Latest from the blog', showCategoryTabs: true }} node={node as never} />,
      {
        path: '/blog/strategy',
        market: 'gb',
        platform,
      },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading posts…');
    const link = await screen.findByRole('link', { name: 'Five Limits to Set Before You Play' });
    expect(link.getAttribute('href')).toBe('/blog/strategy/limits');
    expect(screen.getByText('9 February 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Strategy' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/blog');
    const [read] = platform.callsTo('GET /api/content/nodes/*/true');
    expect(read?.query.get('type')).toBe('blogCategory');
    expect(read?.query.get('countryIsoCode')).toBe('GB');
  });
});
