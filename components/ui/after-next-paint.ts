/**
 * Runs `task` once the browser has painted the next frame: a tap's own answer (the pressed card, the
 * pressed button) is on screen before heavier work (a new page) takes the main thread. A hidden page
 * paints no frames, so there it runs after the current task.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(task, 0);
    return;
  }
  // An animation frame runs just before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** A click that opens a link in this tab (no modifier key, the main button): one the page may answer itself. */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;
