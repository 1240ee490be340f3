import { formatDate } from '../../engine/i18n/index.ts';
import { styled } from '../../engine/page/index.ts';
import { assetUrl, Card, CardBody, headingTag } from '../ui/index.ts';
import type { BlogCardData } from './blog-sections.ts';

const Picture = styled('img', {
  width: '100%',
  height: 'auto',
  aspectRatio: '12 / 5',
  objectFit: 'cover',
  backgroundColor: '$surfaceRaised',
});
const Category = styled('p', {
  margin: 0,
  fontFamily: '$accent',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: '$accent',
  fontSize: '$1',
});
const Title = styled('h3', {
  fontSize: '$5',
  '& a': { color: '$text', textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
});
const Summary = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', flex: 1 });
const Date = styled('time', { color: '$textMuted', fontSize: '$1' });

/** One post: the whole card's title links to the post. */
export function BlogCard({ post, locale, titleLevel }: { post: BlogCardData; locale: string; titleLevel: 3 | 4 | 5 }) {
  return (
    <Card>
      {post.heroImage && (
        <Picture src={assetUrl(post.heroImage)} alt="" width={1200} height={500} loading="lazy" decoding="async" />
      )}
      <CardBody>
        <Category>{post.categoryText}</Category>
        <Title as={headingTag(titleLevel)}>
          <a href={post.path}>{post.title}</a>
        </Title>
        <Summary>{post.summary}</Summary>
        <Date dateTime={post.date.toISOString().slice(0, 10)}>{formatDate(post.date, locale)}</Date>
      </CardBody>
    </Card>
  );
}
