import { startTransition } from 'react';
import { JACKPOT_TICK_MS } from './jackpot-count-up.ts';
import { playerInput, QUIET, type QuietWatch } from '../../main-thread/index.ts';

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
  input,
}: {
  tickMs?: number;
  /** The player's input it holds still for. */
  input: Pick<QuietWatch, 'isQuiet'>;
}): JackpotClock {
  const listeners = new Set<TickListener>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    if (!input.isQuiet()) return;
    startTransition(() => {
      for (const listener of [...listeners]) listener();
    });
  };
  return {
    onTick(listener) {
      listeners.add(listener);
      timer ??= setInterval(tick, tickMs);
      return () => {
        if (!listeners.delete(listener) || listeners.size) return;
        clearInterval(timer);
        timer = undefined;
      };
    },
  };
}

/** The browser page's clock. */
export const jackpotClock = createJackpotClock({
  input: playerInput.quiet(QUIET.counting),
});
