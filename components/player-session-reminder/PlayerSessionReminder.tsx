import { useEffect, useState } from 'react';
import { accountMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { msUntilNextReminder, sessionStartOf, usePlayerSession, useSessionElapsed } from '../../engine/player/session/index.ts';
import { readRealityCheckMinutes, useAppEvent } from '../../engine/player/index.ts';
import { useMoney, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog, useDurationText } from '../ui/index.ts';
import { actions, figures } from './PlayerSessionReminder.css.ts';

/** A reminder due sooner than this after the last one is the same reminder (timers may fire a little early). */
const SAME_REMINDER_MS = 1000;

/**
 * The reality check (UK Gambling Commission; SPEC §4, §7 sessionSummary): every intervalMinutes, or
 * the interval the player chose in the safer-gambling panel, of a session, counted from the login (the session's own start, so a reload does not reset it), the
 * time logged in and the money of the session. The player continues or logs out.
 */
export default function PlayerSessionReminder({ props }: ComponentRenderProps<'playerSessionReminder'>) {
  const t = useText(accountMessages);
  const common = useText(sessionMessages);
  const format = useMoney();
  const duration = useDurationText();
  const { state, session } = usePlayerSession();
  const elapsed = useSessionElapsed();
  const [open, setOpen] = useState(false);
  // The interval the player chose in the safer-gambling panel, else the brand's.
  const [chosenMinutes, setChosenMinutes] = useState<number>();
  useEffect(() => setChosenMinutes(readRealityCheckMinutes(window.localStorage)), []);
  useAppEvent('realityCheck:interval', setChosenMinutes);
  const intervalMs = (chosenMinutes ?? props.intervalMinutes ?? 60) * 60_000;
  const startedAt = state.loggedIn ? sessionStartOf(state.account, session?.storage.readStarted()) : undefined;

  useEffect(() => {
    if (!session || startedAt === undefined || open) return;
    let wait = msUntilNextReminder(startedAt, Date.now(), intervalMs);
    if (wait < SAME_REMINDER_MS && Date.now() - startedAt > SAME_REMINDER_MS) wait += intervalMs;
    const timer = setTimeout(() => {
      void session.loadSessionSummary();
      setOpen(true);
    }, wait);
    return () => clearTimeout(timer);
  }, [session, startedAt, open, intervalMs]);

  useEffect(() => {
    if (!state.loggedIn) setOpen(false);
  }, [state.loggedIn]);

  if (!state.loggedIn || elapsed === undefined) return null;
  const summary = state.sessionSummary;
  const time = duration(elapsed / 1000);
  const money = (amount: number | undefined) => (summary && amount !== undefined ? format(amount, summary.currencyIsoCode) : '–');

  return (
    <Dialog
      open={open}
      title={t('reminder.title')}
      closeLabel={common('common.close')}
      onClose={() => setOpen(false)}
      size="small"
    >
      <p>{t('reminder.intro', { time })}</p>
      <dl className={figures}>
        <dt>{t('reminder.timePlayed')}</dt>
        <dd>{time}</dd>
        <dt>{t('reminder.wagered')}</dt>
        <dd>{money(summary?.wagered)}</dd>
        <dt>{t('reminder.won')}</dt>
        <dd>{money(summary?.won)}</dd>
        <dt>{t('reminder.net')}</dt>
        <dd>{money(summary?.netPosition)}</dd>
      </dl>
      <div className={actions}>
        <Button type="button" variant="ghost" onClick={() => void session?.logout()}>
          {t('reminder.logout')}
        </Button>
        <Button type="button" onClick={() => setOpen(false)}>
          {t('reminder.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
