import { describe, expect, it } from 'vitest';
import { isFirstDepositPromptDue } from './first-deposit-prompt.ts';

describe('the first-deposit prompt (RTS 12A)', () => {
  it.each([
    { name: 'a new player with no limit is asked', limitCount: 0, pendingCount: 0, depositsMinor: 0, due: true },
    { name: 'a player with a limit is not', limitCount: 1, pendingCount: 0, depositsMinor: 0, due: false },
    { name: 'nor one whose removal is pending', limitCount: 0, pendingCount: 1, depositsMinor: 0, due: false },
    { name: 'nor one who has deposited before', limitCount: 0, pendingCount: 0, depositsMinor: 1000, due: false },
  ])('$name', ({ due, ...facts }) => {
    expect(isFirstDepositPromptDue(facts)).toBe(due);
  });
});
