import {
  CONSENT_COOKIE,
  consentCookieString,
  decideConsent,
  parseStoredConsent,
  readCookie,
  type ConsentDecision,
  type StoredConsent,
} from './consent.ts';

/** What the browser gives the store; tests pass their own. */
export interface ConsentEnvironment {
  getCookies(): string;
  setCookie(cookie: string): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  secure: boolean;
  now(): Date;
}

export interface ConsentStore {
  /** The stored decision, or null when the player has not decided. */
  read(): StoredConsent | null;
  decide(decision: ConsentDecision): StoredConsent;
  subscribe(listener: () => void): () => void;
  /** The decision may have changed elsewhere (another tab): read it again, and tell the listeners. */
  refresh(): void;
}

/**
 * The decision lives in the `cookieConsent` cookie (so the server could read it) and in
 * localStorage (it survives a cleared cookie jar of a wrapped app). The cookie wins.
 */
export function createConsentStore(environment: ConsentEnvironment): ConsentStore {
  const listeners = new Set<() => void>();
  let lastText: string | null | undefined;
  let lastValue: StoredConsent | null = null;

  const safeStorageRead = () => {
    try {
      return environment.storage?.getItem(CONSENT_COOKIE) ?? null;
    } catch {
      return null;
    }
  };

  // Reading document.cookie or localStorage asks the browser process (a synchronous round trip, long
  // on a busy phone), and every consent-bound component checks its snapshot as it hydrates, in many
  // tasks: the stored text is read once, and again only when it may have changed (decide, refresh).
  let stored: { text: string | null } | undefined;
  const storedText = () => {
    stored ??= { text: readCookie(environment.getCookies(), CONSENT_COOKIE) ?? safeStorageRead() };
    return stored.text;
  };
  const changed = () => {
    stored = undefined;
    listeners.forEach((listener) => listener());
  };

  return {
    read() {
      const text = storedText();
      // The same text gives the same object, so React's external-store snapshot stays stable.
      if (text !== lastText) {
        lastText = text;
        lastValue = parseStoredConsent(text);
      }
      return lastValue;
    },
    decide(decision) {
      const consent = decideConsent(decision, environment.now());
      environment.setCookie(consentCookieString(consent, environment.secure));
      try {
        environment.storage?.setItem(CONSENT_COOKIE, JSON.stringify(consent));
      } catch {
        // Storage may be full or blocked; the cookie still holds the decision.
      }
      changed();
      return consent;
    },
    refresh: changed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
