import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import {
  ipKeyGenerator,
  MemoryStore,
  rateLimit,
  type Logger as LimiterLogger,
  type RateLimitInfo,
  type Store,
} from 'express-rate-limit';
import { translate, type Language } from '../../engine/i18n/index.ts';
import { loadLanguage, sessionMessages } from '../../engine/i18n/messages/index.ts';
import type { Logger } from '../logging/logger.ts';
import { jsonBody } from '../http/json-body.ts';

/**
 * Server-side login limits, besides the client's 4 attempts. Only a wrong username or password counts,
 * and nobody can keep a player out by knowing their username:
 * - one address that keeps failing, on any usernames, is refused (`failuresPerIp`);
 * - one address that keeps failing on one username is refused for that username (`failuresPerUsernameAndIp`);
 * - a username failing from everywhere (guessing spread over many addresses) is slowed, never refused:
 *   each attempt past `failuresPerUsernameBeforeDelay` waits `delayStepMs` more, up to `maxDelayMs`.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerIp: 30,
  failuresPerUsernameAndIp: 10,
  failuresPerUsernameBeforeDelay: 10,
  delayStepMs: 500,
  maxDelayMs: 5000,
} as const;

export type LoginLimitPolicy = { [name in keyof typeof LOGIN_LIMITS]: number };
/** The limits that refuse a login (429); the per-username one only slows it down. */
export type LoginLimit = 'ip' | 'username-ip';
type Counter = LoginLimit | 'username';

/** What the accounts service answers for a wrong username or password (sandbox/accounts/session-routes.ts). */
export const CREDENTIALS_REFUSED = { status: 401, code: 10001 } as const;

/** The code of a login refused by a limit, as the platform's own rate limit (sandbox ERROR_CODE.rateLimited). */
export const TOO_MANY_LOGINS_CODE = 10003;

/** Where each count lives in a shared store: apart, so an IP, a username and the pair never share a key. */
const LOGIN_LIMIT_PREFIXES: Record<Counter, string> = {
  ip: 'login-limits:ip:',
  'username-ip': 'login-limits:username-ip:',
  username: 'login-limits:username:',
};

/** While the shared store is unreachable, at most one error line per this many ms (a login is not an incident). */
export const STORE_OUTAGE_LOG_INTERVAL_MS = 60_000;

/** A refusal's body is small JSON; more than this is not one, and is not read. */
const REFUSAL_BODY_MAX_BYTES = 4096;

export interface LoginLimitsOptions {
  logger: Logger;
  /** The numbers; tests lower them. */
  limits?: LoginLimitPolicy;
  /** Builds one limit's store from its key prefix; absent, each process counts in its own memory. */
  sharedStore?: (prefix: string) => Store;
  /** The language of the visitor's market, for the refusal's message; absent, English. */
  languageOf?: (req: Request, res: Response) => Language;
  /** Every failed call to the store (the login was let through unlimited). */
  onStoreError?: () => void;
  /** Every login refused with 429, by the limit that refused it. */
  onRejected?: (limit: LoginLimit) => void;
  /** Every login held back because its username keeps failing. */
  onDelayed?: () => void;
  /** Clock for spacing the outage log lines. */
  now?: () => number;
  /** How a held-back login waits; tests record the delays instead. */
  wait?: (ms: number) => Promise<void>;
}

const usernameOf = (body: unknown) => {
  const username = (body as { credentials?: { username?: unknown } } | undefined)?.credentials?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
};

const ipOf = (req: Request) => ipKeyGenerator(req.ip ?? '');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a login waits once its username failed `failures` times (this attempt included) from anywhere. */
export function usernameDelayMs(failures: number, limits: LoginLimitPolicy = LOGIN_LIMITS): number {
  const over = failures - limits.failuresPerUsernameBeforeDelay;
  return over > 0 ? Math.min(over * limits.delayStepMs, limits.maxDelayMs) : 0;
}

/** The accounts service's body as sent (it may have been encoded upstream), as JSON, or undefined. */
function readBody(body: Buffer, encoding: string): unknown {
  try {
    const decode = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync }[encoding];
    const plain = encoding === '' || encoding === 'identity' ? body : decode?.(body, { maxOutputLength: REFUSAL_BODY_MAX_BYTES });
    return plain && JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Keeps what the accounts service answers to a login when it refuses it (401), so the limits can tell a
 * wrong password from anything else. An outage (502, 504), a malformed request or a blocked account is
 * no guess at a password and counts against nobody.
 */
function credentialsRefusals() {
  const bodies = new WeakMap<Response, Buffer[]>();
  const verdicts = new WeakMap<Response, boolean>();
  const keep = (res: Response, chunk: unknown, encoding: unknown) => {
    if (res.statusCode !== CREDENTIALS_REFUSED.status || chunk === undefined || chunk === null || typeof chunk === 'function')
      return;
    const chunks = bodies.get(res) ?? [];
    bodies.set(res, chunks);
    if (chunks.reduce((size, each) => size + each.length, 0) > REFUSAL_BODY_MAX_BYTES) return;
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const listen: RequestHandler = (_req, res, next) => {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((...args: unknown[]) => (keep(res, args[0], args[1]), write(...args))) as typeof res.write;
    res.end = ((...args: unknown[]) => (keep(res, args[0], args[1]), end(...args))) as typeof res.end;
    next();
  };
  /** The answer said: wrong username or password. */
  const refused = (res: Response): boolean => {
    if (res.statusCode !== CREDENTIALS_REFUSED.status) return false;
    let verdict = verdicts.get(res);
    if (verdict === undefined) {
      const body = readBody(Buffer.concat(bodies.get(res) ?? []), String(res.getHeader('content-encoding') ?? '').toLowerCase());
      verdict = (body as { code?: unknown } | undefined)?.code === CREDENTIALS_REFUSED.code;
      verdicts.set(res, verdict);
    }
    return verdict;
  };
  return { listen, refused };
}

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
  // A lost decrement only over-counts one attempt; reporting it is enough.
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

const countOf = (req: Request, property: string) => (req as unknown as Record<string, RateLimitInfo | undefined>)[property];

/** Takes one attempt back, unless its window has passed (its count is gone; a shared store would go below zero). */
const uncount = (store: Store, { key, resetTime }: RateLimitInfo) =>
  void (resetTime && Date.now() >= resetTime.getTime() ? undefined : store.decrement(key));

/**
 * An attempt the visitor gave up on before any answer (a closed tab during an outage) told nobody
 * anything about a password: it is not counted. (express-rate-limit uncounts only answered attempts.)
 */
function uncountUnanswered(store: Store, property: string): RequestHandler {
  return (req, res, next) => {
    const info = countOf(req, property);
    if (info) res.once('close', () => res.writableEnded || uncount(store, info));
    next();
  };
}

/** Middleware for POST /api/accounts/login: reads the body (the proxy re-sends it intact) and counts failures. */
export function loginLimits(options: LoginLimitsOptions): RequestHandler[] {
  const { logger, limits = LOGIN_LIMITS, sharedStore, languageOf = () => 'en', onRejected, onDelayed, wait = sleep } = options;
  const reporter = storeOutageReporter(options);
  const refusals = credentialsRefusals();
  const limiterLogger: LimiterLogger = {
    warn: (error, message) => logger.warn({ error: String(error) }, message ?? 'login limits'),
    error: (error, message) => {
      if (!(error instanceof StoreUnavailableError)) logger.error({ error: String(error) }, message ?? 'login limits');
    },
  };
  const tooMany: RequestHandler = async (req, res) => {
    const language = languageOf(req, res);
    await loadLanguage(language).catch(() => undefined);
    res.status(429).json({ code: TOO_MANY_LOGINS_CODE, message: translate(sessionMessages, language, 'error.tooManyAttempts') });
  };
  /** One count: its own store, and only wrong credentials stay counted once the answer is known. */
  const counted = (counter: Counter, limit: number, keyGenerator: (req: Request) => string) => {
    const store = sharedStore ? failOpen(sharedStore(LOGIN_LIMIT_PREFIXES[counter]), reporter) : new MemoryStore();
    const property = `loginLimit:${counter}`;
    const limiter = rateLimit({
      windowMs: limits.windowMs,
      limit,
      keyGenerator,
      skip: counter === 'ip' ? undefined : (req) => usernameOf(req.body) === '',
      skipSuccessfulRequests: true,
      requestWasSuccessful: (_req, res) => !refusals.refused(res),
      requestPropertyName: property,
      store,
      passOnStoreError: true,
      logger: limiterLogger,
      ...(counter === 'username'
        ? {
            // A player's own attempts pass, slowly: reporting this count would tell anyone how a username fares.
            standardHeaders: false,
            legacyHeaders: false,
            handler: (async (req, res, next) => {
              onDelayed?.();
              const info = countOf(req, property);
              let left = false;
              res.once('close', () => (left = true));
              await wait(usernameDelayMs(info?.used ?? 0, limits));
              // A player who left while held back tried nothing: the platform is not asked, nothing counted.
              if (left && info) uncount(store, info);
              else next();
            }) satisfies RequestHandler,
          }
        : {
            standardHeaders: 'draft-8' as const,
            legacyHeaders: false,
            identifier: `login-${counter}`,
            handler: ((req, res, next) => {
              onRejected?.(counter);
              return tooMany(req, res, next);
            }) satisfies RequestHandler,
          }),
    });
    return [limiter, uncountUnanswered(store, property)];
  };
  return [
    ...jsonBody({ limit: '16kb' }),
    refusals.listen,
    ...counted('ip', limits.failuresPerIp, ipOf),
    ...counted('username-ip', limits.failuresPerUsernameAndIp, (req) => `${ipOf(req)}|${usernameOf(req.body)}`),
    ...counted('username', limits.failuresPerUsernameBeforeDelay, (req) => usernameOf(req.body)),
  ];
}
