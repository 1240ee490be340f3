const LISTENING = { capture: true, passive: true };

/** How long after each kind of input the player counts as busy. */
export interface QuietTimes {
  afterTouchMs: number;
  afterKeyMs: number;
}

/** What counts as the player's input, and which wait each starts: a touch or a click (down and up), and a key. */
const QUIET_AFTER: Record<string, keyof QuietTimes> = {
  pointerdown: 'afterTouchMs',
  pointerup: 'afterTouchMs',
  keydown: 'afterKeyMs',
};

/**
 * Whether the player is touching or typing, for work the page may put off: a tap's or a key's own
 * frame is not kept waiting behind it. A tap is a pointerdown, then its click a few tens of ms later
 * on a slow phone, then the click's frame: `afterTouchMs` covers them. Keys come in bursts, the next
 * within a few hundred ms: `afterKeyMs` is how long a pause in typing is.
 */
export interface PlayerInput {
  /** Whether the player's last input was long enough ago. */
  isQuiet(): boolean;
  /** Runs `task` once the player is quiet (at once when already); returns a function that drops it. */
  whenQuiet(task: () => void): () => void;
  /** Stops listening (a test's cleanup; the page's instances live as long as the page). */
  stop(): void;
}

export function createPlayerInput({
  now = () => performance.now(),
  target = globalThis as unknown as Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  ...times
}: QuietTimes & {
  now?: () => number;
  /** Where the player's input is heard (the window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}): PlayerInput {
  let quietFrom = -Infinity;
  const listeners = Object.entries(QUIET_AFTER).map(([type, after]) => {
    const heard = () => {
      quietFrom = Math.max(quietFrom, now() + times[after]);
    };
    target.addEventListener(type, heard, LISTENING);
    return [type, heard] as const;
  });
  const isQuiet = () => now() >= quietFrom;
  return {
    isQuiet,
    whenQuiet(task) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = () => {
        timer = undefined;
        // Input heard while waiting moves the quiet moment on: wait again.
        if (isQuiet()) task();
        else timer = setTimeout(attempt, quietFrom - now());
      };
      attempt();
      return () => clearTimeout(timer);
    },
    stop() {
      for (const [type, heard] of listeners) target.removeEventListener(type, heard, LISTENING);
    },
  };
}

/** No input is heard where there is no window (the server's render): always quiet. */
const ALWAYS_QUIET: PlayerInput = {
  isQuiet: () => true,
  whenQuiet: (task) => {
    task();
    return () => undefined;
  },
  stop: () => undefined,
};

/** The page's player input, heard on the window; on the server, where none is heard, always quiet. */
export const pageInput = (times: QuietTimes): PlayerInput =>
  typeof window === 'undefined' ? ALWAYS_QUIET : createPlayerInput(times);

/**
 * How long drawing waits after the player's input: the rest of a list (rows past the first frame's),
 * and a search's results. A tap on a phone slowed 4x is answered within 200 ms, and a list drawn in
 * steps meanwhile put a 50-90 ms frame in its way. A search's results come once typing pauses.
 */
export const DRAWING_QUIET: QuietTimes = { afterTouchMs: 200, afterKeyMs: 500 };

/** The page's listener for drawing in steps (see DRAWING_QUIET). */
export const drawingInput = pageInput(DRAWING_QUIET);

/** An idle moment gives up waiting this long on a page that is never idle. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `task` once the browser has nothing better to do; where it cannot say (no
 * requestIdleCallback), after `fallbackMs`. Returns a function that drops the task.
 */
export function whenIdle(task: () => void, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}

/** The browser's next idle moment (the next task where it cannot say). */
const browserIdle = () => new Promise<void>((resolve) => whenIdle(resolve, 0));

/**
 * A moment for one step of background work (telemetry starting, say): the player quiet, then the
 * browser idle, and the player still quiet. Work split into such steps starts only in a pause: a
 * tap or key can still land during a step, and waits as long as that one step takes.
 */
export async function quietMoment(input: PlayerInput, idle: () => Promise<void> = browserIdle): Promise<void> {
  for (;;) {
    await new Promise<void>((resolve) => input.whenQuiet(resolve));
    await idle();
    if (input.isQuiet()) return;
  }
}
