import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('the outbox retry delay', () => {
  it('doubles from the base after each failed attempt, up to the cap', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 1000, 10_000, none))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect(retryDelayMs(500, 1000, 10_000, none)).toBe(10_000);
  });

  it('takes at most a fifth off at random, so instances that failed together spread out', () => {
    expect(retryDelayMs(3, 1000, 10_000, () => 1)).toBe(3200);
    expect(retryDelayMs(3, 1000, 10_000, () => 0.5)).toBe(3600);
  });
});
