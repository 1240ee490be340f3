import { useCallback, useSyncExternalStore } from 'react';
import { CONSENT_COOKIE, type ConsentDecision, type StoredConsent } from './consent.ts';
import { createConsentStore, type ConsentStore } from './consent-store.ts';

/** The document is the state: one store per window, so every component sees the same decision. */
const stores = new WeakMap<object, ConsentStore>();

function browserStore(): ConsentStore {
  let store = stores.get(window);
  if (!store) {
    store = createConsentStore({
      getCookies: () => document.cookie,
      setCookie: (cookie) => {
        document.cookie = cookie;
      },
      storage: (() => {
        try {
          return window.localStorage;
        } catch {
          return null;
        }
      })(),
      secure: window.location.protocol === 'https:',
      now: () => new Date(),
    });
    // Another tab may decide meanwhile: its localStorage write is announced here, and a tab coming
    // back into view reads the cookie again.
    const refresh = store.refresh;
    window.addEventListener('storage', (event) => {
      if (event.key === CONSENT_COOKIE || event.key === null) refresh();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') refresh();
    });
    stores.set(window, store);
  }
  return store;
}

const subscribe = (listener: () => void) => browserStore().subscribe(listener);
const read = () => browserStore().read();
/** On the server and during hydration nothing is known: undefined, so nothing consent-bound renders. */
const readOnServer = () => undefined;

export interface ConsentView {
  /** The stored decision; null when the player has not decided; undefined before the browser has been read. */
  consent: StoredConsent | null | undefined;
  decide(decision: ConsentDecision): StoredConsent;
}

/** The player's cookie consent (SPEC §4), for the cookie toast and settings and for analytics. */
export function useConsent(): ConsentView {
  const consent = useSyncExternalStore(subscribe, read, readOnServer);
  const decide = useCallback((decision: ConsentDecision) => browserStore().decide(decision), []);
  return { consent, decide };
}
