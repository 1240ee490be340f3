interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so what follows does not lengthen the task that is running:
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued tasks),
 * else a message to itself (a task without the clamp nested timers get).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
