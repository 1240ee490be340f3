import { playerInput } from './player-input.ts';
import { QUIET } from './waits.ts';

const drawing = playerInput.quiet(QUIET.drawing);

/**
 * Runs `task` once the browser has painted the next frame: a tap's own answer (the pressed card, the
 * pressed button) is on screen before heavier work (a new page) takes the main thread. A hidden page
 * paints no frames, so there it runs after the current task. Returns a function that drops the task
 * if it has not run yet (an effect's cleanup).
 */
export function afterNextPaint(task: () => void): () => void {
  let dropped = false;
  const run = () => dropped || task();
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') setTimeout(run, 0);
  // An animation frame runs just before the paint; a task queued from it runs after.
  else requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    dropped = true;
  };
}

/** Resolves once the browser has painted the next frame (afterNextPaint, awaited). */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/**
 * Runs `task` after the next paint, and once the player is quiet too (not touching or typing, see
 * QUIET.drawing). Returns a function that drops the task if it has not run yet.
 */
export function afterNextPaintWhenQuiet(task: () => void): () => void {
  let dropWait = () => {};
  const dropPaint = afterNextPaint(() => {
    dropWait = drawing.whenQuiet(task);
  });
  return () => {
    dropPaint();
    dropWait();
  };
}
