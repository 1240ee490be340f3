import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJackpotClock } from './jackpot-clock.ts';
import { createPlayerInput } from '../../main-thread/index.ts';

describe("the page's jackpot clock", () => {
  let time = 0;
  const target = new EventTarget();
  const stops: (() => void)[] = [];
  const listening = () => {
    const player = createPlayerInput({ now: () => time });
    stops.push(player.listen(target));
    return player;
  };
  const clock = () =>
    createJackpotClock({
      tickMs: 100,
      input: listening().quiet({ afterTouchMs: 500, afterKeyMs: 500 }),
    });
  const advance = (ms: number) => {
    for (let step = 0; step < ms / 100; step++) {
      time += 100;
      vi.advanceTimersByTime(100);
    }
  };
  beforeEach(() => {
    vi.useFakeTimers();
    time = 0;
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.useRealTimers();
  });

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
    target.dispatchEvent(new Event('pointerdown'));
    advance(400);
    expect(ticks).toBe(1);
    // A key at 500 ms: quiet until 1,000 ms.
    target.dispatchEvent(new Event('keydown'));
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
    target.dispatchEvent(new Event('pointerdown'));
    advance(300);
    expect(ticks).toBe(0);
    advance(200);
    expect(ticks).toBe(1);
  });
});
