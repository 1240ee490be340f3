import { useEffect, useRef, useState } from 'react';
import { accountMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent, useAppEvents, usePlayerSessionView } from '../../engine/player/index.ts';
import { cashierUrl, usePlayGate } from '../../engine/player/session/index.ts';
import { PROFILED_PAGE, type ProfiledPageId } from '../../engine/device-profiling/index.ts';
import { useDeviceProfiler, useMoney, usePageData, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { afterNextPaint } from '../../engine/main-thread/index.ts';
import { Dialog } from '../ui/index.ts';
import { CashierLimits } from '../safer-gambling/CashierLimits.tsx';
import { readCashierOutcome } from './cashier-outcome.ts';
import { frame } from './BankingWindow.css.ts';

/**
 * The cashier window, opened by 'modal:open' {name: 'banking'}; a payment's outcome refreshes the balance
 * and shows a toast. Where the market has the safer-gambling tools, the deposit limits are one tap away.
 */
export default function BankingWindow({ props }: ComponentRenderProps<'bankingWindow'>) {
  const t = useText(accountMessages);
  const common = useText(sessionMessages);
  const format = useMoney();
  const events = useAppEvents();
  const session = usePlayerSessionView();
  const cashierBase = usePageData().platform.cashierUrl;
  const cashierOrigin = new URL(cashierBase).origin;
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  const latest = useRef(session);
  latest.current = session;

  const gate = usePlayGate();
  // The play gate first: until the terms are accepted and, where the market requires it, the identity
  // verified, the cashier does not open; the prompt that holds it back does.
  const profiler = useDeviceProfiler();
  /** The opening being answered: each opening profiles the device anew and fetches its own launch token. */
  const [opening, setOpening] = useState<{ page: ProfiledPageId; count: number }>();
  useAppEvent('modal:open', (event) => {
    if (event.name !== 'banking' || !gate.allow('deposit')) return;
    // A withdrawal when asked for one, else a deposit (SPEC §9 101, 102).
    const page = event.detail?.kind === 'withdrawal' ? PROFILED_PAGE.withdrawal : PROFILED_PAGE.deposit;
    setOpening((previous) => ({ page, count: (previous?.count ?? 0) + 1 }));
    setOpen(true);
  });
  useAppEvent('modal:close', (event) => event.name === 'banking' && setOpen(false));

  useEffect(() => {
    if (!open || !opening) return;
    let current = true;
    setSrc(undefined);
    // The window is on screen first; the provider's tag and the token call follow, off the tap's paint.
    afterNextPaint(() => {
      if (!current) return;
      const profilingSessionId = profiler?.profile(opening.page);
      void latest.current
        .takeLaunchToken()
        .then((token) => current && setSrc(token ? cashierUrl(token, cashierBase, profilingSessionId) : null));
    });
    return () => {
      current = false;
    };
  }, [open, opening, cashierBase, profiler]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the cashier may report payments; any other window's message is ignored.
      if (event.origin !== cashierOrigin) return;
      const outcome = readCashierOutcome(event.data);
      if (!outcome) return;
      latest.current.refreshAccount();
      // A game open beside the cashier leaves the payment out of its net position.
      if (outcome.status === 'success') events.emit('payment', { kind: outcome.kind, amount: outcome.amount });
      const amount = format(outcome.amount, latest.current.currencyIsoCode);
      const success = outcome.kind === 'withdrawal' ? 'banking.withdrawalSuccess' : 'banking.depositSuccess';
      events.emit('toast', {
        type: outcome.status === 'success' ? 'success' : 'error',
        description: outcome.status === 'success' ? t(success, { amount }) : t('banking.failed'),
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [events, format, t, cashierOrigin]);

  return (
    <Dialog
      open={open}
      title={props.title ?? t('banking.title')}
      closeLabel={common('common.close')}
      onClose={() => setOpen(false)}
      size="large"
    >
      {open && session.userToken && (
        <CashierLimits
          userToken={session.userToken}
          onOpenLimits={() => {
            setOpen(false);
            events.emit('modal:open', { name: 'saferGambling' });
          }}
        />
      )}
      {src === undefined && <p>{t('history.loading')}</p>}
      {src === null && <p role="alert">{t('history.unavailable')}</p>}
      {src && <iframe className={frame} key={src} src={src} title={t('banking.frame')} referrerPolicy="no-referrer" />}
    </Dialog>
  );
}
