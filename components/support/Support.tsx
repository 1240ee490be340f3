import { useState } from 'react';
import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent } from '../../engine/player/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { ButtonLink, Dialog } from '../ui/index.ts';
import { HelpIcon, Launcher } from './Launcher.tsx';
import { SupportContacts } from './SupportContacts.tsx';
import { helpCentre, intro } from './Support.css.ts';

/** The help button: support contacts and the help centre; also opened by 'modal:open' {name: 'support'}. */
export function Support({ props }: ComponentRenderProps<'support'>) {
  const t = useText(contentMessages);
  const [open, setOpen] = useState(false);
  useAppEvent('modal:open', (event) => event.name === 'support' && setOpen(true));
  useAppEvent('modal:close', (event) => event.name === 'support' && setOpen(false));
  return (
    <>
      <Launcher
        label={props.label ?? t('support.button')}
        icon={<HelpIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} title={t('support.title')} closeLabel={t('close')} onClose={() => setOpen(false)} size="small">
        <p className={intro}>{t('support.intro')}</p>
        <SupportContacts />
        {props.helpCentreHref && (
          <ButtonLink href={props.helpCentreHref} variant="secondary" wide className={helpCentre}>
            {t('support.helpCentre')}
          </ButtonLink>
        )}
      </Dialog>
    </>
  );
}
