import { createMemoryStore, createRateLimiter, createRedisStore } from './rate-limit';
import { countingRedis, redisKeyPrefix } from './redis-client';
import { warnLog, withFallback } from './with-fallback';

/**
 * The process-wide limiter used by the account routes: in-process by default (one instance),
 * shared through Redis when REDIS_URL is set (several instances).
 */
const redis = countingRedis();
const store = redis
  ? withFallback(createRedisStore(redis, `${redisKeyPrefix()}:ratelimit:`), createMemoryStore(), {
      name: 'rate limits',
      log: warnLog,
      // Memory counts only while the connection is down, when commands are refused unsent. A command that
      // timed out on a live connection may have been counted in Redis, and memory has not seen the key's
      // earlier hits: answering from it restarts an account's budget mid-burst, so more passwords get checked
      // than the budget allows. Such a failure fails the request instead (closed, never open).
      unreachable: () => redis.status !== 'ready',
    })
  : createMemoryStore();

export const rateLimiter = createRateLimiter(store);
