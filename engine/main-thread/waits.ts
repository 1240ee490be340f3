/** How long after each kind of input the player counts as busy. */
export interface QuietTimes {
  afterTouchMs: number;
  afterKeyMs: number;
}

/**
 * The one table of how long work on the main thread waits after the player's input, each with why.
 * A tap on a phone slowed four times is answered within about 200 ms; keys come in bursts, the next
 * within a few hundred ms.
 */
export const QUIET = {
  /**
   * Drawing the rest of a list (rows past the first frame's) and a search's results: a list drawn in
   * steps during a tap put a 50–90 ms frame in its way, and a search's results wait for typing to pause.
   */
  drawing: { afterTouchMs: 200, afterKeyMs: 500 },
  /** Jackpots counting up: a tick redraws every counter in view, which a tap's frame should not carry. */
  counting: { afterTouchMs: 500, afterKeyMs: 500 },
  /**
   * Each step of telemetry's start: a step is up to 30 ms at 4× CPU, and a player going through the
   * lobby taps every few hundred ms, so a step begun in a shorter pause met the next tap.
   */
  telemetryStart: { afterTouchMs: 2000, afterKeyMs: 2000 },
} as const satisfies Record<string, QuietTimes>;

/** How long idle work waits for the browser to say it is idle, each with why. */
export const IDLE = {
  /** An idle moment gives up waiting after this on a page that is never idle. */
  timeoutMs: 4000,
  /** A window players open right after the page loads (login) is fetched this soon where the browser cannot say it is idle. */
  windowFallbackMs: 1500,
  /** The lobby's search index is made at the latest this long after the catalogue arrives, even on a busy page. */
  searchIndexMs: 3000,
} as const;
