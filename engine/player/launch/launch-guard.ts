/**
 * SPEC §4: one launch per game at a time. A second launch of a game whose launch is still in flight
 * gets the same promise instead of a second launch URL (and a second spent launch token).
 */
export function createLaunchGuard() {
  const inFlight = new Map<number, Promise<unknown>>();
  return {
    run<T>(gameGroupId: number, launch: () => Promise<T>): Promise<T> {
      const running = inFlight.get(gameGroupId);
      if (running) return running as Promise<T>;
      const started = launch().finally(() => inFlight.delete(gameGroupId));
      inFlight.set(gameGroupId, started);
      return started;
    },
    isLaunching: (gameGroupId: number) => inFlight.has(gameGroupId),
  };
}

export type LaunchGuard = ReturnType<typeof createLaunchGuard>;
