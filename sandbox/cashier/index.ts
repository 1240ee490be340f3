export { createCashierService, CASHIER_COOKIE, type CashierServiceOptions } from './cashier-service.ts';
export type { CashierOutcome } from './cashier-page.ts';
