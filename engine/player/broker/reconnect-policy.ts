/** SPEC §9: the broker reconnects up to 99,999 times before it gives up. */
export const BROKER_RECONNECT_LIMIT = 99_999;

/** Waits between reconnect attempts: quick at first, then every 30 seconds (SignalR's own schedule, continued). */
export const BROKER_RECONNECT_DELAYS_MS = [0, 2_000, 5_000, 10_000, 30_000] as const;

/** The wait before reconnect attempt n (0-based). */
export function reconnectDelayMs(attempt: number): number {
  return BROKER_RECONNECT_DELAYS_MS[Math.min(attempt, BROKER_RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
}

/** Whether another attempt is allowed after `attemptsMade` reconnect attempts. */
export const mayReconnect = (attemptsMade: number, limit: number = BROKER_RECONNECT_LIMIT) => attemptsMade < limit;
