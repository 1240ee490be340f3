import type { LimitPeriod } from '../accounts/deposit-allowance.ts';
import type { Player } from '../core/index.ts';
import { renderTemplate } from '../core/index.ts';
import { formatMoney, html, playerPage, scriptJson, SESSION_FIELD } from '../portal/index.ts';
import { PAYMENT_METHODS, MAX_PAYMENT, MIN_PAYMENT, type PaymentKind } from './payment-request.ts';

/** What the cashier tells the site around it after a payment, so it can update the balance and report it. */
export interface CashierOutcome {
  source: 'croupier-cashier';
  status: 'success' | 'failed';
  kind: PaymentKind;
  amount: number;
  transactionNumber: string | null;
  /** 16001 when a deposit limit refused the deposit, with the limit, what it still allows and when the amount fits again. */
  code?: number;
  limitPeriod?: LimitPeriod;
  remainingMinor?: number;
  resetsAt?: string;
}

export interface CashierView {
  player: Player;
  sessionId: string;
  /** Where the forms post: the mount path of the cashier. */
  basePath: string;
  outcome?: { result: CashierOutcome; title: string; message: string };
  /** A form the player must correct, with what they typed. */
  formError?: { kind: PaymentKind; message: string; amount: string };
}

/** What one payment form shows: deposit or withdrawal, its hint, and the error of the last try. */
function paymentForm(view: CashierView, kind: PaymentKind) {
  const real = view.player.balances[0];
  return {
    id: (name: string) => `${kind}-${name}`,
    heading: kind === 'deposit' ? 'Deposit' : 'Withdraw',
    action: `${view.basePath}/${kind === 'deposit' ? 'deposit' : 'withdraw'}`,
    methodLabel: kind === 'deposit' ? 'Pay with' : 'Pay out to',
    hint:
      kind === 'deposit'
        ? `From ${formatMoney(view.player, MIN_PAYMENT)} to ${formatMoney(view.player, MAX_PAYMENT)}.`
        : `You can withdraw up to ${formatMoney(view.player, real)}.`,
    error: view.formError?.kind === kind ? view.formError : undefined,
  };
}

/** The sandbox cashier (cashier/cashier-page.eta): the balance, a deposit and a withdrawal form, the last outcome. */
export function cashierPage(view: CashierView): string {
  const { outcome } = view;
  return playerPage({
    title: outcome ? outcome.title : 'Cashier',
    body: renderTemplate('cashier/cashier-page', {
      outcome,
      balance: formatMoney(view.player, view.player.balances[0]),
      forms: [paymentForm(view, 'deposit'), paymentForm(view, 'withdrawal')],
      sessionField: SESSION_FIELD,
      sessionId: view.sessionId,
      currencyIsoCode: view.player.currencyIsoCode,
      minPayment: MIN_PAYMENT,
      methods: Object.entries(PAYMENT_METHODS),
    }),
    // Tells the site's banking window how the payment went; nothing here is secret, so any parent may hear it.
    script: outcome
      ? html`if (window.parent !== window) window.parent.postMessage(${scriptJson(outcome.result)}, '*')`
      : undefined,
  });
}
