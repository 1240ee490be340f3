import { startTransition, useEffect, useState } from 'react';
import { afterNextPaintWhenQuiet } from '../../engine/main-thread/index.ts';

/**
 * How many of a list's items to draw now: `step` in the first frame of a new list, `step` more in
 * each frame after, until all `total` are drawn. Thirty cards made in one commit took a phone over
 * 50 ms at 4x, and a key typed or a tab pressed meanwhile waited for it. `firstWhole` draws the
 * first list whole at once (the page's first paint wants it).
 *
 * The steps after the first wait while the player touches or types (QUIET.drawing): the
 * tap's or key's own frame comes first, and a search draws the rest of its results when typing pauses.
 */
export function useDrawnInSteps(list: unknown, total: number, step: number, firstWhole: boolean): number {
  const [drawn, setDrawn] = useState({ list, count: firstWhole ? Infinity : step });
  if (drawn.list !== list) setDrawn({ list, count: step });
  const count = drawn.list === list ? drawn.count : step;
  const complete = count >= total;
  useEffect(() => {
    if (complete) return;
    return afterNextPaintWhenQuiet(() =>
      startTransition(() => setDrawn((last) => (last.list === list ? { list, count: last.count + step } : last))),
    );
  }, [complete, list, count, step]);
  return Math.min(count, total);
}
