/** Whole hours and minutes of a duration in seconds. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Milliseconds until the next reminder: every `intervalMs` counted from the session's start. */
export function msUntilNextReminder(startedAt: number, now: number, intervalMs: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return intervalMs - (elapsed % intervalMs);
}
