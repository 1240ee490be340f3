import { contentMessages } from '../../engine/i18n/index.ts';
import { useBrand, useText, styled } from '../../engine/page/index.ts';

const List = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0 },
});

/** The brand's support email, phone and hours (brand.features.support), as links where they can be. */
export function SupportContacts() {
  const t = useText(contentMessages);
  const support = useBrand().features.support;
  if (!support) return null;
  return (
    <List>
      <dt>{t('support.email')}</dt>
      <dd>
        <a href={`mailto:${support.email}`}>{support.email}</a>
      </dd>
      {support.phone && (
        <>
          <dt>{t('support.phone')}</dt>
          <dd>
            <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
          </dd>
        </>
      )}
      {support.hours && (
        <>
          <dt>{t('support.hours')}</dt>
          <dd>{support.hours}</dd>
        </>
      )}
    </List>
  );
}
