const DAY_MS = 24 * 60 * 60 * 1000;

/** The quest week (Monday 00:00 to the next Monday, UTC) that contains a time. */
export function questWeek(now: number) {
  const day = Math.floor(now / DAY_MS);
  // 1 January 1970 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = day - ((day + 3) % 7);
  return {
    /** Weeks since the Monday before the epoch; part of every quest id. */
    index: (monday + 3) / 7,
    startsAt: monday * DAY_MS,
    endsAt: (monday + 7) * DAY_MS,
  };
}

export type QuestWeek = ReturnType<typeof questWeek>;
