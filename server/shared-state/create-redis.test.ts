import { afterEach, describe, expect, it } from 'vitest';
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

async function eventually<T>(read: () => Promise<T>, wanted: T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  return last;
}

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
    expect(await eventually(() => redis.status(), true)).toBe(true);

    await server.stop();
    const reason = await eventually(() => redis.status(), 'unreachable');
    expect(reason).toBe('unreachable');
    // A PING can fail before the socket's close is reported, where the loss is logged.
    const logged = async () => lines().some((line) => line.includes('redis connection lost'));
    expect(await eventually(logged, true)).toBe(true);
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
    expect(await eventually(() => redis.status(), true)).toBe(true);
    await redis.close();
    expect(redis.client.status).toBe('end');
    expect(await redis.status()).toBe('closed');
  });
});
