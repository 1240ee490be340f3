import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPlayerInput } from '../../tests/support/test-player-input.ts';
import { createPlayerInput, quietMoment } from './player-input.ts';

describe("the player's input, for work put off while touching or typing", () => {
  const { clock, target, press, listening } = testPlayerInput();
  const input = () => listening().quiet({ afterTouchMs: 200, afterKeyMs: 500 });
  const advance = (ms: number) => {
    clock.now += ms;
    vi.advanceTimersByTime(ms);
  };
  beforeEach(() => {
    vi.useFakeTimers();
    clock.now = 1000;
  });
  afterEach(() => vi.useRealTimers());

  it('runs work at once when the player has not touched the screen', () => {
    const ran = vi.fn();
    input().whenQuiet(ran);
    expect(ran).toHaveBeenCalledOnce();
  });

  it.each([
    ['pointerdown', 200],
    ['pointerup', 200],
    ['keydown', 500],
  ])('puts work off after a %s for %i ms', (type, quietMs) => {
    const player = input();
    const ran = vi.fn();
    press(type);
    expect(player.isQuiet()).toBe(false);
    player.whenQuiet(ran);
    advance(quietMs - 1);
    expect(ran).not.toHaveBeenCalled();
    advance(1);
    expect(ran).toHaveBeenCalledOnce();
    expect(player.isQuiet()).toBe(true);
  });

  it('keeps waiting while the player types on', () => {
    const player = input();
    const ran = vi.fn();
    press('keydown');
    player.whenQuiet(ran);
    for (let key = 0; key < 5; key++) {
      advance(300);
      press('keydown');
    }
    expect(ran).not.toHaveBeenCalled();
    advance(500);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('keeps the longer wait when a touch follows a key', () => {
    const player = input();
    press('keydown');
    advance(100);
    press('pointerup');
    advance(300);
    expect(player.isQuiet()).toBe(false);
    advance(100);
    expect(player.isQuiet()).toBe(true);
  });

  it('drops work that is no longer wanted, and stops listening', () => {
    const player = createPlayerInput({ now: () => clock.now });
    const stop = player.listen(target);
    const drawing = player.quiet({ afterTouchMs: 200, afterKeyMs: 500 });
    const ran = vi.fn();
    press('pointerdown');
    drawing.whenQuiet(ran)();
    advance(500);
    expect(ran).not.toHaveBeenCalled();
    stop();
    press('pointerdown');
    expect(drawing.isQuiet()).toBe(true);
  });

  it('hears nothing before it listens: work runs at once', () => {
    const drawing = createPlayerInput({ now: () => clock.now }).quiet({ afterTouchMs: 200, afterKeyMs: 500 });
    press('keydown');
    expect(drawing.isQuiet()).toBe(true);
  });

  it('serves every kind of work from one listener, each by its own quiet times', () => {
    const player = listening();
    const drawing = player.quiet({ afterTouchMs: 200, afterKeyMs: 500 });
    const telemetry = player.quiet({ afterTouchMs: 2000, afterKeyMs: 2000 });
    press('pointerup');
    advance(200);
    expect(drawing.isQuiet()).toBe(true);
    expect(telemetry.isQuiet()).toBe(false);
    advance(1800);
    expect(telemetry.isQuiet()).toBe(true);
  });

  describe('a moment for a step of background work', () => {
    /** A browser whose idle moments come when the test says. */
    const idleBrowser = () => {
      const waiting: (() => void)[] = [];
      return {
        idle: () => new Promise<void>((resolve) => waiting.push(resolve)),
        becomesIdle: () => waiting.splice(0).forEach((resolve) => resolve()),
      };
    };
    const settle = () => vi.advanceTimersByTimeAsync(0);
    /** Not yet; then the player pauses and the browser is idle: the step comes. */
    const comesAfterPause = async (browser: ReturnType<typeof idleBrowser>, stepped: () => void) => {
      expect(stepped).not.toHaveBeenCalled();
      advance(500);
      await settle();
      browser.becomesIdle();
      await settle();
      expect(stepped).toHaveBeenCalledOnce();
    };

    it('comes once the player has paused and the browser is idle', async () => {
      const player = input();
      const browser = idleBrowser();
      const stepped = vi.fn();
      press('keydown');
      void quietMoment(player, browser.idle).then(stepped);
      browser.becomesIdle();
      await settle();
      await comesAfterPause(browser, stepped);
    });

    it('waits again when the player types while the browser was busy', async () => {
      const player = input();
      const browser = idleBrowser();
      const stepped = vi.fn();
      void quietMoment(player, browser.idle).then(stepped);
      await settle();
      press('keydown');
      browser.becomesIdle();
      await settle();
      await comesAfterPause(browser, stepped);
    });
  });
});
