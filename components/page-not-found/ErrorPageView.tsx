import { styled } from '../../engine/page/index.ts';
import { ButtonLink } from '../ui/index.ts';

const Panel = styled('section', {
  maxWidth: 720,
  margin: '0 auto',
  padding: '$8 $5',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$5',
  '@mobile': { padding: '$7 $4' },
});
const Title = styled('h1', { fontSize: '$8', '@mobile': { fontSize: '$7' } });
const Message = styled('p', { margin: 0, fontSize: '$4', color: '$textMuted' });

/** What the error pages share: the title as the page's h1, what happened, and a way home. */
export function ErrorPageView({
  title,
  message,
  ctaText,
  ctaHref,
}: {
  title: string;
  message: string;
  ctaText: string;
  ctaHref: string;
}) {
  return (
    <Panel>
      <Title>{title}</Title>
      <Message>{message}</Message>
      <ButtonLink href={ctaHref}>{ctaText}</ButtonLink>
    </Panel>
  );
}
