import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe } from 'vitest';

/** Suites that need a real Redis (CI sets TEST_REDIS_URL; these machines run one on 127.0.0.1:6379). */
export const describeWithRedis = describe.skipIf(!process.env.TEST_REDIS_URL);

/** Call inside a suite: returns a maker of connections to the test Redis, all closed after the suite. */
export const redisClients = () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });
  return () => {
    const c = new Redis(process.env.TEST_REDIS_URL!);
    clients.push(c);
    return c;
  };
};

/** A key prefix of this test's own, so runs sharing the server never meet. */
export const testKeyPrefix = () => `steady:test:${randomBytes(4).toString('hex')}`;
