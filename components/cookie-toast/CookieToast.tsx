import { consentEvent, useAnalytics } from '../../engine/analytics/index.ts';
import { contentMessages } from '../../engine/i18n/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import { useConsent, type ConsentDecision } from '../../engine/player/consent/index.ts';
import { useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button } from '../ui/index.ts';

/** Fixed to the bottom: appearing after hydration it covers content instead of pushing it (no layout shift). */
const Bar = styled('section', {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  // Above the dock, below dialogs: the cookie settings it opens must not sit under it.
  zIndex: 55,
  backgroundColor: '$surfaceRaised',
  color: '$text',
  borderTop: '1px solid $border',
  boxShadow: '$raised',
  padding: '$4 $5',
  '@mobile': { padding: '$4' },
});
const Inner = styled('div', {
  maxWidth: '$content',
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$4',
});
const Message = styled('p', { margin: 0, flex: '1 1 320px', fontSize: '$2' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

/**
 * The cookie bar (SPEC §4 Cookie consent): accept all, reject all, or manage in the cookie settings.
 * Shown only when no decision is stored; never on the server or in the first client render.
 */
export function CookieToast({ props }: ComponentRenderProps<'cookieToast'>) {
  const t = useText(contentMessages);
  const events = useAppEvents();
  const analytics = useAnalytics();
  const { consent, decide } = useConsent();
  if (consent !== null) return null;
  const choose = (decision: ConsentDecision) => {
    decide(decision);
    analytics.track(consentEvent(decision, 'cookie toast'));
  };
  return (
    <Bar aria-label={t('cookies.label')}>
      <Inner>
        <Message>
          {props.message ?? t('cookies.message')} {props.policyHref && <a href={props.policyHref}>{t('cookies.policy')}</a>}
        </Message>
        <Actions>
          <Button
            type="button"
            size="small"
            variant="ghost"
            onClick={() => events.emit('modal:open', { name: 'cookieSettings' })}
          >
            {t('cookies.manage')}
          </Button>
          <Button type="button" size="small" variant="secondary" onClick={() => choose({ kind: 'reject' })}>
            {t('cookies.reject')}
          </Button>
          <Button type="button" size="small" onClick={() => choose({ kind: 'acceptAll' })}>
            {t('cookies.acceptAll')}
          </Button>
        </Actions>
      </Inner>
    </Bar>
  );
}
