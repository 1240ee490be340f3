import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppEvent } from '../app-events-context.tsx';
import { addToast, clearToasts, isToastTestMode, removeToast, type Toast } from './toast-list.ts';

/** The toasts on screen: fed by 'toast' events, removed by id or all at once. */
export function useToastList() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const testMode = useRef(false);
  const counter = useRef(0);

  // The URL is only read in the browser, after hydration, so server and client render alike.
  useEffect(() => {
    testMode.current = isToastTestMode(window.location.search);
  }, []);

  useAppEvent('toast', (input) => {
    setToasts((list) => addToast(list, input, { testMode: testMode.current, nextId: () => `toast-${++counter.current}` }));
  });

  const remove = useCallback((id: string) => setToasts((list) => removeToast(list, id)), []);
  const clear = useCallback(() => setToasts(clearToasts()), []);
  return { toasts, remove, clear };
}
