import { useEffect, useState } from 'react';
import { sessionMessages } from '../../engine/i18n/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import { useMoney, useText, styled } from '../../engine/render/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { msUntilNextReminder, splitDuration } from './session-duration.ts';

const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  margin: '$4 0',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$bold', textAlign: 'right' },
});
const Actions = styled('div', { display: 'flex', gap: '$3', justifyContent: 'flex-end', flexWrap: 'wrap' });

/** The reality check: every intervalMinutes of a session, the time played and the money of the session (SPEC §7 sessionSummary). */
export default function PlayerSessionReminder({ props }: ComponentRenderProps<'playerSessionReminder'>) {
  const t = useText(sessionMessages);
  const format = useMoney();
  const { state, session } = usePlayerSession();
  const [open, setOpen] = useState(false);
  const intervalMs = (props.intervalMinutes ?? 60) * 60_000;
  const startTime = state.account?.session.core.sessionStartTime;

  useEffect(() => {
    if (!session || !state.loggedIn || open) return;
    const started = Date.parse(session.storage.readStarted() ?? startTime ?? '') || Date.now();
    const timer = setTimeout(
      () => {
        void session.loadSessionSummary();
        setOpen(true);
      },
      msUntilNextReminder(started, Date.now(), intervalMs),
    );
    return () => clearTimeout(timer);
  }, [session, state.loggedIn, open, intervalMs, startTime]);

  const summary = state.sessionSummary;
  if (!state.loggedIn || !summary) return null;
  const { hours, minutes } = splitDuration(summary.timePlayedSeconds);
  const time = hours > 0 ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.minutes', { minutes });
  const money = (amount: number) => format(amount, summary.currencyIsoCode);

  return (
    <Dialog open={open} title={t('reminder.title')} closeLabel={t('common.close')} onClose={() => setOpen(false)} size="small">
      <p>{t('reminder.intro', { time })}</p>
      <Figures>
        <dt>{t('reminder.timePlayed')}</dt>
        <dd>{time}</dd>
        <dt>{t('reminder.wagered')}</dt>
        <dd>{money(summary.wagered)}</dd>
        <dt>{t('reminder.won')}</dt>
        <dd>{money(summary.won)}</dd>
        <dt>{t('reminder.net')}</dt>
        <dd>{money(summary.netPosition)}</dd>
      </Figures>
      <Actions>
        <Button type="button" variant="ghost" onClick={() => void session?.logout()}>
          {t('reminder.logout')}
        </Button>
        <Button type="button" onClick={() => setOpen(false)}>
          {t('reminder.continue')}
        </Button>
      </Actions>
    </Dialog>
  );
}
