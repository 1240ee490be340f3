import scheduleSchema from '../../schemas/schedule.schema.json';
import type { Schedule } from '../../schemas/index.ts';

export type { Schedule } from '../../schemas/index.ts';

/** The schema's rule for a schedule time, read from the schema: one definition. */
export const SCHEDULE_TIME_PATTERN = scheduleSchema.definitions.time.pattern;
const TIME = new RegExp(SCHEDULE_TIME_PATTERN);
const TIME_PARTS =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:\.(?<fraction>\d+))?)?(?:Z|(?<sign>[+-])(?<offsetHours>\d{2}):(?<offsetMinutes>\d{2}))$/;

/** The rule a person reads when a schedule time breaks it: the CLI, the server's log and the studio say the same. */
export const SCHEDULE_TIME_RULE = 'must be a date and time with its offset from UTC, like 2026-11-28T18:00:00+00:00';

/**
 * The instant (ms since the epoch) a schedule time names, or undefined when it names none: no
 * offset, or a date or hour that is not on the calendar (2026-02-30, 24:00), which `Date.parse`
 * would quietly roll over.
 */
export function scheduleInstant(time: unknown): number | undefined {
  if (typeof time !== 'string' || !TIME.test(time)) return undefined;
  const { sign, fraction = '', ...parts } = TIME_PARTS.exec(time)!.groups!;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = (
    ['year', 'month', 'day', 'hour', 'minute', 'second', 'offsetHours', 'offsetMinutes'] as const
  ).map((name) => Number(parts[name] ?? 0)) as [number, number, number, number, number, number, number, number];
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, '0')));
  const calendar = new Date(wallClock);
  const onCalendar =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    calendar.getUTCHours() === hour &&
    calendar.getUTCMinutes() === minute &&
    offsetMinutes < 60;
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return onCalendar ? wallClock - offset : undefined;
}

/** Where a record stands in its schedule at an instant. A record without a schedule is always shown. */
export type ScheduleState = 'shown' | 'notStarted' | 'ended' | 'unreadable';

/**
 * Shown from `from` (inclusive) until `until` (exclusive). A schedule whose times cannot be read is
 * `unreadable`, and its record is not shown: an offer whose end cannot be read must not run forever.
 */
export function scheduleState(schedule: Schedule | undefined, now: number): ScheduleState {
  if (!schedule) return 'shown';
  const from = schedule.from === undefined ? -Infinity : scheduleInstant(schedule.from);
  const until = schedule.until === undefined ? Infinity : scheduleInstant(schedule.until);
  if (from === undefined || until === undefined) return 'unreadable';
  if (now < from) return 'notStarted';
  if (now >= until) return 'ended';
  return 'shown';
}

export const isScheduledNow = (schedule: Schedule | undefined, now: number) => scheduleState(schedule, now) === 'shown';

/**
 * The first instant after `now` at which any of these schedules starts or ends: what was composed
 * at `now` stays true until then, so no cache may keep it longer. Undefined when none changes again.
 */
export function nextScheduleChange(schedules: Iterable<Schedule | undefined>, now: number): number | undefined {
  let next: number | undefined;
  for (const schedule of schedules) {
    for (const time of [schedule?.from, schedule?.until]) {
      const instant = time === undefined ? undefined : scheduleInstant(time);
      if (instant !== undefined && instant > now && (next === undefined || instant < next)) next = instant;
    }
  }
  return next;
}

/** The schedules a page record and its component records carry, for `nextScheduleChange`. */
export function schedulesOf(record: { schedule?: Schedule; components?: readonly { schedule?: Schedule }[] } | null | undefined) {
  return [record?.schedule, ...(record?.components ?? []).map((component) => component?.schedule)];
}

/**
 * What the schema cannot say about a schedule: a time on no calendar, and a start not before the
 * end. Pointers are relative to the schedule (`/from`, `/until`).
 */
export function scheduleProblems(schedule: Schedule): { pointer: string; rule: string }[] {
  const problems: { pointer: string; rule: string }[] = [];
  const instants: Partial<Record<'from' | 'until', number>> = {};
  for (const end of ['from', 'until'] as const) {
    if (schedule[end] === undefined) continue;
    const instant = scheduleInstant(schedule[end]);
    if (instant === undefined) problems.push({ pointer: `/${end}`, rule: SCHEDULE_TIME_RULE });
    else instants[end] = instant;
  }
  if (instants.from !== undefined && instants.until !== undefined && instants.from >= instants.until)
    problems.push({ pointer: '/until', rule: `must be after from (${schedule.from})` });
  return problems;
}

/** "Sat 28 Nov 18:00 GMT": a schedule's time as a brand manager reads it, in the market's time zone. */
export function formatScheduleTime(instant: number, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/**
 * A schedule in words at an instant, in the market's time zone: "shown from Fri 27 Nov 18:00 GMT",
 * "shown until Sun 29 Nov 23:59 GMT", "hidden: starts Fri 27 Nov 18:00 GMT", "hidden: ended Sun …".
 */
export function describeSchedule(schedule: Schedule, now: number, timeZone?: string): string {
  const at = (time: string | undefined) => formatScheduleTime(scheduleInstant(time)!, timeZone);
  switch (scheduleState(schedule, now)) {
    case 'unreadable':
      return `hidden: its schedule cannot be read (${SCHEDULE_TIME_RULE})`;
    case 'notStarted':
      return `hidden: starts ${at(schedule.from)}${schedule.until ? `, ends ${at(schedule.until)}` : ''}`;
    case 'ended':
      return `hidden: ended ${at(schedule.until)}`;
    case 'shown':
      return [
        schedule.from ? `shown from ${at(schedule.from)}` : 'shown',
        ...(schedule.until ? [`until ${at(schedule.until)}`] : []),
      ].join(' ');
  }
}

/** A schedule as a canvas badge, in the market's zone: "from Fri 18:00", "until Mon 00:00", "from Fri 18:00 until Mon 00:00". */
export function scheduleBadge(schedule: Schedule, timeZone = 'UTC'): string {
  const short = (time: string | undefined) => {
    const instant = scheduleInstant(time);
    if (instant === undefined) return 'an unreadable time';
    const parts = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).formatToParts(new Date(instant));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    return `${part('weekday')} ${part('hour')}:${part('minute')}`;
  };
  return [schedule.from && `from ${short(schedule.from)}`, schedule.until && `until ${short(schedule.until)}`]
    .filter(Boolean)
    .join(' ');
}
