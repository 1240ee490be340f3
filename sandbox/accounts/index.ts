export { createAccountsService, type AccountsServiceOptions } from './accounts-service.ts';
export { accountView, type AccountView } from './account-view.ts';
export { INVALID_REQUEST_CODE } from './accounts-errors.ts';
export { DEFAULT_LAUNCH_TOKENS, MAX_LAUNCH_TOKENS } from './login-request.ts';
export { FALLBACK_PRODUCT_ID } from './registration-routes.ts';
export { MALTA_TERMS_LAST_UPDATED, type MarketLookup } from './terms-dates.ts';
export { elapsePendingIncreases, MAX_ELAPSE_HOURS } from './limit-changes.ts';
