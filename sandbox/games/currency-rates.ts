import { money } from '../core/index.ts';

/** Invented fixed exchange rates from the GBP base that jackpot pools are kept in. */
export const CURRENCY_RATES = { GBP: 1, EUR: 1.17, USD: 1.27, CAD: 1.74, NZD: 2.13, CNY: 9.18 } as const;
export type JackpotCurrency = keyof typeof CURRENCY_RATES;

/** The upper-cased ISO code when the sandbox has a rate for it. */
export function jackpotCurrency(code: unknown): JackpotCurrency | undefined {
  const upper = typeof code === 'string' ? code.toUpperCase() : '';
  return Object.hasOwn(CURRENCY_RATES, upper) ? (upper as JackpotCurrency) : undefined;
}

export const fromGbp = (amount: number, currency: JackpotCurrency) => money(amount * CURRENCY_RATES[currency]);
