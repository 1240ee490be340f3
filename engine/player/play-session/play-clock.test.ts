import { describe, expect, it } from 'vitest';
import { msUntilNextSecond, playClockText } from './play-clock.ts';

describe('the clock beside a game (RTS 13C)', () => {
  it.each([
    { elapsedMs: 0, text: '0:00:00' },
    { elapsedMs: 999, text: '0:00:00' },
    { elapsedMs: 1_000, text: '0:00:01' },
    { elapsedMs: 207_000, text: '0:03:27' },
    { elapsedMs: 3_599_999, text: '0:59:59' },
    { elapsedMs: 3_600_000, text: '1:00:00' },
    { elapsedMs: 93_605_000, text: '26:00:05' },
    { elapsedMs: -5_000, text: '0:00:00' },
  ])('$elapsedMs ms reads $text', ({ elapsedMs, text }) => {
    expect(playClockText(elapsedMs)).toBe(text);
  });

  it.each([
    { openedAt: 10_000, now: 10_000, wait: 1_000 },
    { openedAt: 10_000, now: 10_250, wait: 750 },
    { openedAt: 10_000, now: 12_999, wait: 1 },
    { openedAt: 10_000, now: 9_000, wait: 1_000 },
  ])('opened at $openedAt, at $now the next second is $wait ms away', ({ openedAt, now, wait }) => {
    expect(msUntilNextSecond(openedAt, now)).toBe(wait);
  });
});
