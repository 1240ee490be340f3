import { useEffect, useState } from 'react';
import { protectionMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { takeRegistrationPrompt, useAppEvent, usePlatform } from '../../engine/player/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import type { ProtectionState } from '../../engine/platform/index.ts';
import { useRuleInForce, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { ActivityStatement } from './ActivityStatement.tsx';
import { DepositLimits } from './DepositLimits.tsx';
import { RealityCheck } from './RealityCheck.tsx';
import { SelfExclusion, TakeBreak } from './Restrictions.tsx';
import * as styles from './SaferGambling.css.ts';

/**
 * The safer-gambling panel (RTS 12): deposit limits, the reality check, the activity statement, a
 * break and self-exclusion, opened by 'modal:open' {name: 'saferGambling'} from the account menu, the
 * banking window and the lobby. Right after registration it opens by itself, as the prompt to set a
 * limit. Only where the market's manifest turns the tools on.
 */
export default function SaferGambling({ props }: ComponentRenderProps<'saferGambling'>) {
  const t = useText(protectionMessages);
  const sessionText = useText(sessionMessages);
  const saferGamblingTools = useRuleInForce('saferGamblingTools') !== undefined;
  const { state } = usePlayerSession();
  const [open, setOpen] = useState(false);
  const [prompted, setPrompted] = useState(false);

  useAppEvent('modal:open', (event) => event.name === 'saferGambling' && setOpen(true));
  useAppEvent('modal:close', (event) => event.name === 'saferGambling' && setOpen(false));
  useEffect(() => {
    if (!saferGamblingTools || !state.loggedIn || !takeRegistrationPrompt(window.sessionStorage)) return;
    setPrompted(true);
    setOpen(true);
  }, [saferGamblingTools, state.loggedIn]);
  useEffect(() => {
    if (!state.loggedIn) setOpen(false);
  }, [state.loggedIn]);

  if (!saferGamblingTools || !state.userToken) return null;
  const close = () => {
    setOpen(false);
    setPrompted(false);
  };
  return (
    <Dialog
      open={open}
      title={props.title ?? t('panel.title')}
      closeLabel={sessionText('common.close')}
      onClose={close}
      size="medium"
    >
      {prompted && (
        <section className={styles.section} aria-label={t('prompt.title')}>
          <p>{t('prompt.message')}</p>
          <Button type="button" variant="ghost" size="small" onClick={close}>
            {t('prompt.skip')}
          </Button>
        </section>
      )}
      {open && <Tools userToken={state.userToken} onClose={close} />}
      {props.helpText && <p className={styles.note()}>{props.helpText}</p>}
    </Dialog>
  );
}

function Tools({ userToken, onClose }: { userToken: string; onClose: () => void }) {
  const t = useText(protectionMessages);
  const { protection } = usePlatform();
  /** The account's limits: undefined while they load, null when they could not be. */
  const [state, setState] = useState<ProtectionState | null>();

  useEffect(() => {
    let current = true;
    protection
      .state(userToken)
      .then((answer) => current && setState(answer))
      .catch(() => current && setState(null));
    return () => {
      current = false;
    };
  }, [protection, userToken]);

  if (state === undefined)
    return (
      <p className={styles.note()} role="status">
        {t('panel.loading')}
      </p>
    );
  if (state === null)
    return (
      <p className={styles.note()} role="alert">
        {t('panel.unavailable')}
      </p>
    );
  return (
    <>
      <DepositLimits protection={state} userToken={userToken} onState={setState} />
      <RealityCheck />
      <ActivityStatement userToken={userToken} />
      <TakeBreak userToken={userToken} onClose={onClose} />
      <SelfExclusion userToken={userToken} onClose={onClose} />
    </>
  );
}
