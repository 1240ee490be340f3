import { describe, expect, it } from 'vitest';
import { confirmableAt, elapsePendingIncreases, isConfirmable, requestLimit } from './limit-changes.ts';

const NOW = Date.UTC(2026, 10, 26, 12);
const HOUR = 60 * 60 * 1000;

describe('requestLimit (RTS 12D)', () => {
  it.each<[string, number | undefined, number | null, 'applies-now' | 'needs-cooling-off']>([
    ['a first limit applies at once', undefined, 2000, 'applies-now'],
    ['a decrease applies at once', 2000, 1000, 'applies-now'],
    ['the same amount applies at once', 2000, 2000, 'applies-now'],
    ['an increase waits', 2000, 3000, 'needs-cooling-off'],
    ['a removal waits', 2000, null, 'needs-cooling-off'],
  ])('%s', (_case, current, wanted, kind) => {
    expect(requestLimit('day', current, wanted, NOW).kind).toBe(kind);
  });

  it('counts the cooling-off from the request', () => {
    expect(requestLimit('week', 2000, 5000, NOW)).toEqual({
      kind: 'needs-cooling-off',
      pending: { period: 'week', limitMinor: 5000, requestedAt: NOW },
      confirmableAt: NOW + 24 * HOUR,
    });
  });
});

describe('isConfirmable', () => {
  it.each([
    ['just after the request', NOW + 1, false],
    ['one minute short of 24 hours', NOW + 24 * HOUR - 60_000, false],
    ['at 24 hours', NOW + 24 * HOUR, true],
    ['days later', NOW + 72 * HOUR, true],
  ])('%s → %s', (_case, now, confirmable) => {
    expect(isConfirmable({ requestedAt: NOW }, now)).toBe(confirmable);
  });

  it('is due 24 hours after the request', () => {
    expect(confirmableAt({ requestedAt: NOW })).toBe(NOW + 24 * HOUR);
  });
});

describe('elapsePendingIncreases', () => {
  it('makes a day-old request of one asked for just now, and leaves periods with none alone', () => {
    const pending: Parameters<typeof elapsePendingIncreases>[0] = { day: { requestedAt: NOW }, week: undefined };
    expect(isConfirmable(pending.day!, NOW)).toBe(false);
    elapsePendingIncreases(pending, 24 * HOUR);
    expect(isConfirmable(pending.day!, NOW)).toBe(true);
    expect(pending.week).toBeUndefined();
  });
});
