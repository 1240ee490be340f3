import type { Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

/** Not the SHA1 of any script: EVALSHA answers NOSCRIPT, and the store loads its script again. */
const SCRIPT_NOT_LOADED = '0'.repeat(40);

/**
 * rate-limit-redis loads its Lua scripts once, when the limiter is built, and keeps the promise: if
 * Redis was unreachable then, every later call awaits the same rejection and the limit is never
 * enforced until a restart. A failed load stands in an unknown SHA1 instead, so the first call after
 * Redis answers again gets NOSCRIPT, which the store already handles by loading the script.
 */
class RecoveringRedisStore extends RedisStore {
  override loadIncrementScript(key?: string): Promise<string> {
    return super.loadIncrementScript(key).catch(() => SCRIPT_NOT_LOADED);
  }

  override loadGetScript(key?: string): Promise<string> {
    return super.loadGetScript(key).catch(() => SCRIPT_NOT_LOADED);
  }
}

/** An express-rate-limit store whose counts live in Redis under `prefix`; each limiter needs its own prefix. */
export function redisRateLimitStore(client: Redis, prefix: string): Store {
  return new RecoveringRedisStore({
    prefix,
    sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
  });
}
