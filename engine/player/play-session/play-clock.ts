/** The time beside a game moves each second (RTS 13C: hours, minutes and seconds). */
export const PLAY_CLOCK_TICK_MS = 1_000;

/** The time since the game opened as the clock shows it: "0:03:27", hours unbounded ("26:00:05"). */
export function playClockText(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** Milliseconds until the clock's next whole second since the game opened. */
export const msUntilNextSecond = (openedAt: number, now: number) =>
  PLAY_CLOCK_TICK_MS - (Math.max(0, now - openedAt) % PLAY_CLOCK_TICK_MS);
