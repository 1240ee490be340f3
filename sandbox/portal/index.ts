export { createPortalService, PORTAL_COOKIE, type PortalServiceOptions } from './portal-service.ts';
// The page kit the other player-facing sandbox windows (cashier, registration) share.
export { html, escapeHtml, scriptJson, trustedHtml, SafeHtml } from '../core/index.ts';
export { playerPage, sendPage, sendLinkExpiredPage } from './player-page.ts';
export {
  createLaunchSessions,
  launchTokenOf,
  readCookie,
  SESSION_FIELD,
  type LaunchSession,
  type LaunchSessions,
} from './launch-sessions.ts';
export { formatMoney, formatDateTime } from './format.ts';
