/**
 * One home for scheduling work on the page's main thread (docs/developers.md, "The main thread"):
 * after the next paint, when the player is quiet, when the browser is idle, in a task of its own.
 * Its waits are one table (waits.ts); the player's input is one listener, started by the entry.
 */
export { afterNextPaint, afterNextPaintWhenQuiet, nextPaint } from './after-next-paint.ts';
export { browserIdle, whenIdle } from './idle.ts';
export { createPlayerInput, playerInput, quietMoment, type PlayerInput, type QuietWatch } from './player-input.ts';
export { IDLE, QUIET, type QuietTimes } from './waits.ts';
export { yieldToMain } from './yield-to-main.ts';
