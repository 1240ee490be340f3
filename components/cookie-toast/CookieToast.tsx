import { consentEvent, useAnalytics } from '../../engine/analytics/index.ts';
import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import { useConsent, type ConsentDecision } from '../../engine/player/consent/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button } from '../ui/index.ts';
import * as styles from './CookieToast.css.ts';

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
    <section className={styles.bar} aria-label={t('cookies.label')}>
      <div className={styles.inner}>
        <p className={styles.message}>
          {props.message ?? t('cookies.message')} {props.policyHref && <a href={props.policyHref}>{t('cookies.policy')}</a>}
        </p>
        <div className={styles.actions}>
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
        </div>
      </div>
    </section>
  );
}
