import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { afterNextPaint, afterNextPaintWhenQuiet } from './after-next-paint.ts';

/**
 * How a change reaches the caller: `afterPaint`, once the press that made it has painted;
 * `whenQuiet`, after that paint once the player has stopped typing or touching (see DRAWING_QUIET);
 * `deferred`, as a deferred value at once (the first real value, as the catalogue replaces a skeleton).
 */
export type ValueFollows = 'afterPaint' | 'whenQuiet' | 'deferred';

/**
 * A value as the screen follows it: a change first paints what the press changed, then reaches
 * the caller in a transition (rendered in slices that yield to the browser, like useDeferredValue),
 * never in the press's own frame, so that frame stays small and is shown at once. Values that come
 * faster than frames are not all rendered: the newest one is, always. `follows(shown, value)` says
 * how a change from what is shown comes (see ValueFollows).
 */
export function useValueAfterPaint<T>(value: T, follows: (shown: T, value: T) => ValueFollows = () => 'afterPaint'): T {
  const [shown, setShown] = useState(value);
  const deferred = useDeferredValue(value);
  const how = follows(shown, value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const follow = how === 'whenQuiet' ? afterNextPaintWhenQuiet : afterNextPaint;
    return follow(() => startTransition(() => setShown(value)));
  }, [shown, value, how]);
  return how === 'deferred' ? deferred : shown;
}
