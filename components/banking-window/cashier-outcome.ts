/** What the cashier page posts to the site around it after a payment. */
export interface CashierOutcome {
  source: 'croupier-cashier';
  status: 'success' | 'failed';
  kind: 'deposit' | 'withdrawal';
  amount: number;
  transactionNumber: string | null;
}

/** The cashier's message, or undefined for any other message a page may post. */
export function readCashierOutcome(data: unknown): CashierOutcome | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Partial<CashierOutcome>;
  if (message.source !== 'croupier-cashier') return undefined;
  if (message.status !== 'success' && message.status !== 'failed') return undefined;
  return {
    source: 'croupier-cashier',
    status: message.status,
    kind: message.kind === 'withdrawal' ? 'withdrawal' : 'deposit',
    amount: typeof message.amount === 'number' ? message.amount : 0,
    transactionNumber: typeof message.transactionNumber === 'string' ? message.transactionNumber : null,
  };
}
