import Redis from 'ioredis';
import { settings } from '../../config/env';

let client: Redis | undefined;

/** The process's one Redis connection when REDIS_URL is set (several instances share state through it). */
export const sharedRedis = (): Redis | undefined => {
  const url = settings().REDIS_URL;
  if (!url) return undefined;
  if (!client) {
    client = new Redis(url, {
      // A stalled Redis must not stall requests: a command gets half a second, and while the
      // connection is down commands fail at once (callers fall back to memory: shared/with-fallback).
      commandTimeout: 500,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // Reconnects by itself, forever, at most every 2 s.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    // Without a listener ioredis reports every failed reconnect as an unhandled error.
    client.on('error', () => undefined);
  }
  return client;
};

/** Every key this deployment keeps in Redis starts with this, so two deployments can share one server. */
export const redisKeyPrefix = () => settings().REDIS_KEY_PREFIX;

/** Closes the connection at shutdown (after the last request), so the process holds nothing open. */
export const closeSharedRedis = () => {
  client?.disconnect();
  client = undefined;
};
