import { formatDate } from '../../engine/i18n/index.ts';
import { assetUrl, Card, CardBody, headingTag } from '../ui/index.ts';
import type { BlogCardData } from './blog-sections.ts';
import * as styles from './BlogCard.css.ts';

/** One post: the whole card's title links to the post. */
export function BlogCard({ post, locale, titleLevel }: { post: BlogCardData; locale: string; titleLevel: 3 | 4 | 5 }) {
  const Title = headingTag(titleLevel);
  return (
    <Card>
      {post.heroImage && (
        <img
          className={styles.picture}
          src={assetUrl(post.heroImage)}
          alt=""
          width={1200}
          height={500}
          loading="lazy"
          decoding="async"
        />
      )}
      <CardBody>
        <p className={styles.category}>{post.categoryText}</p>
        <Title className={styles.title}>
          <a href={post.path}>{post.title}</a>
        </Title>
        <p className={styles.summary}>{post.summary}</p>
        <time className={styles.date} dateTime={post.date.toISOString().slice(0, 10)}>
          {formatDate(post.date, locale)}
        </time>
      </CardBody>
    </Card>
  );
}
