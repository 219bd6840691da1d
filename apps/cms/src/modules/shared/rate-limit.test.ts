import { describe, expect, it } from 'vitest';
import { describeWithRedis, redisClients, testKeyPrefix } from '../../../test/redis';
import { createMemoryStore, createRateLimiter, createRedisStore } from './rate-limit';

describe('memory store', () => {
  it('allows max hits per window, then refuses until the window has passed', async () => {
    let now = 0;
    const limiter = createRateLimiter(createMemoryStore(() => now));
    const limit = { max: 3, windowMs: 1000 };
    const results: boolean[] = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.allow(['k'], limit));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.allow(['other'], limit)).toBe(true);
    now = 1000;
    expect(await limiter.allow(['k'], limit)).toBe(true);
  });

  it('takes back an attempt that does not count, never below zero', async () => {
    const limiter = createRateLimiter(createMemoryStore());
    const limit = { max: 2, windowMs: 60_000 };
    for (let i = 0; i < 5; i++) await (await limiter.attempt('k', limit)).undo();
    expect((await limiter.attempt('k', limit)).allowed).toBe(true);
    expect((await limiter.attempt('k', limit)).allowed).toBe(true);
    const third = await limiter.attempt('k', limit);
    expect(third.allowed).toBe(false);
    await third.undo();
    expect((await limiter.attempt('k', limit)).allowed).toBe(false);
  });

  it('refuses when any of several keys is over its limit', async () => {
    const limiter = createRateLimiter(createMemoryStore());
    const limit = { max: 1, windowMs: 60_000 };
    expect(await limiter.allow(['account', 'address-1'], limit)).toBe(true);
    expect(await limiter.allow(['account', 'address-2'], limit)).toBe(false);
  });

  it('clears a key, leaving others counted', async () => {
    const limiter = createRateLimiter(createMemoryStore());
    const limit = { max: 1, windowMs: 60_000 };
    for (const key of ['k', 'other']) await limiter.attempt(key, limit);
    await limiter.clear(['k']);
    expect(await limiter.attempt('k', limit)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.attempt('other', limit)).toMatchObject({ allowed: false, count: 2 });
  });
});

describeWithRedis('Redis store', () => {
  const client = redisClients();

  it('shares one count between two instances, and expires it with the window', async () => {
    const prefix = `${testKeyPrefix()}:`;
    const a = createRateLimiter(createRedisStore(client(), prefix));
    const b = createRateLimiter(createRedisStore(client(), prefix));
    const limit = { max: 2, windowMs: 300 };
    expect(await a.allow(['login:x'], limit)).toBe(true);
    expect(await b.allow(['login:x'], limit)).toBe(true);
    expect(await a.allow(['login:x'], limit)).toBe(false);
    expect(await b.allow(['login:x'], limit)).toBe(false);
    await new Promise((r) => setTimeout(r, 350));
    expect(await b.allow(['login:x'], limit)).toBe(true);
  });

  it('takes an attempt back on any instance, and never creates a window by doing so', async () => {
    const prefix = `${testKeyPrefix()}:`;
    const redis = client();
    const a = createRateLimiter(createRedisStore(redis, prefix));
    const b = createRateLimiter(createRedisStore(client(), prefix));
    const limit = { max: 1, windowMs: 60_000 };
    await (await a.attempt('k', limit)).undo();
    expect(await redis.get(`${prefix}k`)).toBe('0');
    await createRedisStore(redis, prefix).release('never');
    expect(await redis.exists(`${prefix}never`)).toBe(0);
    expect((await a.attempt('k', limit)).allowed).toBe(true);
    expect((await b.attempt('k', limit)).allowed).toBe(false);
  });

  it('clears a key for every instance', async () => {
    const prefix = `${testKeyPrefix()}:`;
    const a = createRateLimiter(createRedisStore(client(), prefix));
    const b = createRateLimiter(createRedisStore(client(), prefix));
    const limit = { max: 1, windowMs: 60_000 };
    await a.attempt('k', limit);
    await a.attempt('k', limit);
    await b.clear(['k']);
    expect(await a.attempt('k', limit)).toMatchObject({ allowed: true, count: 1 });
  });
});
