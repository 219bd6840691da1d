import Redis from 'ioredis';
import { createMemoryStore, createRateLimiter, createRedisStore } from './rate-limit';

/**
 * The process-wide limiter used by the account routes: in-process by default (one instance),
 * shared through Redis when REDIS_URL is set (several instances).
 */
const store = process.env.REDIS_URL
  ? createRedisStore(new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }))
  : createMemoryStore();

export const rateLimiter = createRateLimiter(store);
