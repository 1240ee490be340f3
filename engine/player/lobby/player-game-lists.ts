import { isInvalidTokenError } from './lobby-rules.ts';

export interface PlayerListLoadOptions {
  /** The platform call; its raw data is validated by parse. */
  fetch: () => Promise<unknown>;
  parse: (raw: unknown) => number[];
  /** Told when the call failed because the user token is invalid (the session clears it). */
  onInvalidToken: () => void;
}

/**
 * SPEC §4 token validity: a recent or favourite list whose call fails with an invalid token is
 * empty, and the session is told; any other failure is the caller's to handle.
 */
export async function loadPlayerGameIds({ fetch, parse, onInvalidToken }: PlayerListLoadOptions): Promise<number[]> {
  try {
    return parse(await fetch());
  } catch (error) {
    if (!isInvalidTokenError(error)) throw error;
    onInvalidToken();
    return [];
  }
}

/**
 * SPEC §9 fetch throttle: a load asked for again within intervalMs of the last one (same key)
 * shares that load's answer instead of calling the platform again.
 */
export function createThrottledLoader<T>(intervalMs: number, now: () => number) {
  const last = new Map<string, { at: number; result: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const previous = last.get(key);
    const at = now();
    if (previous && at - previous.at < intervalMs) return previous.result;
    const result = load();
    last.set(key, { at, result });
    // A failed load is not shared: the next ask tries again.
    result.catch(() => {
      if (last.get(key)?.result === result) last.delete(key);
    });
    return result;
  };
}

export type ThrottledLoader<T> = ReturnType<typeof createThrottledLoader<T>>;
