import { consentAnalyticsAction, consentGroupsFor, CONSENT_GROUP_IDS, type ConsentDecision } from '../player/consent/index.ts';
import type { EventInput } from './analytics-event.ts';

/** Where the player decided: the cookie bar or the cookie settings window. */
export type ConsentEventArea = 'cookie toast' | 'cookie settings';

/**
 * The cookie_item event of a consent decision (SPEC §4): accept all, save preferences and reject all
 * each report their own action, with the groups the decision set (`C0002:1,C0003:0,C0004:0`).
 */
export function consentEvent(decision: ConsentDecision, area: ConsentEventArea): EventInput {
  const groups = consentGroupsFor(decision);
  return {
    kind: 'cookie_item',
    data: {
      eventName: 'cookie_item',
      eventAction: consentAnalyticsAction(decision),
      eventArea: area,
      eventDetail: CONSENT_GROUP_IDS.map((id) => `${id}:${groups[id] ? 1 : 0}`).join(','),
    },
  };
}
