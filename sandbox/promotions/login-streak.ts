const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : Math.round(time / DAY_MS);
};

const distinctDayNumbers = (loginDays: readonly string[]) =>
  new Set(loginDays.map(dayNumber).filter((day): day is number => day !== undefined));

/** The UTC day (YYYY-MM-DD) of a time in milliseconds. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Consecutive login days ending today (YYYY-MM-DD, UTC). A player who has not logged in today has no
 * running streak. Order and duplicates in `loginDays` do not matter.
 */
export function loginStreakDays(loginDays: readonly string[], today: string): number {
  const days = distinctDayNumbers(loginDays);
  const end = dayNumber(today);
  if (end === undefined) return 0;
  let streak = 0;
  while (days.has(end - streak)) streak++;
  return streak;
}

/** The longest run of consecutive login days the player ever had. */
export function longestStreakDays(loginDays: readonly string[]): number {
  const days = distinctDayNumbers(loginDays);
  let longest = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue;
    let run = 1;
    while (days.has(day + run)) run++;
    longest = Math.max(longest, run);
  }
  return longest;
}
