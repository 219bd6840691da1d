import type Redis from 'ioredis';

/**
 * Fixed-window rate limiter. In-process by default; counts are per key (an account or an address).
 * With several instances behind a load balancer, REDIS_URL makes the counts shared (see redis-store).
 */
export type RateLimitStore = {
  /** Adds one hit to key's current window and returns the hits counted in it. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes one hit back from key's current window, if it still has one (never below zero, never a new window). */
  release(key: string): Promise<void>;
  /** Forgets key's window, as if it had never been hit. */
  clear(key: string): Promise<void>;
};

export const createMemoryStore = (now: () => number = Date.now): RateLimitStore => {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowMs) {
      const t = now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return 1;
      }
      w.count += 1;
      return w.count;
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
};

export type Limit = { max: number; windowMs: number };

export const createRateLimiter = (store: RateLimitStore) => ({
  /** True when every key is still within its limit; every key is counted either way. */
  async allow(keys: string[], limit: Limit): Promise<boolean> {
    const counts = await Promise.all(keys.map((k) => store.hit(k, limit.windowMs)));
    return counts.every((c) => c <= limit.max);
  },

  /**
   * Counts an attempt before its outcome is known, so attempts made at once cannot all slip under
   * the limit; `undo` takes it back when the attempt turns out not to count (a successful sign-in).
   */
  async attempt(key: string, limit: Limit): Promise<{ allowed: boolean; count: number; undo: () => Promise<void> }> {
    const count = await store.hit(key, limit.windowMs);
    return { allowed: count <= limit.max, count, undo: () => store.release(key) };
  },

  /** Forgets every count of these keys (a completed password reset starts the account afresh). */
  async clear(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => store.clear(k)));
  },
});

/**
 * Counts in Redis, so every instance behind a load balancer shares one window per key.
 * INCR and PEXPIRE NX run in one transaction: the window starts with the first hit.
 */
export const createRedisStore = (redis: Redis, prefix = 'steady:ratelimit:'): RateLimitStore => ({
  async hit(key, windowMs) {
    const results = await redis
      .multi()
      .incr(prefix + key)
      .pexpire(prefix + key, windowMs, 'NX')
      .exec();
    const [error, count] = results?.[0] ?? [new Error('Redis transaction aborted'), 0];
    if (error) throw error;
    return Number(count);
  },
  async release(key) {
    // DECR only an existing window: a DECR on an expired key would start a window at -1 with no expiry.
    await redis.eval(
      "if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end return 0",
      1,
      prefix + key,
    );
  },
  async clear(key) {
    await redis.del(prefix + key);
  },
});
