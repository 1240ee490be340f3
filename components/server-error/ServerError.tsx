import { errorsMessages } from '../../engine/i18n/messages/index.ts';
import { useText } from '../../engine/page/index.ts';
import { ErrorPageView } from '../page-not-found/ErrorPageView.tsx';
import type { ComponentRenderProps } from '../registry/component-props.ts';

/** SPEC §8 INTERNAL_SERVER_ERROR: '500: Server Error' unless the CMS says otherwise. */
export function ServerError({ props }: ComponentRenderProps<'serverError'>) {
  const t = useText(errorsMessages);
  return (
    <ErrorPageView
      title={props.title ?? t('errors.serverError')}
      message={props.message ?? t('errors.serverErrorMessage')}
      ctaText={props.ctaText ?? t('errors.home')}
      ctaHref={props.ctaHref ?? '/'}
    />
  );
}
