import { describe, expect, it } from 'vitest';
import {
  consentAnalyticsAction,
  consentCookieString,
  consentGroupsFor,
  decideConsent,
  isWithinToastThreshold,
  parseStoredConsent,
  readCookie,
  serializeConsent,
  type ConsentDecision,
} from './consent.ts';
import { createConsentStore } from './consent-store.ts';

describe('consent decisions (SPEC §4 Cookie consent)', () => {
  it.each<{ decision: ConsentDecision; analytics: boolean; functional: boolean; marketing: boolean; action: string }>([
    { decision: { kind: 'acceptAll' }, analytics: true, functional: true, marketing: true, action: 'accept_all' },
    { decision: { kind: 'reject' }, analytics: false, functional: false, marketing: false, action: 'reject_all' },
    {
      decision: { kind: 'manage', groups: { C0002: true } },
      analytics: true,
      functional: false,
      marketing: false,
      action: 'save_preferences',
    },
    {
      decision: { kind: 'manage', groups: { C0003: true, C0004: true } },
      analytics: false,
      functional: true,
      marketing: true,
      action: 'save_preferences',
    },
    {
      decision: { kind: 'manage', groups: {} },
      analytics: false,
      functional: false,
      marketing: false,
      action: 'save_preferences',
    },
  ])(
    '$decision.kind $decision.groups → analytics $analytics, functional $functional, marketing $marketing',
    ({ decision, analytics, functional, marketing, action }) => {
      expect(consentGroupsFor(decision)).toEqual({ C0002: analytics, C0003: functional, C0004: marketing });
      expect(consentAnalyticsAction(decision)).toBe(action);
    },
  );
});

describe('stored consent', () => {
  const stored = decideConsent({ kind: 'manage', groups: { C0002: true } }, new Date('2026-03-01T10:00:00Z'));

  it('round-trips through its JSON', () => {
    expect(parseStoredConsent(serializeConsent(stored))).toEqual(stored);
  });

  it.each([
    null,
    '',
    'not json',
    '{"groups":{"C0002":true}}',
    '{"groups":{"C0002":1,"C0003":true,"C0004":true},"decidedAt":"2026-01-01"}',
  ])('an unreadable value %s counts as no decision', (text) => {
    expect(parseStoredConsent(text)).toBeNull();
  });

  it('is written as a first-party cookie the cookie reader gets back', () => {
    const cookie = consentCookieString(stored, true);
    expect(cookie).toMatch(/^cookieConsent=.*; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    const jar = `other=1; ${cookie.split(';')[0]}`;
    expect(parseStoredConsent(readCookie(jar, 'cookieConsent'))).toEqual(stored);
  });

  it('knows a change within 5 s of the decision', () => {
    expect(isWithinToastThreshold(stored.decidedAt, new Date('2026-03-01T10:00:04Z'))).toBe(true);
    expect(isWithinToastThreshold(stored.decidedAt, new Date('2026-03-01T10:00:06Z'))).toBe(false);
  });
});

describe('the consent store', () => {
  const fakeBrowser = () => {
    let cookies = '';
    const items = new Map<string, string>();
    return {
      getCookies: () => cookies,
      setCookie: (cookie: string) => {
        cookies = cookie.split(';')[0] ?? '';
      },
      clearCookies: () => {
        cookies = '';
      },
      storage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
      },
      secure: false,
      now: () => new Date('2026-03-01T10:00:00Z'),
    };
  };

  it('has no decision until one is made, then tells its listeners and keeps it', () => {
    const browser = fakeBrowser();
    const store = createConsentStore(browser);
    let told = 0;
    store.subscribe(() => told++);
    expect(store.read()).toBeNull();
    store.decide({ kind: 'reject' });
    expect(told).toBe(1);
    expect(store.read()?.groups).toEqual({ C0002: false, C0003: false, C0004: false });
    expect(store.read()).toBe(store.read());
  });

  it('falls back to localStorage when the cookie is gone', () => {
    const browser = fakeBrowser();
    createConsentStore(browser).decide({ kind: 'acceptAll' });
    browser.clearCookies();
    expect(createConsentStore(browser).read()?.decision).toBe('acceptAll');
  });

  it('asks the browser once, however many components read it in however many tasks, and again after a change', async () => {
    const browser = fakeBrowser();
    let asked = 0;
    const store = createConsentStore({ ...browser, getCookies: () => (asked++, browser.getCookies()) });
    store.read();
    await Promise.resolve();
    store.read();
    expect(asked).toBe(1);
    store.decide({ kind: 'acceptAll' });
    expect(store.read()?.decision).toBe('acceptAll');
    expect(asked).toBe(2);
  });

  it('reads again when told the decision may have changed elsewhere (another tab), and tells its listeners', () => {
    const browser = fakeBrowser();
    const store = createConsentStore(browser);
    let told = 0;
    store.subscribe(() => told++);
    expect(store.read()).toBeNull();
    // Another tab decides: the same cookie jar and storage, another store.
    createConsentStore(browser).decide({ kind: 'reject' });
    expect(store.read()).toBeNull();
    store.refresh();
    expect(told).toBe(1);
    expect(store.read()?.decision).toBe('reject');
  });
});
