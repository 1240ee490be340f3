import { useEffect, useState } from 'react';
import { accountMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents, usePlayerSessionView } from '../../engine/player/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import { useMoney, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { actions } from './LowBalanceReminder.css.ts';

/** Suggests a deposit once per session when the balance falls below the threshold (lowBalanceAcknowledged). */
export default function LowBalanceReminder({ props }: ComponentRenderProps<'lowBalanceReminder'>) {
  const t = useText(accountMessages);
  const common = useText(sessionMessages);
  const format = useMoney();
  const events = useAppEvents();
  const { loggedIn, balance, currencyIsoCode } = usePlayerSessionView();
  const { session } = usePlayerSession();
  // Unknown until read from sessionStorage: nothing shows before that.
  const [acknowledged, setAcknowledged] = useState(true);
  useEffect(() => setAcknowledged(session?.storage.isLowBalanceAcknowledged() ?? true), [session, loggedIn]);

  const low = loggedIn && balance !== undefined && balance < (props.threshold ?? 1);
  const acknowledge = () => {
    session?.storage.acknowledgeLowBalance();
    setAcknowledged(true);
  };

  return (
    <Dialog
      open={low && !acknowledged}
      title={t('lowBalance.title')}
      closeLabel={common('common.close')}
      onClose={acknowledge}
      size="small"
    >
      <p>{props.message ?? t('lowBalance.message')}</p>
      {balance !== undefined && <p>{t('lowBalance.balance', { amount: format(balance, currencyIsoCode) })}</p>}
      <div className={actions}>
        <Button type="button" variant="ghost" onClick={acknowledge}>
          {t('lowBalance.dismiss')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            acknowledge();
            events.emit('modal:open', { name: 'banking' });
          }}
        >
          {t('lowBalance.deposit')}
        </Button>
      </div>
    </Dialog>
  );
}
