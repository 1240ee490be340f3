/** One thing the instance needs before it takes traffic: `true` when ready, else what is wrong. */
export type ReadinessCheck = () => Promise<true | string>;

/** A load balancer's probe gives up after a few seconds: a check that hangs must not make it wait. */
export const READINESS_CHECK_TIMEOUT_MS = 1000;

export interface ReadinessReport {
  ready: boolean;
  /** Each check by name: `ok`, or what is wrong. */
  checks: Record<string, string>;
}

export interface Readiness {
  /** Adds a check; its name is how /readyz reports it, so it must be new. */
  add(name: string, check: ReadinessCheck): void;
  /** Runs every check at once, each within the timeout. */
  run(): Promise<ReadinessReport>;
}

export interface ReadinessOptions {
  /** The checks to start with, by name. */
  checks?: Record<string, ReadinessCheck>;
  /** How long one check may take before it counts as not ready. */
  timeoutMs?: number;
}

async function runWithin(check: ReadinessCheck, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([check().then((outcome) => (outcome === true ? 'ok' : outcome)), timedOut]);
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the instance may take traffic, from named checks that other parts of the server add. */
export function createReadiness({ checks = {}, timeoutMs = READINESS_CHECK_TIMEOUT_MS }: ReadinessOptions = {}): Readiness {
  const all = new Map(Object.entries(checks));
  return {
    add(name, check) {
      if (all.has(name)) throw new Error(`A readiness check named "${name}" is already there`);
      all.set(name, check);
    },
    async run() {
      const results = await Promise.all(
        [...all].map(async ([name, check]) => [name, await runWithin(check, timeoutMs)] as const),
      );
      return { ready: results.every(([, result]) => result === 'ok'), checks: Object.fromEntries(results) };
    },
  };
}
