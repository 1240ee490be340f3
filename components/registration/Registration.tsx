import { useState } from 'react';
import { sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent, useAppEvents } from '../../engine/player/index.ts';
import { registrationPageUrl } from '../../engine/player/session/index.ts';
import { PROFILED_PAGE } from '../../engine/device-profiling/index.ts';
import { useDeviceProfiler, useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, ButtonLink, Dialog } from '../ui/index.ts';
import * as styles from './Registration.css.ts';

/**
 * Registration (logged-out visitors), opened by 'modal:open' {name: 'registration'}: hands the visitor
 * to the platform's registration page, which sends them back to '/#registrationToken=…' logged in.
 */
export function Registration({ props }: ComponentRenderProps<'registration'>) {
  const t = useText(sessionMessages);
  const events = useAppEvents();
  const market = useMarket();
  const [open, setOpen] = useState(false);
  const profiler = useDeviceProfiler();
  // Each opening profiles the device for the registration page (SPEC §9 page id 100); the platform's page gets the session.
  const [profilingSessionId, setProfilingSessionId] = useState<string>();
  useAppEvent('modal:open', (event) => {
    if (event.name !== 'registration') return;
    setProfilingSessionId(profiler?.profile(PROFILED_PAGE.registration));
    setOpen(true);
  });
  useAppEvent('modal:close', (event) => event.name === 'registration' && setOpen(false));

  // Only ever rendered in the browser (the window opens on a click), so the origin is known here.
  const href = open
    ? registrationPageUrl({
        origin: window.location.origin,
        productId: market.casinoId,
        country: market.country,
        currency: market.currencyIsoCode,
        profilingSessionId,
      })
    : undefined;

  return (
    <Dialog
      open={open}
      title={props.title ?? t('registration.title')}
      closeLabel={t('common.close')}
      onClose={() => setOpen(false)}
    >
      {props.intro && <p>{props.intro}</p>}
      {props.welcomeOffer && <p className={styles.offer}>{props.welcomeOffer}</p>}
      <p className={styles.muted}>{t('registration.secure')}</p>
      <ButtonLink className={styles.continueLink} href={href} wide>
        {t('registration.continue')}
      </ButtonLink>
      <p className={styles.footer}>
        <span>{t('registration.haveAccount')}</span>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setOpen(false);
            events.emit('modal:open', { name: 'login' });
          }}
        >
          {t('registration.login')}
        </Button>
      </p>
    </Dialog>
  );
}
