import { IDLE } from './waits.ts';

/**
 * Runs `task` once the browser has nothing better to do; where it cannot say (no
 * requestIdleCallback), after `fallbackMs`; on a page never idle, after `timeoutMs`. Returns a
 * function that drops the task.
 */
export function whenIdle(task: () => void, fallbackMs: number, timeoutMs: number = IDLE.timeoutMs): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}

/** The browser's next idle moment (the next task where it cannot say). */
export const browserIdle = () => new Promise<void>((resolve) => whenIdle(resolve, 0));
