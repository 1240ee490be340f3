import { useState } from 'react';
import { sessionMessages } from '../../engine/i18n/index.ts';
import { useAppEvent, useAppEvents } from '../../engine/player/index.ts';
import { registrationPageUrl } from '../../engine/player/session/index.ts';
import { PROFILED_PAGE } from '../../engine/device-profiling/index.ts';
import { useDeviceProfiler, useMarket, useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';

const Offer = styled('p', {
  margin: '$4 0',
  padding: '$3 $4',
  borderLeft: '4px solid $primary',
  backgroundColor: '$surface',
  fontWeight: '$bold',
});
const Muted = styled('p', { color: '$textMuted', fontSize: '$2' });
const Continue = styled(Button, { marginTop: '$3' });
const Footer = styled('p', { margin: '$4 0 0', display: 'flex', gap: '$2', justifyContent: 'center', alignItems: 'center' });

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
      {props.welcomeOffer && <Offer>{props.welcomeOffer}</Offer>}
      <Muted>{t('registration.secure')}</Muted>
      <Continue as="a" href={href} wide>
        {t('registration.continue')}
      </Continue>
      <Footer>
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
      </Footer>
    </Dialog>
  );
}
