import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff';

describe('retryDelay', () => {
  const options = { baseMs: 1000, maxMs: 60_000 };

  it('doubles with each attempt, from the base', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, options, () => 0))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('adds at most a fifth at random', () => {
    expect(retryDelay(3, options, () => 1)).toBe(4800);
    expect(retryDelay(3, options, () => 0.5)).toBe(4400);
  });

  it('never waits longer than the cap, however many attempts (no overflow)', () => {
    for (const n of [7, 10, 50, 1000, Number.MAX_SAFE_INTEGER]) expect(retryDelay(n, options, () => 1)).toBe(60_000);
  });

  it('treats a missing or zero attempt count as the first', () => {
    expect(retryDelay(0, options, () => 0)).toBe(1000);
  });
});
