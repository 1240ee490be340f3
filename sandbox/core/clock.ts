/** The sandbox's time: the system clock, or one a test moves by hand. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function createManualClock(start = Date.UTC(2026, 10, 22, 12, 0, 0)): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => void (current += ms),
    set: (ms) => void (current = ms),
  };
}
