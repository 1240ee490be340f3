import { useState } from 'react';
import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useBrand, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { ChatIcon, Launcher } from '../support/Launcher.tsx';
import { SupportContacts } from '../support/SupportContacts.tsx';
import { Dialog } from '../ui/index.ts';
import { paragraph } from './Genesys.css.ts';

/**
 * The chat launcher. No third-party chat script is loaded (CSP, and no network here): the dialog
 * says when agents chat and how to reach support meanwhile. deploymentKey names the deployment a
 * real widget would start.
 */
export function Genesys({ props }: ComponentRenderProps<'genesys'>) {
  const t = useText(contentMessages);
  const support = useBrand().features.support;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Launcher
        label={props.label ?? t('chat.button')}
        icon={<ChatIcon />}
        aria-haspopup="dialog"
        data-deployment={props.deploymentKey}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} title={t('chat.title')} closeLabel={t('close')} onClose={() => setOpen(false)} size="small">
        {support?.hours && <p className={paragraph}>{t('chat.hours', { hours: support.hours })}</p>}
        {support && (
          <p className={paragraph}>
            {support.phone
              ? t('chat.offline', { email: support.email, phone: support.phone })
              : t('chat.offlineEmail', { email: support.email })}
          </p>
        )}
        <SupportContacts />
      </Dialog>
    </>
  );
}
