/**
 * Runs identical work once while it is in flight: a second caller with the same key gets the first
 * caller's promise instead of a second upstream request.
 */
export function createCoalescer<V>() {
  const inFlight = new Map<string, Promise<V>>();
  return {
    run(key: string, work: () => Promise<V>): Promise<V> {
      const running = inFlight.get(key);
      if (running) return running;
      const started = work().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    get inFlight() {
      return inFlight.size;
    },
  };
}
