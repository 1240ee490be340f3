import type { PlayerSessionState } from './session-state.ts';

/** The session time on screen moves on each whole minute of the session. */
export const SESSION_CLOCK_TICK_MS = 60_000;

/**
 * When the player logged in, as the session keeps it: the platform's session start time (the same
 * after a reload, a token refresh or on another page), else the login time saved in sessionStorage.
 */
export function sessionStartOf(account: PlayerSessionState['account'], storedStart: string | undefined): number | undefined {
  const started = Date.parse(account?.session.core.sessionStartTime ?? storedStart ?? '');
  return Number.isFinite(started) ? started : undefined;
}

/** Milliseconds until the next of a series of moments every `intervalMs`, counted from the session's start. */
export function msUntilNextReminder(startedAt: number, now: number, intervalMs: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return intervalMs - (elapsed % intervalMs);
}

/** Milliseconds until the shown session time next changes (the next whole minute since the start). */
export const msUntilNextMinute = (startedAt: number, now: number) => msUntilNextReminder(startedAt, now, SESSION_CLOCK_TICK_MS);

/** Whole hours and minutes of a duration in seconds. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
