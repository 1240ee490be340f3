import { TZDate } from '@date-fns/tz';
import { scheduleInstant } from '../../../engine/manifest/index.ts';

/** A wall-clock time as a datetime-local field holds it: `2026-11-27T18:00`. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const HOUR_MS = 3_600_000;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The wall-clock time in the zone that a schedule time names, for a datetime-local field
 * (`2026-11-27T18:00`); '' for no time, undefined for a time that cannot be read.
 */
export function wallTimeOf(time: string, timeZone: string): string | undefined {
  if (!time) return '';
  const instant = scheduleInstant(time);
  if (instant === undefined) return undefined;
  const zoned = new TZDate(instant, timeZone);
  return `${zoned.getFullYear()}-${two(zoned.getMonth() + 1)}-${two(zoned.getDate())}T${two(zoned.getHours())}:${two(zoned.getMinutes())}`;
}

/**
 * The schedule time (with its offset from UTC) of a wall-clock time in the zone, as the market's
 * players read their clocks: the offset is the zone's on that day (+01:00 in a British summer). A time
 * the clocks skip (01:30 on the morning they go forward) is the same moment an hour on (02:30 +01:00);
 * one they pass twice is the first of them. '' for an empty field.
 */
export function scheduleTimeOf(wallTime: string, timeZone: string): string {
  const parts = WALL_TIME.exec(wallTime);
  if (!parts) return '';
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const zoned = new TZDate(year, month - 1, day, hour, minute, timeZone);
  // TZDate takes the later of a time passed twice; the hour before it, when it reads the same, is the first.
  const earlier = new TZDate(zoned.getTime() - HOUR_MS, timeZone);
  const chosen = wallTimeOf(earlier.toISOString(), timeZone) === wallTime ? earlier : zoned;
  // TZDate writes milliseconds; schedule times are to the second.
  return chosen.toISOString().replace('.000', '');
}
