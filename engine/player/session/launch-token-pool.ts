/** SPEC §9: keep more than 8 launch tokens stored; ask for 10 at a time. */
export const LAUNCH_TOKEN_MIN = 8;
export const LAUNCH_TOKENS_PER_REFRESH = 10;

export interface LaunchTokenPoolOptions {
  read(): string[];
  write(tokens: string[]): void;
  /** Asks the platform for more launch tokens. */
  request(count: number): Promise<string[]>;
  log?(message: string, error?: unknown): void;
}

/**
 * SPEC §4 launch-token pool: tokens are taken one at a time from the stored list; whenever the stored
 * count is at or below 8, 10 more are requested, repeating until above 8. One top-up at a time.
 */
export function createLaunchTokenPool({ read, write, request, log = console.warn }: LaunchTokenPoolOptions) {
  let topping: Promise<void> | undefined;

  async function topUpOnce() {
    while (read().length <= LAUNCH_TOKEN_MIN) {
      const fresh = await request(LAUNCH_TOKENS_PER_REFRESH);
      // A platform that hands out nothing would make this loop forever.
      if (fresh.length === 0) return;
      write([...read(), ...fresh]);
    }
  }

  function topUp(): Promise<void> {
    topping ??= topUpOnce()
      .catch((error: unknown) => log('Launch tokens could not be refreshed', error))
      .finally(() => {
        topping = undefined;
      });
    return topping;
  }

  return {
    topUp,
    /** One launch token, or undefined when none could be had. */
    async take(): Promise<string | undefined> {
      if (read().length === 0) await topUp();
      const [token, ...rest] = read();
      if (token === undefined) return undefined;
      write(rest);
      if (rest.length <= LAUNCH_TOKEN_MIN) void topUp();
      return token;
    },
  };
}

export type LaunchTokenPool = ReturnType<typeof createLaunchTokenPool>;
