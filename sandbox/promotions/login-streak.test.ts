import { describe, expect, it } from 'vitest';
import { loginStreakDays, longestStreakDays } from './login-streak.ts';

const TODAY = '2026-11-22';

describe('loginStreakDays', () => {
  it.each([
    { rule: 'consecutive days up to today', days: ['2026-11-22', '2026-11-21', '2026-11-20'], streak: 3 },
    { rule: 'only today', days: ['2026-11-22'], streak: 1 },
    { rule: 'a gap ends the streak', days: ['2026-11-22', '2026-11-21', '2026-11-19', '2026-11-18'], streak: 2 },
    { rule: 'today missing means no running streak', days: ['2026-11-21', '2026-11-20'], streak: 0 },
    { rule: 'no logins at all', days: [], streak: 0 },
    { rule: 'order and duplicates do not matter', days: ['2026-11-20', '2026-11-22', '2026-11-21', '2026-11-22'], streak: 3 },
    { rule: 'across a month end', days: ['2026-12-01', '2026-11-30', '2026-11-29'], streak: 3, today: '2026-12-01' },
  ])('$rule: $streak', ({ days, streak, today }) => {
    expect(loginStreakDays(days, today ?? TODAY)).toBe(streak);
  });
});

describe('longestStreakDays', () => {
  it.each([
    { days: [], longest: 0 },
    { days: ['2026-11-22'], longest: 1 },
    { days: ['2026-11-22', '2026-11-21', '2026-11-10', '2026-11-09', '2026-11-08', '2026-11-07'], longest: 4 },
  ])('$days.length logins give a longest streak of $longest', ({ days, longest }) => {
    expect(longestStreakDays(days)).toBe(longest);
  });
});
