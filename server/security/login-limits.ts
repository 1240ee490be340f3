import express, { type RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator, type Logger as LimiterLogger, type Store } from 'express-rate-limit';
import type { Logger } from '../logging/logger.ts';

/** Server-side login limits, besides the client's 4 attempts: failed logins per IP and per username. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerIp: 30,
  failuresPerUsername: 10,
} as const;

export type LoginLimitPolicy = { [name in keyof typeof LOGIN_LIMITS]: number };
export type LoginLimit = 'ip' | 'username';

/** Where each limit keeps its counts in a shared store: apart, so an IP and a username never share a key. */
const LOGIN_LIMIT_PREFIXES: Record<LoginLimit, string> = {
  ip: 'login-limits:ip:',
  username: 'login-limits:username:',
};

/** While the shared store is unreachable, at most one error line per this many ms (a login is not an incident). */
export const STORE_OUTAGE_LOG_INTERVAL_MS = 60_000;

export interface LoginLimitsOptions {
  logger: Logger;
  /** The numbers; tests lower them. */
  limits?: LoginLimitPolicy;
  /** Builds one limit's store from its key prefix; absent, each process counts in its own memory. */
  sharedStore?: (prefix: string) => Store;
  /** Every failed call to the store (the login was let through unlimited). */
  onStoreError?: () => void;
  /** Every login refused with 429, by the limit that refused it. */
  onRejected?: (limit: LoginLimit) => void;
  /** Clock for spacing the outage log lines. */
  now?: () => number;
}

const tooMany: RequestHandler = (_req, res) => {
  res.status(429).json({ code: 10003, message: 'Too many login attempts. Please wait a few minutes and try again.' });
};

const usernameOf = (body: unknown) => {
  const username = (body as { credentials?: { username?: unknown } } | undefined)?.credentials?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
};

/** Already reported by the outage reporter; express-rate-limit would otherwise log it once per login. */
class StoreUnavailableError extends Error {}

/** Reports store failures: every one to the counter, one log line a minute at most, and the recovery. */
function storeOutageReporter({ logger, onStoreError, now = Date.now }: LoginLimitsOptions) {
  let loggedAt = -Infinity;
  let unlogged = 0;
  let outageLogged = false;
  return {
    failed(error: unknown) {
      onStoreError?.();
      unlogged++;
      if (now() - loggedAt < STORE_OUTAGE_LOG_INTERVAL_MS) return;
      logger.error(
        { error: String(error), failures: unlogged },
        'login limits are not enforced: their store is unreachable, logins pass unlimited',
      );
      loggedAt = now();
      unlogged = 0;
      outageLogged = true;
    },
    succeeded() {
      if (!outageLogged) return;
      outageLogged = false;
      logger.info('login limits are enforced again: their store answers');
    },
  };
}

/** A store whose failures are reported, then passed on so the limiter lets the login through (fail open). */
function failOpen(store: Store, reporter: ReturnType<typeof storeOutageReporter>): Store {
  // A lost decrement only over-counts one success; reporting it is enough.
  const quietly = async (call: () => Promise<void> | void) => {
    try {
      await call();
      reporter.succeeded();
    } catch (error) {
      reporter.failed(error);
    }
  };
  return {
    prefix: store.prefix,
    init: (options) => store.init?.(options),
    async increment(key) {
      try {
        const info = await store.increment(key);
        reporter.succeeded();
        return info;
      } catch (error) {
        reporter.failed(error);
        throw new StoreUnavailableError('login limit store unavailable', { cause: error });
      }
    },
    decrement: (key) => quietly(() => store.decrement(key)),
    resetKey: (key) => quietly(() => store.resetKey(key)),
  };
}

/** Middleware for POST /api/accounts/login: reads the body (the proxy re-sends it intact) and counts failures. */
export function loginLimits(options: LoginLimitsOptions): RequestHandler[] {
  const { logger, limits = LOGIN_LIMITS, sharedStore, onRejected } = options;
  const reporter = storeOutageReporter(options);
  const limiterLogger: LimiterLogger = {
    warn: (error, message) => logger.warn({ error: String(error) }, message ?? 'login limits'),
    error: (error, message) => {
      if (!(error instanceof StoreUnavailableError)) logger.error({ error: String(error) }, message ?? 'login limits');
    },
  };
  const common = (limit: LoginLimit) => ({
    windowMs: limits.windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    passOnStoreError: true,
    logger: limiterLogger,
    ...(sharedStore ? { store: failOpen(sharedStore(LOGIN_LIMIT_PREFIXES[limit]), reporter) } : {}),
    handler: ((req, res, next) => {
      onRejected?.(limit);
      return tooMany(req, res, next);
    }) satisfies RequestHandler,
  });
  return [
    express.json({ limit: '16kb' }),
    rateLimit({ ...common('ip'), limit: limits.failuresPerIp, keyGenerator: (req) => ipKeyGenerator(req.ip ?? '') }),
    rateLimit({
      ...common('username'),
      limit: limits.failuresPerUsername,
      skip: (req) => usernameOf(req.body) === '',
      keyGenerator: (req) => usernameOf(req.body),
    }),
  ];
}
