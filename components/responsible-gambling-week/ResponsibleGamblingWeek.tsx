import { contentMessages } from '../../engine/i18n/index.ts';
import { useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';

const Banner = styled('section', {
  backgroundColor: '$surfaceRaised',
  borderLeft: '6px solid $primary',
  borderRadius: '$2',
  maxWidth: '$content',
  margin: '$5 auto',
  padding: '$5',
  display: 'grid',
  gap: '$2',
  '@mobile': { margin: '$4' },
});
const Title = styled('h2', { fontSize: '$5' });
const Message = styled('p', { margin: 0 });

/** The responsible gambling week banner: what the week is about and where to read more. */
export function ResponsibleGamblingWeek({ props }: ComponentRenderProps<'responsibleGamblingWeek'>) {
  const t = useText(contentMessages);
  return (
    <Banner aria-labelledby="responsible-gambling-week-title">
      <Title id="responsible-gambling-week-title">{props.title ?? t('rgw.title')}</Title>
      <Message>{props.message ?? t('rgw.message')}</Message>
      {props.link && (
        <p style={{ margin: 0 }}>
          <a href={props.link.href}>{props.link.text}</a>
        </p>
      )}
    </Banner>
  );
}
