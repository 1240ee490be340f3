import { errorsMessages } from '../../engine/i18n/messages/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { ErrorPageView } from './ErrorPageView.tsx';

/** SPEC §8 PAGE_NOT_FOUND: '404: Page Not Found' unless the CMS says otherwise. */
export function PageNotFound({ props }: ComponentRenderProps<'pageNotFound'>) {
  const t = useText(errorsMessages);
  return (
    <ErrorPageView
      title={props.title ?? t('errors.pageNotFound')}
      message={props.message ?? t('errors.pageNotFoundMessage')}
      ctaText={props.ctaText ?? t('errors.home')}
      ctaHref={props.ctaHref ?? '/'}
    />
  );
}
