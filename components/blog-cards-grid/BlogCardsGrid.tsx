import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { usePlatform } from '../../engine/player/index.ts';
import { useMarket, usePageData, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { CardGrid, headingTag, Section, usePageHeadingLevel } from '../ui/index.ts';
import { BlogCard } from './BlogCard.tsx';
import { buildBlogView, type BlogContentNode } from './blog-sections.ts';
import { BlogTabs, BlogTabsSkeleton } from './BlogTabs.tsx';
import * as styles from './BlogCardsGrid.css.ts';

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
  const TitleHeading = headingTag(level);
  const SectionHeading = headingTag(sectionLevel);

  return (
    <Section>
      {props.title && <TitleHeading className={styles.heading}>{props.title}</TitleHeading>}
      {props.showCategoryTabs !== false &&
        (query.isPending ? (
          <BlogTabsSkeleton />
        ) : (
          view.tabs.length > 0 && <BlogTabs tabs={view.tabs} currentPath={path} label={t('blog.categories')} />
        ))}
      {query.isPending ? (
        <>
          {/* Laid out as the posts will be, so nothing moves when they come. */}
          <SectionHeading className={styles.heading}>{t('blog.latest')}</SectionHeading>
          <p className="visually-hidden" role="status">
            {t('blog.loading')}
          </p>
          <CardGrid aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className={styles.placeholder} />
            ))}
          </CardGrid>
        </>
      ) : query.isError ? (
        <p className={styles.note} role="alert">
          {t('blog.failed')}
        </p>
      ) : view.latest.length === 0 ? (
        <p className={styles.note}>{t('blog.empty')}</p>
      ) : (
        <>
          <SectionHeading className={styles.heading}>{t('blog.latest')}</SectionHeading>
          <CardGrid>
            {view.latest.map((post) => (
              <BlogCard key={post.id} post={post} locale={market.locale} titleLevel={cardLevel} />
            ))}
          </CardGrid>
          {view.featured.map((group) => (
            <section key={group.category}>
              <SectionHeading className={styles.heading}>{group.heading ?? t('blog.featured')}</SectionHeading>
              <CardGrid className={styles.featuredGrid}>
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
