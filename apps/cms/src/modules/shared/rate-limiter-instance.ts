import { createMemoryStore, createRateLimiter, createRedisStore } from './rate-limit';
import { redisKeyPrefix, sharedRedis } from './redis-client';
import { warnLog, withFallback } from './with-fallback';

/**
 * The process-wide limiter used by the account routes: in-process by default (one instance),
 * shared through Redis when REDIS_URL is set (several instances).
 */
const redis = sharedRedis();
const store = redis
  ? withFallback(createRedisStore(redis, `${redisKeyPrefix()}:ratelimit:`), createMemoryStore(), { name: 'rate limits', log: warnLog })
  : createMemoryStore();

export const rateLimiter = createRateLimiter(store);
