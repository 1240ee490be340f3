export { createRedis, type SharedRedis } from './create-redis.ts';
export { redisRateLimitStore } from './redis-rate-limit-store.ts';
