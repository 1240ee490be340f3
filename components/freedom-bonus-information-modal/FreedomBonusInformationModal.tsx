import { useState } from 'react';
import { contentMessages, promotionsMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent } from '../../engine/player/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog, SafeHtml } from '../ui/index.ts';
import * as styles from './FreedomBonusInformationModal.css.ts';

/** Explains the Freedom Bonus; opened by 'modal:open' {name: 'freedomBonus'}. */
export default function FreedomBonusInformationModal({ props }: ComponentRenderProps<'freedomBonusInformationModal'>) {
  const t = useText(promotionsMessages);
  const common = useText(contentMessages);
  const [open, setOpen] = useState(false);
  useAppEvent('modal:open', (event) => event.name === 'freedomBonus' && setOpen(true));
  useAppEvent('modal:close', (event) => event.name === 'freedomBonus' && setOpen(false));
  const close = () => setOpen(false);
  return (
    <Dialog open={open} title={props.title ?? t('freedomBonus.title')} closeLabel={common('close')} onClose={close} size="small">
      {props.body && <SafeHtml html={props.body} />}
      <Button type="button" wide onClick={close} className={styles.close}>
        {t('freedomBonus.gotIt')}
      </Button>
    </Dialog>
  );
}
