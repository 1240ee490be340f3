import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useBrand, useText } from '../../engine/page/index.ts';
import { contactList } from './SupportContacts.css.ts';

/** The brand's support email, phone and hours (brand.features.support), as links where they can be. */
export function SupportContacts() {
  const t = useText(contentMessages);
  const support = useBrand().features.support;
  if (!support) return null;
  return (
    <dl className={contactList}>
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
    </dl>
  );
}
