import { startTransition } from 'react';
import { JACKPOT_TICK_MS } from './jackpot-count-up.ts';

/** How long counting holds still after the player touches the screen or presses a key. */
export const INPUT_QUIET_MS = 500;

/** What counts as the player's input: a touch, a click or a key. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;
const LISTENING = { capture: true, passive: true };

/** A counting jackpot's redraw, called on each tick of the page's one clock. */
type TickListener = () => void;

/**
 * The page's one clock for counting jackpots (tickers and card badges alike). Every count redraws
 * on the same tick, in one transition: one render and one frame a tick, not one per counter. It holds
 * still while the player is touching or typing, so a count never takes a frame from a tap or a key:
 * amounts are worked out from the time, so a skipped tick loses nothing.
 */
export interface JackpotClock {
  /** Calls `listener` on every tick until the returned function is called. */
  onTick(listener: TickListener): () => void;
}

export function createJackpotClock({
  tickMs = JACKPOT_TICK_MS,
  quietMs = INPUT_QUIET_MS,
  now = () => performance.now(),
  target = globalThis as unknown as Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
}: {
  tickMs?: number;
  quietMs?: number;
  now?: () => number;
  /** Where the player's input is heard (the window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
} = {}): JackpotClock {
  const listeners = new Set<TickListener>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let quietUntil = -Infinity;
  const heard = () => {
    quietUntil = now() + quietMs;
  };
  const tick = () => {
    if (now() < quietUntil) return;
    startTransition(() => {
      for (const listener of [...listeners]) listener();
    });
  };
  return {
    onTick(listener) {
      listeners.add(listener);
      if (!timer) {
        timer = setInterval(tick, tickMs);
        for (const type of INPUT_EVENTS) target.addEventListener(type, heard, LISTENING);
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size) return;
        clearInterval(timer);
        timer = undefined;
        for (const type of INPUT_EVENTS) target.removeEventListener(type, heard, LISTENING);
      };
    },
  };
}

/** The browser page's clock. */
export const jackpotClock = createJackpotClock();
