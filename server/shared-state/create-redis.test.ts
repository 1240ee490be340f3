import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestLogger } from '../../tests/support/test-logger.ts';
import { createRedis, redisTarget, type SharedRedis } from './create-redis.ts';
import {
  freePort,
  redisServerMissing,
  REDIS_SERVER,
  startRedisServer,
  type RedisServerProcess,
} from '../../tests/support/redis-server.ts';

if (redisServerMissing) console.warn(`Redis tests skipped: ${REDIS_SERVER} is not installed (apt-get install -y redis-server)`);

const PASSWORD = 's3cret-redis-pass';
const opened: (SharedRedis | RedisServerProcess)[] = [];
afterEach(async () => {
  for (const each of opened.splice(0).reverse()) await ('close' in each ? each.close() : each.stop());
});

/** Redis connects and goes away on its own time. */
const REDIS_WAIT = { timeout: 5000, interval: 50 };

describe('redisTarget', () => {
  it('names host and port, never the credentials', () => {
    expect(redisTarget('redis://user:pw@cache.internal:6380/2')).toBe('cache.internal:6380');
    expect(redisTarget('rediss://:pw@cache.internal')).toBe('cache.internal:6379');
  });
});

describe.skipIf(redisServerMissing)('createRedis', () => {
  it('is ready once Redis answers, and says why not without the URL when it does not', async () => {
    const server = await startRedisServer({ password: PASSWORD });
    opened.push(server);
    const { logger, lines } = createTestLogger();
    const redis = createRedis(server.url, logger);
    opened.push(redis);
    await vi.waitFor(async () => expect(await redis.status()).toBe(true), REDIS_WAIT);

    await server.stop();
    await vi.waitFor(async () => expect(await redis.status()).toBe('unreachable'), REDIS_WAIT);
    // A PING can fail before the socket's close is reported, where the loss is logged.
    await vi.waitFor(() => expect(lines().some((line) => line.includes('redis connection lost'))).toBe(true), REDIS_WAIT);
    expect(lines().join('\n')).not.toContain(PASSWORD);
  });

  it('fails commands at once while Redis is down instead of queueing them', async () => {
    const { logger } = createTestLogger();
    const redis = createRedis(`redis://:${PASSWORD}@127.0.0.1:${await freePort()}`, logger);
    opened.push(redis);
    // A queued command would wait for a Redis that never comes, and the test would time out.
    await expect(redis.client.call('PING')).rejects.toThrow();
    expect(await redis.status()).toBe('unreachable');
  });

  it('stops reconnecting once closed', async () => {
    const server = await startRedisServer();
    opened.push(server);
    const redis = createRedis(server.url, createTestLogger().logger);
    await vi.waitFor(async () => expect(await redis.status()).toBe(true), REDIS_WAIT);
    await redis.close();
    expect(redis.client.status).toBe('end');
    expect(await redis.status()).toBe('closed');
  });
});
