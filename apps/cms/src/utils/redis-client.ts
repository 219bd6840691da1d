import Redis from 'ioredis';
import { settings } from '../config/env';

let client: Redis | undefined;

/** The process's one Redis connection when REDIS_URL is set (several instances share state through it). */
export const sharedRedis = (): Redis | undefined => {
  const url = settings().REDIS_URL;
  if (!url) return undefined;
  client ??= new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return client;
};

/** Every key this deployment keeps in Redis starts with this, so two deployments can share one server. */
export const redisKeyPrefix = () => settings().REDIS_KEY_PREFIX;
