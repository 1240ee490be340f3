import type { Player } from '../core/index.ts';
import { formatMoney, html, playerPage, scriptJson, SESSION_FIELD, type SafeHtml } from '../portal/index.ts';
import { PAYMENT_METHODS, MAX_PAYMENT, MIN_PAYMENT, type PaymentKind } from './payment-request.ts';

/** What the cashier tells the site around it after a payment, so it can update the balance and report it. */
export interface CashierOutcome {
  source: 'croupier-cashier';
  status: 'success' | 'failed';
  kind: PaymentKind;
  amount: number;
  transactionNumber: string | null;
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

function paymentForm(view: CashierView, kind: PaymentKind): SafeHtml {
  const id = (name: string) => `${kind}-${name}`;
  const error = view.formError?.kind === kind ? view.formError : undefined;
  const real = view.player.balances[0];
  const hint =
    kind === 'deposit'
      ? `From ${formatMoney(view.player, MIN_PAYMENT)} to ${formatMoney(view.player, MAX_PAYMENT)}.`
      : `You can withdraw up to ${formatMoney(view.player, real)}.`;
  return html`<section aria-labelledby="${id('heading')}">
    <h2 id="${id('heading')}">${kind === 'deposit' ? 'Deposit' : 'Withdraw'}</h2>
    <form method="post" action="${view.basePath}/${kind === 'deposit' ? 'deposit' : 'withdraw'}">
      <input type="hidden" name="${SESSION_FIELD}" value="${view.sessionId}" />
      <label for="${id('amount')}">Amount (${view.player.currencyIsoCode})</label>
      <input
        type="number"
        id="${id('amount')}"
        name="amount"
        min="${MIN_PAYMENT}"
        step="0.01"
        inputmode="decimal"
        required
        value="${error?.amount ?? ''}"
        aria-describedby="${id('amount-hint')}${error ? ` ${id('amount-error')}` : ''}"
        ${error ? html` aria-invalid="true"` : ''}
      />
      <p class="hint" id="${id('amount-hint')}">${hint}</p>
      ${error ? html`<p class="error" id="${id('amount-error')}">${error.message}</p>` : ''}
      <label for="${id('method')}">${kind === 'deposit' ? 'Pay with' : 'Pay out to'}</label>
      <select id="${id('method')}" name="method">
        ${Object.entries(PAYMENT_METHODS).map(([value, label]) => html`<option value="${value}">${label}</option>`)}
      </select>
      <fieldset>
        <legend>Sandbox: how should the payment provider answer?</legend>
        <label class="choice"><input type="radio" name="simulate" value="success" checked /> Approve the payment</label>
        <label class="choice"><input type="radio" name="simulate" value="declined" /> Decline the payment</label>
      </fieldset>
      <button type="submit">${kind === 'deposit' ? 'Deposit' : 'Withdraw'}</button>
    </form>
  </section>`;
}

export function cashierPage(view: CashierView): string {
  const { outcome } = view;
  return playerPage({
    title: outcome ? outcome.title : 'Cashier',
    body: html`<h1>Cashier</h1>
      ${
        outcome
          ? html`<div
              class="panel status-${outcome.result.status}"
              role="${outcome.result.status === 'success' ? 'status' : 'alert'}"
            >
              <h2>${outcome.title}</h2>
              <p>${outcome.message}</p>
              ${outcome.result.transactionNumber ? html`<p>Transaction number: <strong>${outcome.result.transactionNumber}</strong></p>` : ''}
            </div>`
          : ''
      }
      <section aria-labelledby="balance-heading">
        <h2 id="balance-heading">Your balance</h2>
        <p class="balance">${formatMoney(view.player, view.player.balances[0])}</p>
      </section>
      ${paymentForm(view, 'deposit')} ${paymentForm(view, 'withdrawal')}`,
    // Tells the site's banking window how the payment went; nothing here is secret, so any parent may hear it.
    script: outcome
      ? html`if (window.parent !== window) window.parent.postMessage(${scriptJson(outcome.result)}, '*')`
      : undefined,
  });
}
