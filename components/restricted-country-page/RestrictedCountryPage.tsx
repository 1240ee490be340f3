import { errorsMessages } from '../../engine/i18n/messages/index.ts';
import { useText } from '../../engine/page/index.ts';
import { ErrorPageView } from '../page-not-found/ErrorPageView.tsx';
import type { ComponentRenderProps } from '../registry/component-props.ts';

/**
 * SPEC §2 restricted country page: a visitor from a country the brand does not serve is told so,
 * instead of being shown a lobby with no games in it, and pointed at what stays open to them.
 */
export function RestrictedCountryPage({ props }: ComponentRenderProps<'restrictedCountryPage'>) {
  const t = useText(errorsMessages);
  return (
    <ErrorPageView
      title={props.title ?? t('restricted.title')}
      message={props.message ?? t('restricted.pageMessage')}
      ctaText={props.ctaText ?? t('restricted.help')}
      ctaHref={props.ctaHref ?? '/help'}
    />
  );
}
