import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * A value as the screen follows it: a change first paints what the press changed, then reaches
 * the caller in a transition (rendered in slices that yield to the browser, like useDeferredValue),
 * never in the press's own frame, so that frame stays small and is shown at once. Values that come
 * faster than frames are not all rendered: the newest one is, always.
 *
 * `waits(shown)` says whether a change from what is shown waits for that paint. When it does not,
 * as for the first real value after a placeholder, the change follows as a deferred value at once.
 */
export function useValueAfterPaint<T>(value: T, waits: (shown: T) => boolean = () => true): T {
  const [shown, setShown] = useState(value);
  const deferred = useDeferredValue(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => startTransition(() => setShown(value)));
  }, [shown, value]);
  return waits(shown) ? shown : deferred;
}
