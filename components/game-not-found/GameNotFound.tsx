import { errorsMessages } from '../../engine/i18n/messages/index.ts';
import { useText } from '../../engine/page/index.ts';
import { ErrorPageView } from '../page-not-found/ErrorPageView.tsx';
import type { ComponentRenderProps } from '../registry/component-props.ts';

/** SPEC §8 GAME_NOT_FOUND: '404: Game Not Found' unless the CMS says otherwise. */
export function GameNotFound({ props }: ComponentRenderProps<'gameNotFound'>) {
  const t = useText(errorsMessages);
  return (
    <ErrorPageView
      title={props.title ?? t('errors.gameNotFound')}
      message={props.message ?? t('errors.gameNotFoundMessage')}
      ctaText={props.ctaText ?? t('errors.home')}
      ctaHref={props.ctaHref ?? '/'}
    />
  );
}
