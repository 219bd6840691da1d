import Redis from 'ioredis';

let client: Redis | undefined;

/** The process's one Redis connection when REDIS_URL is set (several instances share state through it). */
export const sharedRedis = (): Redis | undefined => {
  if (!process.env.REDIS_URL) return undefined;
  client ??= new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return client;
};

/** Every key this deployment keeps in Redis starts with this, so two deployments can share one server. */
export const redisKeyPrefix = () => process.env.REDIS_KEY_PREFIX || 'steady';
