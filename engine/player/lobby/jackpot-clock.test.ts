import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJackpotClock } from './jackpot-clock.ts';
import { testPlayerInput } from '../../../tests/support/test-player-input.ts';

describe("the page's jackpot clock", () => {
  const { clock: time, press, listening } = testPlayerInput();
  const clock = () =>
    createJackpotClock({
      tickMs: 100,
      input: listening().quiet({ afterTouchMs: 500, afterKeyMs: 500 }),
    });
  const advance = (ms: number) => {
    for (let step = 0; step < ms / 100; step++) {
      time.now += 100;
      vi.advanceTimersByTime(100);
    }
  };
  beforeEach(() => {
    vi.useFakeTimers();
    time.now = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('redraws every count on the same tick', () => {
    const page = clock();
    const ticks: string[] = [];
    page.onTick(() => ticks.push('ticker'));
    page.onTick(() => ticks.push('badges'));
    advance(200);
    expect(ticks).toEqual(['ticker', 'badges', 'ticker', 'badges']);
  });

  it('holds still while the player touches or types, then counts on', () => {
    const page = clock();
    let ticks = 0;
    page.onTick(() => ticks++);
    advance(100);
    // Touched at 100 ms: quiet until 600 ms.
    press('pointerdown');
    advance(400);
    expect(ticks).toBe(1);
    // A key at 500 ms: quiet until 1,000 ms.
    press('keydown');
    advance(400);
    expect(ticks).toBe(1);
    advance(200);
    expect(ticks).toBe(3);
  });

  it('stops its timer when the last count is done', () => {
    const page = clock();
    const stopTicker = page.onTick(() => {});
    const stopBadges = page.onTick(() => {});
    stopTicker();
    expect(vi.getTimerCount()).toBe(1);
    stopBadges();
    stopBadges();
    expect(vi.getTimerCount()).toBe(0);
    // A new count starts it again, still holding still after input.
    let ticks = 0;
    page.onTick(() => ticks++);
    press('pointerdown');
    advance(300);
    expect(ticks).toBe(0);
    advance(200);
    expect(ticks).toBe(1);
  });
});
