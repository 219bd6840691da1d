import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness';

describe('checkReadiness', () => {
  it('is ready when every configured dependency answers', async () => {
    expect(await checkReadiness({ database: async () => undefined, redis: null }, 100)).toEqual({
      ready: true,
      checks: { database: 'ok', redis: 'not configured' },
    });
  });

  it('is not ready when one fails or hangs, and answers within its deadline', async () => {
    const started = Date.now();
    const result = await checkReadiness(
      { database: async () => undefined, redis: () => new Promise(() => undefined), other: async () => Promise.reject(new Error('down')) },
      50,
    );
    expect(result).toEqual({ ready: false, checks: { database: 'ok', redis: 'unreachable', other: 'unreachable' } });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
