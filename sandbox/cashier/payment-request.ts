import { money } from '../core/index.ts';

export const PAYMENT_METHODS = {
  card: 'Debit card',
  bankTransfer: 'Bank transfer',
  eWallet: 'E-wallet',
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

export type PaymentKind = 'deposit' | 'withdrawal';

/** The smallest and largest single payment the sandbox cashier takes, in major units. */
export const MIN_PAYMENT = 1;
export const MAX_PAYMENT = 100_000;

export interface PaymentRequest {
  amount: number;
  method: PaymentMethod;
  /** The outcome the tester asked the sandbox's pretend payment provider for. */
  outcome: 'success' | 'declined';
}

/** Reads a deposit or withdrawal form; an error message names what the player must fix. */
export function parsePaymentForm(
  body: Record<string, unknown>,
): { ok: true; request: PaymentRequest } | { ok: false; message: string } {
  const text = typeof body.amount === 'string' ? body.amount.trim() : '';
  const amount = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || amount < MIN_PAYMENT || amount > MAX_PAYMENT)
    return {
      ok: false,
      message: `Enter an amount between ${MIN_PAYMENT} and ${MAX_PAYMENT.toLocaleString('en')}, with at most two decimals.`,
    };
  const method = typeof body.method === 'string' && body.method in PAYMENT_METHODS ? (body.method as PaymentMethod) : undefined;
  if (!method) return { ok: false, message: 'Choose a payment method.' };
  return { ok: true, request: { amount: money(amount), method, outcome: body.simulate === 'declined' ? 'declined' : 'success' } };
}
