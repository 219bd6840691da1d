import Redis from 'ioredis';
import { settings } from '../../config/env';

let client: Redis | undefined;
let countingClient: Redis | undefined;

/** The process's Redis connection when REDIS_URL is set (several instances share state through it); rate limits have their own. */
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

/**
 * The rate limiter's own connection to the same server (shared/rate-limiter-instance), whose commands get
 * 5 s rather than half a second. A command "times out" when its timer fires before this process has read
 * the answer, and that also happens with Redis answering in a millisecond while this process is busy:
 * concurrent sign-ins' bcrypt comparisons hold the event loop for seconds on a loaded machine. A count that
 * timed out must not be taken from memory instead (the budget would fail open: see the limiter), so the
 * limiter waits longer rather than fail such requests.
 */
export const countingRedis = (): Redis | undefined => {
  const shared = sharedRedis();
  if (shared && !countingClient) {
    countingClient = shared.duplicate({ commandTimeout: 5000 });
    countingClient.on('error', () => undefined);
  }
  return shared && countingClient;
};

/** Every key this deployment keeps in Redis starts with this, so two deployments can share one server. */
export const redisKeyPrefix = () => settings().REDIS_KEY_PREFIX;

/** Closes the connections at shutdown (after the last request), so the process holds nothing open. */
export const closeSharedRedis = () => {
  client?.disconnect();
  countingClient?.disconnect();
  client = undefined;
  countingClient = undefined;
};
