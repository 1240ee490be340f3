import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createAnalytics, type Analytics } from './analytics.ts';
import { createWrappedAppBridge } from './wrapped-app-bridge.ts';

const AnalyticsContext = createContext<Analytics | null>(null);

declare global {
  interface Window {
    dataLayer?: unknown[];
    Android?: { postMessage(message: string): void };
  }
}

/** Analytics for the page: the data layer and the wrapped-app bridge exist only in the browser. */
export function AnalyticsProvider({
  brand,
  inApp,
  forwardToApp,
  toggles,
  path,
  children,
}: {
  brand: string;
  inApp: boolean;
  forwardToApp: boolean;
  toggles: Record<string, boolean>;
  path: string;
  children: ReactNode;
}) {
  const analytics = useMemo(() => {
    const browser = typeof window !== 'undefined';
    const dataLayer = browser ? (window.dataLayer ??= []) : [];
    const bridge = createWrappedAppBridge({ inApp, host: browser ? window : {}, logger: console });
    return createAnalytics({ brand, dataLayer, bridge, forwardToApp, toggles });
  }, [brand, inApp, forwardToApp, toggles]);
  useEffect(() => analytics.pageLoad(path), [analytics, path]);
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

const SILENT: Analytics = createAnalytics({
  brand: '',
  dataLayer: { push: () => undefined },
  bridge: createWrappedAppBridge({ inApp: false, host: {}, logger: console }),
  forwardToApp: false,
  toggles: {},
});

/** The page's analytics; silent outside a provider (component tests). */
export const useAnalytics = (): Analytics => useContext(AnalyticsContext) ?? SILENT;
