/** SPEC §3 cookie consent groups. */
export type ConsentGroupId = 'C0002' | 'C0003' | 'C0004';

export const CONSENT_GROUPS = {
  C0002: 'analytics',
  C0003: 'functional',
  C0004: 'marketing',
} as const satisfies Record<ConsentGroupId, string>;

export const CONSENT_GROUP_IDS = Object.keys(CONSENT_GROUPS) as ConsentGroupId[];

export type ConsentGroups = Record<ConsentGroupId, boolean>;

/** The three choices of SPEC §4: accept all, reject, or manage (the groups the player ticked). */
export type ConsentDecision = { kind: 'acceptAll' } | { kind: 'reject' } | { kind: 'manage'; groups: Partial<ConsentGroups> };

/** What is stored once the player decided: the groups and when. */
export interface StoredConsent {
  groups: ConsentGroups;
  decision: ConsentDecision['kind'];
  /** ISO time of the decision. */
  decidedAt: string;
}

/** The first-party cookie (and localStorage key) that holds the decision. */
export const CONSENT_COOKIE = 'cookieConsent';
/** The decision is asked again after a year. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * SPEC §9: a consent change within 5 s of the toast closing is the toast's own decision (analytics
 * reports it once, not again as a later preference change).
 */
export const CONSENT_TOAST_THRESHOLD_MS = 5_000;

const all = (value: boolean): ConsentGroups => ({ C0002: value, C0003: value, C0004: value });

/** SPEC §4: each decision sets analytics, functional and marketing consent. */
export function consentGroupsFor(decision: ConsentDecision): ConsentGroups {
  switch (decision.kind) {
    case 'acceptAll':
      return all(true);
    case 'reject':
      return all(false);
    case 'manage':
      return { ...all(false), ...decision.groups };
  }
}

/** The analytics action each decision reports (a cookie_item event): they differ, as SPEC §4 asks. */
export function consentAnalyticsAction(decision: ConsentDecision): 'accept_all' | 'reject_all' | 'save_preferences' {
  switch (decision.kind) {
    case 'acceptAll':
      return 'accept_all';
    case 'reject':
      return 'reject_all';
    case 'manage':
      return 'save_preferences';
  }
}

export function decideConsent(decision: ConsentDecision, now: Date): StoredConsent {
  return { groups: consentGroupsFor(decision), decision: decision.kind, decidedAt: now.toISOString() };
}

export const isWithinToastThreshold = (decidedAt: string, now: Date) =>
  now.getTime() - Date.parse(decidedAt) <= CONSENT_TOAST_THRESHOLD_MS;

export const serializeConsent = (consent: StoredConsent) => JSON.stringify(consent);

/** A stored decision, or null when there is none or it cannot be read (then the player is asked again). */
export function parseStoredConsent(text: string | null | undefined): StoredConsent | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredConsent>;
    const groups = value.groups as Partial<ConsentGroups> | undefined;
    if (!groups || !CONSENT_GROUP_IDS.every((id) => typeof groups[id] === 'boolean')) return null;
    if (typeof value.decidedAt !== 'string' || Number.isNaN(Date.parse(value.decidedAt))) return null;
    const decision = value.decision === 'acceptAll' || value.decision === 'reject' ? value.decision : 'manage';
    return { groups: groups as ConsentGroups, decision, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The Set-Cookie style string for `document.cookie`: first party, whole site, a year. */
export function consentCookieString(consent: StoredConsent, secure: boolean): string {
  const value = encodeURIComponent(serializeConsent(consent));
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
