import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { consentEvent } from './consent-event.ts';
import { base64, createWrappedAppBridge, KEY_EVENTS } from './wrapped-app-bridge.ts';

const setup = ({ inApp = true, forwardToApp = true, android = true } = {}) => {
  const pushed: unknown[] = [];
  const sent: string[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const host = android ? { Android: { postMessage: (message: string) => void sent.push(message) } } : {};
  const bridge = createWrappedAppBridge({ inApp, host, logger });
  const analytics = createAnalytics({
    brand: 'hippodrome',
    dataLayer: { push: (event) => pushed.push(event) },
    bridge,
    forwardToApp,
    toggles: { revampedJackpotTicker: true, gameCardJackpotTicker: false },
  });
  return { analytics, pushed, sent, logger };
};

describe('analytics', () => {
  it('prefixes event names with the project and names the page brand', () => {
    const { analytics, pushed } = setup();
    analytics.track({ kind: 'interaction', data: { eventName: 'search', eventDetail: 'roulette' } });
    expect(pushed[0]).toMatchObject({
      event: 'croupier_search',
      eventType: 'interaction',
      pageData: { pageBrand: 'hippodrome' },
      customerFlag: { isLoggedIn: false },
    });
  });

  it('identifies the player on login and anonymises on logout', () => {
    const { analytics, pushed } = setup();
    analytics.identify({ userId: 100001, currency: 'GBP' }, { kycStatus: 'verified' }, { sessionId: 5 }, 'demo');
    analytics.track({ kind: 'interaction', data: { eventName: 'category_selection' } });
    analytics.anonymise();
    analytics.track({ kind: 'logout_success', data: { eventName: 'logout_success' } });
    expect(pushed[0]).toMatchObject({
      customerData: { userId: 100001 },
      customerFlag: { isLoggedIn: true },
      sessionData: { sessionId: 5 },
    });
    expect(pushed[1]).toMatchObject({ customerData: {}, customerFlag: { isLoggedIn: false } });
    expect(pushed[1]).not.toHaveProperty('sessionData');
  });

  it('reports the two jackpot feature toggles with the page load', () => {
    const { analytics, pushed } = setup();
    analytics.pageLoad('/');
    expect(pushed.map((event) => (event as { ga4eventData: { eventDetail?: string } }).ga4eventData.eventDetail)).toEqual([
      '/',
      'revampedJackpotTicker',
      'gameCardJackpotTicker',
    ]);
  });

  it.each(KEY_EVENTS)('forwards the key event %s to the wrapped app', (name) => {
    const { analytics, sent } = setup();
    analytics.track({ kind: 'interaction', data: { eventName: name } });
    expect(JSON.parse(sent[0]!)).toMatchObject({ type: 'analytics', event: name });
  });

  it('adds the username, base64-encoded, to login success', () => {
    const { analytics, sent } = setup();
    analytics.identify({ userId: 1 }, {}, undefined, 'lucky.lady');
    analytics.track({ kind: 'interaction', data: { eventName: 'login_success' } });
    expect(JSON.parse(sent[0]!).payload.username).toBe(base64('lucky.lady'));
  });

  it.each([
    { name: 'outside the app', options: { inApp: false }, sent: 0 },
    { name: 'with forwarding off', options: { forwardToApp: false }, sent: 0 },
    { name: 'for an event that is not a key event', options: {}, event: 'search', sent: 0 },
  ])('forwards nothing $name', ({ options, event = 'login_success', sent: count }) => {
    const { analytics, sent } = setup(options);
    analytics.track({ kind: 'interaction', data: { eventName: event } });
    expect(sent).toHaveLength(count);
  });

  it('warns when the app interface is missing, and never throws', () => {
    const { analytics, logger } = setup({ android: false });
    expect(() => analytics.track({ kind: 'interaction', data: { eventName: 'logout_success' } })).not.toThrow();
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});

describe('a cookie consent decision', () => {
  it.each([
    { decision: { kind: 'acceptAll' } as const, action: 'accept_all', groups: 'C0002:1,C0003:1,C0004:1' },
    {
      decision: { kind: 'manage', groups: { C0002: true } } as const,
      action: 'save_preferences',
      groups: 'C0002:1,C0003:0,C0004:0',
    },
    { decision: { kind: 'reject' } as const, action: 'reject_all', groups: 'C0002:0,C0003:0,C0004:0' },
  ])('$decision.kind is a cookie_item event of its own: $action', ({ decision, action, groups }) => {
    const { analytics, pushed } = setup();
    analytics.track(consentEvent(decision, 'cookie toast'));
    expect(pushed).toEqual([
      expect.objectContaining({
        event: 'croupier_cookie_item',
        eventType: 'cookie_item',
        ga4eventData: { eventName: 'cookie_item', eventAction: action, eventArea: 'cookie toast', eventDetail: groups },
      }),
    ]);
  });
});
