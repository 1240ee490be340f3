import { describe, expect, it } from 'vitest';
import {
  describeSchedule,
  nextScheduleChange,
  scheduleBadge,
  scheduleInstant,
  scheduleProblems,
  scheduleState,
  type Schedule,
  type ScheduleState,
} from './schedule.ts';

const at = (iso: string) => Date.parse(iso);

describe('a schedule time', () => {
  it.each([
    ['2026-11-28T18:00:00+00:00', '2026-11-28T18:00:00.000Z'],
    ['2026-11-28T18:00+00:00', '2026-11-28T18:00:00.000Z'],
    ['2026-11-28T18:00:00Z', '2026-11-28T18:00:00.000Z'],
    ['2026-06-05T18:00:00+01:00', '2026-06-05T17:00:00.000Z'],
    ['2026-06-05T18:00:30.250-04:00', '2026-06-05T22:00:30.250Z'],
  ])('%s is the instant %s', (time, instant) => {
    expect(new Date(scheduleInstant(time)!).toISOString()).toBe(instant);
  });

  it.each([
    ['2026-11-28T18:00:00', 'no offset: each server would read its own zone'],
    ['2026-11-28 18:00:00+00:00', 'a space for the T'],
    ['28/11/2026 18:00 GMT', 'not ISO 8601'],
    ['2026-02-30T18:00:00Z', 'a day the month does not have'],
    ['2026-11-28T24:00:00Z', 'an hour the day does not have'],
    ['2026-13-01T10:00:00Z', 'a thirteenth month'],
    ['', 'nothing'],
  ])('%s names no instant (%s)', (time) => {
    expect(scheduleInstant(time)).toBeUndefined();
  });
});

describe('a record in its window', () => {
  const weekend: Schedule = { from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' };

  it.each<[string, Schedule | undefined, string, ScheduleState]>([
    ['no schedule', undefined, '2026-11-28T12:00:00Z', 'shown'],
    ['a millisecond before it starts', weekend, '2026-11-27T17:59:59.999Z', 'notStarted'],
    ['the instant it starts', weekend, '2026-11-27T18:00:00.000Z', 'shown'],
    ['a millisecond before it ends', weekend, '2026-11-29T23:59:59.999Z', 'shown'],
    ['the instant it ends', weekend, '2026-11-30T00:00:00.000Z', 'ended'],
    ['only a start, long after', { from: weekend.from }, '2030-01-01T00:00:00Z', 'shown'],
    ['only an end, long before', { until: weekend.until }, '2020-01-01T00:00:00Z', 'shown'],
    ['an end that cannot be read', { until: '2026-11-30' }, '2026-11-28T12:00:00Z', 'unreadable'],
  ])('%s: %s', (_case, schedule, now, state) => {
    expect(scheduleState(schedule, at(now))).toBe(state);
  });

  // Britain's clocks went back at 02:00 BST on Sun 25 Oct 2026: 01:00-02:00 happened twice.
  const acrossClockChange: Schedule = { from: '2026-10-25T01:30:00+01:00', until: '2026-10-25T01:30:00+00:00' };
  it.each<[string, string, ScheduleState]>([
    ['the first 01:29 (BST)', '2026-10-25T00:29:00Z', 'notStarted'],
    ['the first 01:30 (BST)', '2026-10-25T00:30:00Z', 'shown'],
    ['the second 01:00 (GMT), an hour later', '2026-10-25T01:00:00Z', 'shown'],
    ['the second 01:30 (GMT)', '2026-10-25T01:30:00Z', 'ended'],
  ])('the same wall-clock time twice across a clock change, at %s', (_case, now, state) => {
    expect(scheduleState(acrossClockChange, at(now))).toBe(state);
  });
});

describe('the next change of a page', () => {
  const now = at('2026-11-28T12:00:00Z');
  it.each<[string, (Schedule | undefined)[], string | undefined]>([
    ['nothing scheduled', [undefined, undefined], undefined],
    ['a start ahead', [{ from: '2026-11-28T18:00:00Z' }], '2026-11-28T18:00:00.000Z'],
    [
      'an end ahead of a later start',
      [{ from: '2026-11-29T18:00:00Z' }, { until: '2026-11-28T13:00:00+00:00' }],
      '2026-11-28T13:00:00.000Z',
    ],
    ['both ends passed', [{ from: '2026-11-01T00:00:00Z', until: '2026-11-02T00:00:00Z' }], undefined],
    [
      'an end now is no change ahead',
      [{ until: '2026-11-28T12:00:00Z' }, { until: '2026-12-01T00:00:00Z' }],
      '2026-12-01T00:00:00.000Z',
    ],
    [
      'in a record shown or hidden alike',
      [{ from: '2026-11-27T00:00:00Z', until: '2026-11-28T12:00:05Z' }],
      '2026-11-28T12:00:05.000Z',
    ],
  ])('%s', (_case, schedules, next) => {
    const change = nextScheduleChange(schedules, now);
    expect(change === undefined ? undefined : new Date(change).toISOString()).toBe(next);
  });
});

describe('what cli validate says of a schedule', () => {
  it.each<[Schedule, { pointer: string; rule: string }[]]>([
    [{ from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' }, []],
    [
      { from: '2026-11-30T00:00:00+00:00', until: '2026-11-27T18:00:00+00:00' },
      [{ pointer: '/until', rule: 'must be after from (2026-11-30T00:00:00+00:00)' }],
    ],
    [
      { from: '2026-11-27T18:00:00+00:00', until: '2026-11-27T18:00:00Z' },
      [{ pointer: '/until', rule: 'must be after from (2026-11-27T18:00:00+00:00)' }],
    ],
    [
      { from: '2026-02-30T18:00:00Z' },
      [{ pointer: '/from', rule: 'must be a date and time with its offset from UTC, like 2026-11-28T18:00:00+00:00' }],
    ],
  ])('%j', (schedule, problems) => {
    expect(scheduleProblems(schedule)).toEqual(problems);
  });
});

describe('a schedule in words, in the market’s time zone', () => {
  const weekend: Schedule = { from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' };
  it.each<[string, Schedule, string, string | undefined, string]>([
    [
      'before',
      weekend,
      '2026-11-26T12:00:00Z',
      'Europe/London',
      'hidden: starts Fri 27 Nov 18:00 GMT, ends Mon 30 Nov 00:00 GMT',
    ],
    ['during', weekend, '2026-11-28T12:00:00Z', 'Europe/London', 'shown from Fri 27 Nov 18:00 GMT until Mon 30 Nov 00:00 GMT'],
    ['after', weekend, '2026-12-01T12:00:00Z', 'Europe/London', 'hidden: ended Mon 30 Nov 00:00 GMT'],
    [
      'in summer time',
      { from: '2026-06-05T18:00:00+01:00' },
      '2026-06-01T00:00:00Z',
      'Europe/London',
      'hidden: starts Fri 5 Jun 18:00 BST',
    ],
    [
      'another zone',
      { until: '2026-11-30T00:00:00+00:00' },
      '2026-11-28T00:00:00Z',
      'Pacific/Auckland',
      'shown until Mon 30 Nov 13:00 GMT+13',
    ],
    [
      'a market without a zone',
      { until: '2026-11-30T00:00:00+00:00' },
      '2026-11-28T00:00:00Z',
      undefined,
      'shown until Mon 30 Nov 00:00 UTC',
    ],
  ])('%s', (_case, schedule, now, timeZone, words) => {
    expect(describeSchedule(schedule, at(now), timeZone)).toBe(words);
  });
});

describe('a schedule on the studio canvas', () => {
  it.each<[Schedule, string, string]>([
    [{ from: '2026-11-27T18:00:00+00:00' }, 'Europe/London', 'from Fri 18:00'],
    [{ until: '2026-11-30T00:00:00+00:00' }, 'Europe/London', 'until Mon 00:00'],
    [{ from: '2026-06-05T17:00:00Z', until: '2026-06-07T23:00:00Z' }, 'Europe/London', 'from Fri 18:00 until Mon 00:00'],
  ])('%j in %s is "%s"', (schedule, timeZone, badge) => {
    expect(scheduleBadge(schedule, timeZone)).toBe(badge);
  });
});
