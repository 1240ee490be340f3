import express, { Router, type Request, type Response } from 'express';
import { BALANCE_TYPE, type SandboxState } from '../core/index.ts';
import { createLaunchSessions, formatMoney, sendLinkExpiredPage, sendPage, type LaunchSession } from '../portal/index.ts';
import { checkDeposit, type LimitPeriod } from '../accounts/deposit-allowance.ts';
import { PROTECTION_ERROR, toMinor } from '../accounts/protection-view.ts';
import { cashierPage, type CashierView } from './cashier-page.ts';
import { parsePaymentForm, PAYMENT_METHODS, type PaymentKind, type PaymentRequest } from './payment-request.ts';

export const CASHIER_COOKIE = 'croupier_cashier';

export interface CashierServiceOptions {
  state: SandboxState;
  /** Whether the session's casino requires a verified identity before a deposit (the market's isKYCRequired). */
  requiresKyc?: (casinoId: number) => boolean;
}

type Outcome = NonNullable<CashierView['outcome']>;

const PERIOD_NAMES: Record<LimitPeriod, string> = { day: '24-hour', week: '7-day', month: 'monthly' };

/**
 * The banking window: opened with a launch token, it shows the real balance and takes deposits and
 * withdrawals through a pretend payment provider whose answer the tester picks.
 */
export function createCashierService({ state, requiresKyc = () => false }: CashierServiceOptions) {
  const windows = createLaunchSessions({ state, cookieName: CASHIER_COOKIE });
  const routes = Router();
  routes.use(express.urlencoded({ extended: false, limit: '10kb' }));

  const show = (req: Request, res: Response, window: LaunchSession, status: number, extra: Partial<CashierView> = {}) =>
    sendPage(res, status, cashierPage({ player: window.player, sessionId: window.id, basePath: req.baseUrl, ...extra }));

  routes.get('/', (req, res) => {
    const window = windows.enter(req, res);
    if (!window) return sendLinkExpiredPage(res, 'cashier');
    show(req, res, window, 200);
  });

  const payment = (kind: PaymentKind) => (req: Request, res: Response) => {
    const window = windows.resume(req);
    if (!window) return sendLinkExpiredPage(res, 'cashier');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const form = parsePaymentForm(body);
    if (!form.ok)
      return show(req, res, window, 400, {
        formError: { kind, message: form.message, amount: typeof body.amount === 'string' ? body.amount.slice(0, 20) : '' },
      });
    show(req, res, window, 200, { outcome: settle({ state, requiresKyc }, window, kind, form.request) });
  };

  routes.post('/deposit', payment('deposit'));
  routes.post('/withdraw', payment('withdrawal'));

  return { routes };
}

/** What the pretend payment provider answers a deposit or withdrawal, and the money it moved. */
function settle(
  { state, requiresKyc = () => false }: CashierServiceOptions,
  window: LaunchSession,
  kind: PaymentKind,
  request: PaymentRequest,
): Outcome {
  const { player } = window;
  const amountText = formatMoney(player, request.amount);
  const failed = (title: string, message: string): Outcome => ({
    result: { source: 'croupier-cashier', status: 'failed', kind, amount: request.amount, transactionNumber: null },
    title,
    message,
  });
  // As the platform does: no money in before the identity is verified where the market requires it.
  if (kind === 'deposit' && requiresKyc(window.session.productId) && player.kycStatus !== 'verified')
    return failed(
      'Verify your identity first',
      'Deposits open once we have verified your identity. Please send us your documents, or wait while we check them. Nothing has been taken.',
    );
  // RTS 12B: once a deposit limit is reached, deposits are refused until the period restarts.
  const overLimit = kind === 'deposit' ? depositLimitRefusal(player, request, state.clock.now(), failed) : undefined;
  if (overLimit) return overLimit;
  if (kind === 'withdrawal' && request.amount > player.balances[BALANCE_TYPE.real])
    return failed(
      'Withdrawal not possible',
      `You asked to withdraw ${amountText}, but you can withdraw at most ${formatMoney(player, player.balances[BALANCE_TYPE.real])}. Nothing has been taken from your balance.`,
    );
  if (request.outcome === 'declined')
    return kind === 'deposit'
      ? failed(
          'Deposit declined',
          'Your deposit was declined by your payment provider. No money has been taken. Please try again or choose another payment method.',
        )
      : failed(
          'Withdrawal declined',
          'Your withdrawal was declined by your payment provider. Your balance has not changed. Please try again or choose another payment method.',
        );
  const transaction = state.record(player, {
    kind,
    balanceType: BALANCE_TYPE.real,
    amount: kind === 'deposit' ? request.amount : -request.amount,
    description: `${kind === 'deposit' ? 'Deposit by' : 'Withdrawal to'} ${PAYMENT_METHODS[request.method].toLowerCase()}`,
  });
  if (kind === 'deposit') player.protection.deposits.push({ at: state.clock.now(), amountMinor: toMinor(request.amount) });
  return {
    result: {
      source: 'croupier-cashier',
      status: 'success',
      kind,
      amount: request.amount,
      transactionNumber: String(transaction.id),
    },
    title: kind === 'deposit' ? 'Deposit successful' : 'Withdrawal requested',
    message:
      kind === 'deposit'
        ? `${amountText} has been added to your balance.`
        : `${amountText} has been taken from your balance and is on its way to you.`,
  };
}

/** A deposit the player's deposit limit refuses (RTS 12B), or undefined when it fits. */
function depositLimitRefusal(
  player: LaunchSession['player'],
  request: PaymentRequest,
  now: number,
  failed: (title: string, message: string) => Outcome,
): Outcome | undefined {
  const { depositLimits, deposits } = player.protection;
  const check = checkDeposit(depositLimits, deposits, toMinor(request.amount), now);
  if (check.allowed) return undefined;
  const refusal = failed(
    'Deposit limit reached',
    `Your ${PERIOD_NAMES[check.period]} deposit limit of ${formatMoney(player, check.limitMinor / 100)} leaves ${formatMoney(player, check.remainingMinor / 100)} to deposit now. A deposit of ${formatMoney(player, request.amount)} fits it again from ${new Date(check.resetsAt).toUTCString()}. Nothing has been taken.`,
  );
  return {
    ...refusal,
    result: {
      ...refusal.result,
      code: PROTECTION_ERROR.limitReached,
      limitPeriod: check.period,
      remainingMinor: check.remainingMinor,
      resetsAt: new Date(check.resetsAt).toISOString(),
    },
  };
}
