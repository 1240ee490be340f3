import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.ts';

/**
 * How the shared-state connection behaves when Redis goes away. Everything kept there (login limits)
 * fails open, so a command must fail fast rather than hold a player's request, and the client must
 * keep reconnecting on its own so a Redis that comes back is used again without a restart.
 */
export const REDIS_POLICY = {
  /** A command on a connection that stopped answering (stuck Redis, lost packets) fails after this. */
  commandTimeoutMs: 500,
  /** A connection attempt that gets no answer is abandoned, and retried, after this. */
  connectTimeoutMs: 1000,
  /** Reconnect attempts back off up to this delay and never stop. */
  maxReconnectDelayMs: 2000,
  /** Readiness: PING must answer within this. */
  pingTimeoutMs: 500,
} as const;

export type RedisPolicy = typeof REDIS_POLICY;

export interface SharedRedis {
  /** The process's one connection; commands fail at once while it is down instead of queueing. */
  client: Redis;
  /** `true` when Redis answers a PING in time, else a short reason (never the URL or its password). */
  status(): Promise<true | string>;
  /** Ends the connection and stops reconnecting. */
  close(): Promise<void>;
}

/** `host:port` of a Redis URL: what a log may say about it, never its credentials. */
export function redisTarget(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}

/** Connects to Redis at `url` (redis:// or rediss://); the connection is made in the background. */
export function createRedis(url: string, logger: Logger, policy: RedisPolicy = REDIS_POLICY): SharedRedis {
  const target = redisTarget(url);
  const client = new Redis(url, {
    // Queued commands would hold logins until Redis returns; failing lets the limits fail open instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: policy.commandTimeoutMs,
    // A Redis that stops answering leaves the socket open: drop it, so the next commands fail at once
    // (the client is reconnecting) instead of each waiting out its own timeout.
    socketTimeout: policy.commandTimeoutMs,
    connectTimeout: policy.connectTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 100, policy.maxReconnectDelayMs),
    // A connection dropped mid-command must not replay a stale INCR when Redis comes back.
    autoResendUnfulfilledCommands: false,
  });

  // Outages are reported once by whoever uses Redis (see login limits); here only the transitions.
  let connected = false;
  client.on('error', () => {});
  client.on('ready', () => {
    connected = true;
    logger.info({ redis: target }, 'redis connected');
  });
  client.on('close', () => {
    if (!connected) return;
    connected = false;
    logger.warn({ redis: target }, 'redis connection lost; reconnecting');
  });

  let closing: Promise<void> | undefined;
  return {
    client,
    async status() {
      if (closing) return 'closed';
      if (client.status !== 'ready') return 'unreachable';
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer within ${policy.pingTimeoutMs} ms`), policy.pingTimeoutMs);
      });
      const ping = client.ping().then(
        (answer) => answer === 'PONG' || `unexpected answer to PING`,
        () => 'unreachable',
      );
      try {
        return await Promise.race([ping, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () =>
      (closing ??= (async () => {
        connected = false;
        if (client.status !== 'ready') return client.disconnect();
        const ended = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, policy.commandTimeoutMs);
          client.once('end', () => (clearTimeout(timer), resolve()));
        });
        await client.quit().catch(() => undefined);
        client.disconnect();
        await ended;
      })()),
  };
}
