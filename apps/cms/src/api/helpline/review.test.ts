import { describe, expect, it } from 'vitest';
import { isReviewOverdue, markReviewOverdue, reviewCutoff } from './review';

const now = new Date('2026-11-24T10:00:00Z');

describe('helpline review', () => {
  it('cuts off six months back, clamping to the end of a shorter month', () => {
    expect(reviewCutoff(now)).toBe('2026-05-24');
    expect(reviewCutoff(new Date('2026-08-31T00:00:00Z'))).toBe('2026-02-28');
    expect(reviewCutoff(new Date('2026-03-15T00:00:00Z'))).toBe('2025-09-15');
  });

  it('is overdue when never confirmed by a person, or confirmed before the cutoff', () => {
    expect(isReviewOverdue('2026-05-23', 'Ana', now)).toBe(true);
    expect(isReviewOverdue('2026-05-24', 'Ana', now)).toBe(false);
    expect(isReviewOverdue('2026-11-24', 'Ana', now)).toBe(false);
    expect(isReviewOverdue(new Date('2020-01-01T00:00:00Z'), 'Ana', now)).toBe(true);
    expect(isReviewOverdue(null, null, now)).toBe(true);
    // A date nobody vouches for (an older seed wrote one) is no check.
    expect(isReviewOverdue('2026-11-24', null, now)).toBe(true);
    expect(isReviewOverdue('2026-11-24', '  ', now)).toBe(true);
  });

  it('marks a new entry and data that carries lastChecked, and leaves other updates alone', () => {
    const fresh: Record<string, unknown> = { name: 'New line' };
    markReviewOverdue(fresh, { creating: true }, now);
    expect(fresh.reviewOverdue).toBe(true);
    const old: Record<string, unknown> = { lastChecked: '2025-01-01', checkedBy: 'Ana' };
    markReviewOverdue(old, { creating: false }, now);
    expect(old.reviewOverdue).toBe(true);
    const checked: Record<string, unknown> = { lastChecked: '2026-11-20', checkedBy: 'Ana' };
    markReviewOverdue(checked, { creating: false }, now);
    expect(checked.reviewOverdue).toBe(false);
    const other: Record<string, unknown> = { name: 'x' };
    markReviewOverdue(other, { creating: false }, now);
    expect(other).toEqual({ name: 'x' });
  });

  it('refuses a check date without who checked', () => {
    expect(() => markReviewOverdue({ lastChecked: '2026-11-20' }, { creating: false }, now)).toThrow(/who checked/);
    expect(() => markReviewOverdue({ lastChecked: '2026-11-20', checkedBy: '' }, { creating: true }, now)).toThrow(/who checked/);
  });
});
