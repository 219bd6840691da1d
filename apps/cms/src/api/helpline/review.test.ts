import { describe, expect, it } from 'vitest';
import { isReviewOverdue, markReviewOverdue, reviewCutoff } from './review';

const now = new Date('2026-11-24T10:00:00Z');

describe('helpline review', () => {
  it('cuts off six months back, clamping to the end of a shorter month', () => {
    expect(reviewCutoff(now)).toBe('2026-05-24');
    expect(reviewCutoff(new Date('2026-08-31T00:00:00Z'))).toBe('2026-02-28');
    expect(reviewCutoff(new Date('2026-03-15T00:00:00Z'))).toBe('2025-09-15');
  });

  it('is overdue only when checked before the cutoff', () => {
    expect(isReviewOverdue('2026-05-23', now)).toBe(true);
    expect(isReviewOverdue('2026-05-24', now)).toBe(false);
    expect(isReviewOverdue('2026-11-24', now)).toBe(false);
    expect(isReviewOverdue(new Date('2020-01-01T00:00:00Z'), now)).toBe(true);
  });

  it('marks data that carries lastChecked and leaves other updates alone', () => {
    const old: Record<string, unknown> = { lastChecked: '2025-01-01' };
    markReviewOverdue(old, now);
    expect(old.reviewOverdue).toBe(true);
    const other: Record<string, unknown> = { name: 'x' };
    markReviewOverdue(other, now);
    expect(other).toEqual({ name: 'x' });
  });
});
