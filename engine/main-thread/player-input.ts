import { browserIdle } from './idle.ts';
import type { QuietTimes } from './waits.ts';

const LISTENING = { capture: true, passive: true };
type InputTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** What counts as the player's input, and which wait each starts: a touch or a click (down and up), and a key. */
const QUIET_AFTER: Record<string, keyof QuietTimes> = {
  pointerdown: 'afterTouchMs',
  pointerup: 'afterTouchMs',
  keydown: 'afterKeyMs',
};

/**
 * Whether the player is touching or typing, for one kind of work the page may put off (a row of
 * QUIET): a tap's or a key's own frame is not kept waiting behind it. A tap is a pointerdown, then its
 * click a few tens of ms later on a slow phone, then the click's frame: `afterTouchMs` covers them.
 * Keys come in bursts: `afterKeyMs` is how long a pause in typing is.
 */
export interface QuietWatch {
  /** Whether the player's last input was long enough ago. */
  isQuiet(): boolean;
  /** Runs `task` once the player is quiet (at once when already); returns a function that drops it. */
  whenQuiet(task: () => void): () => void;
}

/**
 * The player's input, heard by one listener per kind of input and read by every kind of work that
 * waits for it, each through its own quiet times. Until it listens, the player counts as quiet.
 */
export interface PlayerInput {
  /** Starts hearing input on `target` (the page's entry passes the window); returns the stop. */
  listen(target: InputTarget): () => void;
  /** The player's quiet as `times` measures it. */
  quiet(times: QuietTimes): QuietWatch;
}

export function createPlayerInput({ now = () => performance.now() }: { now?: () => number } = {}): PlayerInput {
  const lastHeard: Record<keyof QuietTimes, number> = { afterTouchMs: -Infinity, afterKeyMs: -Infinity };
  return {
    listen(target) {
      const listeners = Object.entries(QUIET_AFTER).map(([type, kind]) => {
        const heard = () => void (lastHeard[kind] = now());
        target.addEventListener(type, heard, LISTENING);
        return [type, heard] as const;
      });
      return () => {
        for (const [type, heard] of listeners) target.removeEventListener(type, heard, LISTENING);
      };
    },
    quiet(times) {
      const quietFrom = () => Math.max(lastHeard.afterTouchMs + times.afterTouchMs, lastHeard.afterKeyMs + times.afterKeyMs);
      const isQuiet = () => now() >= quietFrom();
      return {
        isQuiet,
        whenQuiet(task) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const attempt = () => {
            timer = undefined;
            // Input heard while waiting moves the quiet moment on: wait again.
            if (isQuiet()) task();
            else timer = setTimeout(attempt, quietFrom() - now());
          };
          attempt();
          return () => clearTimeout(timer);
        },
      };
    },
  };
}

/**
 * The page's player input: the browser's entry starts it listening on the window before the page
 * hydrates; on the server nothing is heard, and the player is always quiet.
 */
export const playerInput = createPlayerInput();

/**
 * A moment for one step of background work (telemetry starting, say): the player quiet, then the
 * browser idle, and the player still quiet. Work split into such steps starts only in a pause: a
 * tap or key can still land during a step, and waits as long as that one step takes.
 */
export async function quietMoment(input: QuietWatch, idle: () => Promise<void> = browserIdle): Promise<void> {
  for (;;) {
    await new Promise<void>((resolve) => input.whenQuiet(resolve));
    await idle();
    if (input.isQuiet()) return;
  }
}
