import { describe, expect, it } from 'vitest';
import {
  addToast,
  clearToasts,
  DEFAULT_TOAST_MS,
  isToastTestMode,
  removeToast,
  STREAK_TOAST_MS,
  STREAK_TOAST_TEST_MODE_MS,
  toastDurationMs,
  type Toast,
} from './toast-list.ts';

const ids = () => {
  let n = 0;
  return () => `generated-${++n}`;
};
const toast = (id: string, description: string): Toast => ({ id, description, type: 'info', durationMs: DEFAULT_TOAST_MS });

describe('adding a toast (SPEC §4 Toasts)', () => {
  it.each([
    {
      rule: 'a new description is added at the end',
      list: [toast('a', 'Saved')],
      description: 'Deposit received',
      expected: ['Saved', 'Deposit received'],
    },
    {
      rule: 'the same description as a listed toast is ignored',
      list: [toast('a', 'Saved')],
      description: 'Saved',
      expected: ['Saved'],
    },
    { rule: 'an empty list takes any toast', list: [], description: 'Welcome', expected: ['Welcome'] },
  ])('$rule', ({ list, description, expected }) => {
    const next = addToast(list, { description, type: 'success' }, { testMode: false, nextId: ids() });
    expect(next.map((item) => item.description)).toEqual(expected);
  });

  it('keeps the sender id, or makes one', () => {
    const withId = addToast(
      [],
      { id: 'streak-1', description: '3 Day Login Streak!', type: 'success' },
      { testMode: false, nextId: ids() },
    );
    const withoutId = addToast([], { description: 'Hello', type: 'info' }, { testMode: false, nextId: ids() });
    expect(withId[0]?.id).toBe('streak-1');
    expect(withoutId[0]?.id).toBe('generated-1');
  });
});

describe('removing toasts', () => {
  const list = [toast('a', 'One'), toast('b', 'Two'), toast('c', 'Three')];
  it.each([
    { rule: 'by id removes only that toast', id: 'b', expected: ['a', 'c'] },
    { rule: 'an unknown id changes nothing', id: 'zzz', expected: ['a', 'b', 'c'] },
  ])('$rule', ({ id, expected }) => {
    expect(removeToast(list, id).map((item) => item.id)).toEqual(expected);
  });

  it('clear all empties the list', () => {
    expect(clearToasts()).toEqual([]);
  });
});

describe('how long a toast shows (SPEC §9)', () => {
  it.each([
    { description: '3 Day Login Streak!', testMode: false, expected: STREAK_TOAST_MS },
    { description: '12 Day Login Streak!', testMode: true, expected: STREAK_TOAST_TEST_MODE_MS },
    { description: 'Deposit received', testMode: false, expected: DEFAULT_TOAST_MS },
    { description: 'Deposit received', testMode: true, expected: DEFAULT_TOAST_MS },
  ])('"$description" in test mode $testMode shows $expected ms', ({ description, testMode, expected }) => {
    expect(toastDurationMs({ description }, testMode)).toBe(expected);
  });

  it('the streak durations are 5 s and 30 s', () => {
    expect([STREAK_TOAST_MS, STREAK_TOAST_TEST_MODE_MS]).toEqual([5_000, 30_000]);
  });

  it('a duration given by the sender wins', () => {
    expect(toastDurationMs({ description: 'Saved', durationMs: 9_000 }, false)).toBe(9_000);
  });
});

describe('test mode flag', () => {
  it.each([
    ['?testMode=true', true],
    ['?testMode=1', true],
    ['?foo=1&testMode=yes', true],
    ['?testMode=false', false],
    ['', false],
  ])('%s → %s', (search, expected) => {
    expect(isToastTestMode(search)).toBe(expected);
  });
});
