import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestLogger } from '../../tests/support/test-logger.ts';
import { redisServerMissing, startRedisServer, type RedisServerProcess } from '../../tests/support/redis-server.ts';
import { createRedis, type SharedRedis } from '../shared-state/index.ts';
import { createInvalidationBus, INVALIDATION_CHANNEL } from './invalidation-bus.ts';
import type { PublishedChange } from './published-change.ts';

const change: PublishedChange = { brand: 'hippodrome', marketIds: ['gb'], paths: ['/'], nodeIds: [3101] };

/** An instance's side of the bus: what it dropped, and when it told the CDN, in order. */
function instance(redis?: SharedRedis) {
  const events: string[] = [];
  const bus = createInvalidationBus({
    redis,
    logger: createTestLogger().logger,
    apply: () => void events.push('dropped'),
    settled: () => void events.push('purged'),
    resync: () => void events.push('resync'),
  });
  return { bus, events };
}

describe('a published change', () => {
  it('without Redis is dropped here, then the CDN told', async () => {
    const alone = instance();
    expect(await alone.bus.publish([change])).toBe('local');
    expect(alone.events).toEqual(['dropped', 'purged']);
  });
});

describe.skipIf(redisServerMissing)('a published change over Redis', () => {
  let server: RedisServerProcess;
  const connections: SharedRedis[] = [];
  beforeAll(async () => {
    server = await startRedisServer({});
  });
  afterAll(async () => {
    for (const redis of connections) await redis.close();
    await server.stop();
  });
  const connected = () => {
    const redis = createRedis(server.url, createTestLogger().logger);
    connections.push(redis);
    return instance(redis);
  };

  it('is told to the CDN by every instance, each after dropping its own pages', async () => {
    const [accepting, other] = [connected(), connected()];
    const subscribers = async () => {
      const [, count] = (await connections[0]!.client.pubsub('NUMSUB', INVALIDATION_CHANNEL)) as [string, number];
      return count;
    };
    await vi.waitFor(async () => expect(await subscribers().catch(() => 0)).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(await accepting.bus.publish([change])).toBe('shared');
    await vi.waitFor(() => expect([accepting.events, other.events].every((events) => events.includes('purged'))).toBe(true), {
      timeout: 5000,
    });
    // The accepting instance drops at once, before anyone is told, and again as it hears its own message.
    expect(accepting.events).toEqual(['dropped', 'dropped', 'purged']);
    expect(other.events).toEqual(['dropped', 'purged']);
    await Promise.all([accepting.bus.close(), other.bus.close()]);
  });
});
