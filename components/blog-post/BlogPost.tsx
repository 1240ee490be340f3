import { formatDate, parseBlogDate } from '../../engine/i18n/index.ts';
import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useMarket, usePageData, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { assetUrl, SafeHtml, usePageHeadingLevel } from '../ui/index.ts';
import * as styles from './BlogPost.css.ts';

/** The blog art's intrinsic size (1200 × 500): reserves its box before it loads. */
const BLOG_IMAGE_WIDTH = 1200;
const BLOG_IMAGE_HEIGHT = 500;

/** A blog post: its category, title, date, reading time and author from the page, then the sanitised body. */
export function BlogPost({ props, node }: ComponentRenderProps<'blogPost'>) {
  const t = useText(contentMessages);
  const { locale } = useMarket();
  const { record } = usePageData();
  const leads = usePageHeadingLevel(node.key) === 1;
  const blog = record?.blog;
  const date = blog?.dateCreated ? parseBlogDate(blog.dateCreated) : undefined;

  return (
    <article className={styles.article}>
      <header>
        {blog?.categoryText && <p className={styles.category}>{blog.categoryText}</p>}
        {record &&
          (leads ? (
            <h1 className={styles.pageTitle}>{record.meta.title}</h1>
          ) : (
            <h2 className={styles.sectionTitle}>{record.meta.title}</h2>
          ))}
        <p className={styles.facts}>
          {date && (
            <time dateTime={date.toISOString().slice(0, 10)}>{t('blog.published', { date: formatDate(date, locale) })}</time>
          )}
          {props.readingMinutes !== undefined && <span>{t('blog.readingMinutes', { minutes: props.readingMinutes })}</span>}
          {blog?.author && <span>{t('blog.author', { author: blog.author })}</span>}
        </p>
      </header>
      {blog?.heroImage && (
        <img
          className={styles.picture}
          src={assetUrl(blog.heroImage)}
          alt=""
          width={BLOG_IMAGE_WIDTH}
          height={BLOG_IMAGE_HEIGHT}
          fetchPriority="high"
        />
      )}
      {props.body && <SafeHtml html={props.body} />}
    </article>
  );
}
