import { afterEach } from 'vitest';
import { createPlayerInput, type PlayerInput } from '../../engine/main-thread/index.ts';

/**
 * The player's input as a test drives it: heard on a target the test presses, on a clock the test
 * moves (`clock.now`), each listener stopped after its test.
 */
export function testPlayerInput() {
  const clock = { now: 0 };
  const target = new EventTarget();
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  return {
    clock,
    target,
    press: (type: string) => target.dispatchEvent(new Event(type)),
    /** A player input listening on the target. */
    listening(): PlayerInput {
      const player = createPlayerInput({ now: () => clock.now });
      stops.push(player.listen(target));
      return player;
    },
  };
}
