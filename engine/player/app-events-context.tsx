import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { createAppEvents, type AppEventMap, type AppEvents } from './app-events.ts';

const AppEventsContext = createContext<AppEvents | null>(null);

export function AppEventsProvider({ events, children }: { events?: AppEvents; children: ReactNode }) {
  const own = useRef<AppEvents | null>(null);
  own.current ??= events ?? createAppEvents();
  return <AppEventsContext.Provider value={own.current}>{children}</AppEventsContext.Provider>;
}

export function useAppEvents(): AppEvents {
  const events = useContext(AppEventsContext);
  if (!events) throw new Error('useAppEvents needs an AppEventsProvider');
  return events;
}

/** Calls handler for every event of the type while the component is mounted. */
export function useAppEvent<K extends keyof AppEventMap>(type: K, handler: (event: AppEventMap[K]) => void) {
  const events = useAppEvents();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: AppEventMap[K]) => latest.current(event);
    events.on(type, listener);
    return () => events.off(type, listener);
  }, [events, type]);
}
