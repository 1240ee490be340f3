import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { afterNextPaint, afterNextPaintWhenQuiet } from '../../engine/main-thread/index.ts';

/**
 * How a change reaches the caller:
 * - `inTransitionAfterPaint`: once the press that made it has painted, in a transition;
 * - `wholeAfterPaint`: once the press has painted, as an ordinary update, whole in the frame after
 *   (a small part, which a transition would hold back until every other transition, a new grid, is done);
 * - `inTransitionWhenQuiet`: after that paint once the player has stopped typing or touching (QUIET.drawing);
 * - `asDeferredValue`: as React's deferred value, at once (the first real value, as the catalogue replaces a skeleton);
 * - `inThisRender`: in the same render (what the press itself changed).
 */
export type ValueFollows =
  'inTransitionAfterPaint' | 'wholeAfterPaint' | 'inTransitionWhenQuiet' | 'asDeferredValue' | 'inThisRender';

/**
 * A value as the screen follows it: a change first paints what the press changed, then reaches
 * the caller in a transition (rendered in slices that yield to the browser, like useDeferredValue),
 * never in the press's own frame, so that frame stays small and is shown at once. Values that come
 * faster than frames are not all rendered: the newest one is, always. `follows(shown, value)` says
 * how a change from what is shown comes (see ValueFollows).
 */
export function useValueAsShown<T>(value: T, follows: (shown: T, value: T) => ValueFollows = () => 'inTransitionAfterPaint'): T {
  const [shown, setShown] = useState(value);
  const deferred = useDeferredValue(value);
  const how = follows(shown, value);
  // Stored during the render: React renders again at once, before anything is committed.
  if (how === 'inThisRender' && !Object.is(shown, value)) setShown(value);
  useEffect(() => {
    if (Object.is(shown, value) || how === 'inThisRender') return;
    const show = () => setShown(value);
    if (how === 'wholeAfterPaint') return afterNextPaint(show);
    const follow = how === 'inTransitionWhenQuiet' ? afterNextPaintWhenQuiet : afterNextPaint;
    return follow(() => startTransition(show));
  }, [shown, value, how]);
  if (how === 'asDeferredValue') return deferred;
  return how === 'inThisRender' ? value : shown;
}
