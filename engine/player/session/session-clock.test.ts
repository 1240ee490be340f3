import { describe, expect, it } from 'vitest';
import { msUntilNextMinute, msUntilNextReminder, sessionStartOf, splitDuration } from './session-clock.ts';

const account = (sessionStartTime: string) => ({ session: { core: { sessionStartTime } } }) as never;

describe('when the session started', () => {
  it.each([
    [
      'the platform session start wins',
      account('2026-11-22T12:00:00.000Z'),
      '2026-11-22T12:30:00.000Z',
      Date.UTC(2026, 10, 22, 12),
    ],
    ['else the stored login time', undefined, '2026-11-22T12:30:00.000Z', Date.UTC(2026, 10, 22, 12, 30)],
    ['else unknown', undefined, undefined, undefined],
    ['a date that does not parse is unknown', account('soon'), undefined, undefined],
  ])('%s', (_rule, from, stored, expected) => {
    expect(sessionStartOf(from, stored)).toBe(expected);
  });
});

describe('the next tick of the session time', () => {
  it.each([
    [0, 60_000],
    [1_000, 59_000],
    [60_000, 60_000],
    [125_000, 55_000],
    [-5_000, 60_000],
  ])('%i ms into the session: %i ms to wait', (elapsed, wait) => {
    expect(msUntilNextMinute(1_000_000, 1_000_000 + elapsed)).toBe(wait);
  });
});

describe('the reality check interval, counted from the session start', () => {
  it.each([
    [0, 3_600_000],
    [1_800_000, 1_800_000],
    [3_600_000, 3_600_000],
    [3_700_000, 3_500_000],
  ])('%i ms into the session: %i ms to the next reminder', (elapsed, wait) => {
    expect(msUntilNextReminder(0, elapsed, 3_600_000)).toBe(wait);
  });
});

describe('a duration in hours and minutes', () => {
  it.each([
    [0, { hours: 0, minutes: 0 }],
    [59, { hours: 0, minutes: 0 }],
    [60, { hours: 0, minutes: 1 }],
    [3_661, { hours: 1, minutes: 1 }],
    [-5, { hours: 0, minutes: 0 }],
  ])('%i s → %o', (seconds, parts) => {
    expect(splitDuration(seconds)).toEqual(parts);
  });
});
