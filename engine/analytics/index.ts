export { createAnalytics, type Analytics, type AnalyticsOptions } from './analytics.ts';
export {
  buildEvent,
  EVENT_PREFIX,
  type AnalyticsEvent,
  type AnalyticsEventKind,
  type EventInput,
  type EventContext,
} from './analytics-event.ts';
export {
  createWrappedAppBridge,
  KEY_EVENTS,
  base64,
  type AppMessage,
  type KeyEvent,
  type WrappedAppBridge,
} from './wrapped-app-bridge.ts';
export { AnalyticsProvider, useAnalytics } from './analytics-context.tsx';
export { SessionAnalytics } from './session-analytics.tsx';
export { consentEvent, type ConsentEventArea } from './consent-event.ts';
export { saferGamblingEvent, type SaferGamblingAction } from './safer-gambling-event.ts';
