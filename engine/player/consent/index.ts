export {
  CONSENT_GROUPS,
  CONSENT_GROUP_IDS,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_TOAST_THRESHOLD_MS,
  consentGroupsFor,
  consentAnalyticsAction,
  decideConsent,
  isWithinToastThreshold,
  parseStoredConsent,
  serializeConsent,
  readCookie,
  consentCookieString,
  type ConsentGroupId,
  type ConsentGroups,
  type ConsentDecision,
  type StoredConsent,
} from './consent.ts';
export { createConsentStore, type ConsentStore, type ConsentEnvironment } from './consent-store.ts';
export { useConsent, type ConsentView } from './use-consent.ts';
