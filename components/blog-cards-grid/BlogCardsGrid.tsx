import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contentMessages } from '../../engine/i18n/index.ts';
import { usePlatform } from '../../engine/player/index.ts';
import { useMarket, usePageData, useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { CardGrid, headingTag, Section, usePageHeadingLevel } from '../ui/index.ts';
import { BlogCard } from './BlogCard.tsx';
import { buildBlogView, type BlogContentNode } from './blog-sections.ts';
import { BlogTabs } from './BlogTabs.tsx';

const Heading = styled('h2', { fontSize: '$6' });
const Placeholder = styled('div', { height: 320, borderRadius: '$3', backgroundColor: '$surface', border: '1px solid $border' });
const Note = styled('p', { margin: 0, color: '$textMuted' });

/** The blog grid: category tabs, latest posts and featured posts, read from the blog's content pages. */
export function BlogCardsGrid({ props, node }: ComponentRenderProps<'blogCardsGrid'>) {
  const t = useText(contentMessages);
  const market = useMarket();
  const { path } = usePageData();
  const { content } = usePlatform();
  const level = usePageHeadingLevel(node.key);
  // The posts come from the content API in the browser; the server renders the placeholder.
  const query = useQuery({
    queryKey: ['blogCategories', market.marketNodeId, market.country],
    queryFn: ({ signal }) =>
      content.nodesOfType<BlogContentNode>(
        { marketNodeId: market.marketNodeId, country: market.country, type: 'blogCategory' },
        signal,
      ),
    staleTime: 5 * 60_000,
  });
  const view = useMemo(
    () =>
      buildBlogView(query.data ?? [], {
        category: props.category,
        latestMax: props.latestMax,
        featuredMax: props.featuredMax,
        allText: t('blog.all'),
      }),
    [query.data, props.category, props.latestMax, props.featuredMax, t],
  );

  const titleLevel = props.title ? level : undefined;
  const sectionLevel = (titleLevel ? titleLevel + 1 : level) as 1 | 2 | 3;
  const cardLevel = Math.min(Math.max(sectionLevel + 1, 3), 5) as 3 | 4 | 5;

  return (
    <Section>
      {props.title && <Heading as={headingTag(level)}>{props.title}</Heading>}
      {props.showCategoryTabs !== false && view.tabs.length > 0 && (
        <BlogTabs tabs={view.tabs} currentPath={path} label={t('blog.categories')} />
      )}
      {query.isPending ? (
        <>
          <Note role="status">{t('blog.loading')}</Note>
          <CardGrid aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Placeholder key={index} />
            ))}
          </CardGrid>
        </>
      ) : query.isError ? (
        <Note role="alert">{t('blog.failed')}</Note>
      ) : view.latest.length === 0 ? (
        <Note>{t('blog.empty')}</Note>
      ) : (
        <>
          <Heading as={headingTag(sectionLevel)}>{t('blog.latest')}</Heading>
          <CardGrid>
            {view.latest.map((post) => (
              <BlogCard key={post.id} post={post} locale={market.locale} titleLevel={cardLevel} />
            ))}
          </CardGrid>
          {view.featured.map((group) => (
            <section key={group.category}>
              <Heading as={headingTag(sectionLevel)}>{group.heading ?? t('blog.featured')}</Heading>
              <CardGrid css={{ marginTop: '$4' }}>
                {group.posts.map((post) => (
                  <BlogCard key={post.id} post={post} locale={market.locale} titleLevel={cardLevel} />
                ))}
              </CardGrid>
            </section>
          ))}
        </>
      )}
    </Section>
  );
}
