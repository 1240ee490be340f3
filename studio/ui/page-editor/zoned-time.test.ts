import { describe, expect, it } from 'vitest';
import { scheduleTimeOf, wallTimeOf } from './zoned-time.ts';

describe('schedule times in the market’s zone', () => {
  it.each([
    // wall time in the zone, zone, schedule time stored
    ['2026-11-27T18:00', 'Europe/London', '2026-11-27T18:00:00+00:00'],
    ['2026-07-01T12:00', 'Europe/London', '2026-07-01T12:00:00+01:00'],
    ['2026-07-01T12:00', 'America/Toronto', '2026-07-01T12:00:00-04:00'],
    ['2026-12-31T23:30', 'Pacific/Auckland', '2026-12-31T23:30:00+13:00'],
    // The clocks go forward at 01:00 in London: 01:30 is not on them, the moment is 02:30 summer time.
    ['2026-03-29T01:30', 'Europe/London', '2026-03-29T02:30:00+01:00'],
    // They go back at 02:00: 01:30 comes twice, the first (summer time) is meant.
    ['2026-10-25T01:30', 'Europe/London', '2026-10-25T01:30:00+01:00'],
    ['', 'Europe/London', ''],
  ])('%s in %s is stored as %s', (wall, zone, stored) => {
    expect(scheduleTimeOf(wall, zone)).toBe(stored);
  });

  it.each([
    ['2026-11-27T18:00:00+00:00', 'Europe/London', '2026-11-27T18:00'],
    // Written with another offset, shown on the market's clock.
    ['2026-07-01T11:00:00Z', 'Europe/London', '2026-07-01T12:00'],
    ['2026-07-01T12:00:00+01:00', 'America/Toronto', '2026-07-01T07:00'],
    ['', 'Europe/London', ''],
    ['next Friday', 'Europe/London', undefined],
    ['2026-11-27T18:00', 'Europe/London', undefined],
  ])('%s is %s on a clock in %s', (stored, zone, wall) => {
    expect(wallTimeOf(stored, zone)).toBe(wall);
  });

  it('a stored time comes back to the same wall time', () => {
    for (const wall of ['2026-01-15T09:05', '2026-06-15T21:45', '2026-10-25T03:00'])
      expect(wallTimeOf(scheduleTimeOf(wall, 'Europe/London'), 'Europe/London')).toBe(wall);
  });
});
