import { WIN_MULTIPLIERS } from './spin-outcome.ts';

/** The most outcomes a test may queue for one player at once. */
export const RIGGED_SPINS_MAX = 20;

/**
 * Outcomes queued for a player's next spins (POST /sandbox/players/<username>/spins), taken before the
 * random ones: a browser test plays a losing round and then a winning one, whatever the seed.
 */
export function createRiggedSpins() {
  const queued = new Map<number, number[]>();
  return {
    /** Queues win multipliers for the player's next spins; refuses (false) any the pay table lacks. */
    queue(userId: number, multipliers: readonly unknown[]): boolean {
      if (multipliers.length === 0 || multipliers.length > RIGGED_SPINS_MAX) return false;
      if (!multipliers.every((multiplier) => (WIN_MULTIPLIERS as readonly unknown[]).includes(multiplier))) return false;
      queued.set(userId, [...(queued.get(userId) ?? []), ...(multipliers as number[])]);
      return true;
    },
    /** The player's next queued multiplier, if any. */
    take(userId: number): number | undefined {
      const list = queued.get(userId);
      const next = list?.shift();
      if (list?.length === 0) queued.delete(userId);
      return next;
    },
    reset: () => queued.clear(),
  };
}

export type RiggedSpins = ReturnType<typeof createRiggedSpins>;
