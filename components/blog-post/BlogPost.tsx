import { contentMessages, formatDate, parseBlogDate } from '../../engine/i18n/index.ts';
import { useMarket, usePageData, useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { assetUrl, SafeHtml, usePageHeadingLevel } from '../ui/index.ts';

/** The blog art's intrinsic size (1200 × 500): reserves its box before it loads. */
const BLOG_IMAGE_WIDTH = 1200;
const BLOG_IMAGE_HEIGHT = 500;

const Article = styled('article', {
  maxWidth: 820,
  margin: '0 auto',
  padding: '$7 $5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  '@mobile': { padding: '$6 $4' },
});

const Category = styled('p', {
  margin: 0,
  fontFamily: '$accent',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: '$accent',
  fontSize: '$2',
});
const H1 = styled('h1', { fontSize: '$7', '@mobile': { fontSize: '$6' } });
const H2 = styled('h2', { fontSize: '$6' });
const Facts = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', display: 'flex', flexWrap: 'wrap', gap: '$1 $4' });
const Picture = styled('img', { width: '100%', height: 'auto', borderRadius: '$3' });

/** A blog post: its category, title, date, reading time and author from the page, then the sanitised body. */
export function BlogPost({ props, node }: ComponentRenderProps<'blogPost'>) {
  const t = useText(contentMessages);
  const { locale } = useMarket();
  const { record } = usePageData();
  const Heading = usePageHeadingLevel(node.key) === 1 ? H1 : H2;
  const blog = record?.blog;
  const date = blog?.dateCreated ? parseBlogDate(blog.dateCreated) : undefined;

  return (
    <Article>
      <header>
        {blog?.categoryText && <Category>{blog.categoryText}</Category>}
        {record && <Heading>{record.meta.title}</Heading>}
        <Facts>
          {date && (
            <time dateTime={date.toISOString().slice(0, 10)}>{t('blog.published', { date: formatDate(date, locale) })}</time>
          )}
          {props.readingMinutes !== undefined && <span>{t('blog.readingMinutes', { minutes: props.readingMinutes })}</span>}
          {blog?.author && <span>{t('blog.author', { author: blog.author })}</span>}
        </Facts>
      </header>
      {blog?.heroImage && (
        <Picture src={assetUrl(blog.heroImage)} alt="" width={BLOG_IMAGE_WIDTH} height={BLOG_IMAGE_HEIGHT} fetchPriority="high" />
      )}
      {props.body && <SafeHtml html={props.body} />}
    </Article>
  );
}
