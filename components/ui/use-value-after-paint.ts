import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { afterNextPaint, afterNextPaintWhenQuiet } from './after-next-paint.ts';

/**
 * How a change reaches the caller:
 * - `afterPaint`: once the press that made it has painted, in a transition;
 * - `frameAfter`: once the press has painted, as an ordinary update, whole in the frame after (a
 *   small part, which a transition would hold back until every other transition, a new grid, is done);
 * - `whenQuiet`: after that paint once the player has stopped typing or touching (see DRAWING_QUIET);
 * - `deferred`: as a deferred value at once (the first real value, as the catalogue replaces a skeleton);
 * - `now`: in the same render (what the press itself changed).
 */
export type ValueFollows = 'afterPaint' | 'frameAfter' | 'whenQuiet' | 'deferred' | 'now';

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
  // Stored during the render: React renders again at once, before anything is committed.
  if (how === 'now' && !Object.is(shown, value)) setShown(value);
  useEffect(() => {
    if (Object.is(shown, value) || how === 'now') return;
    const show = () => setShown(value);
    if (how === 'frameAfter') return afterNextPaint(show);
    const follow = how === 'whenQuiet' ? afterNextPaintWhenQuiet : afterNextPaint;
    return follow(() => startTransition(show));
  }, [shown, value, how]);
  if (how === 'deferred') return deferred;
  return how === 'now' ? value : shown;
}
