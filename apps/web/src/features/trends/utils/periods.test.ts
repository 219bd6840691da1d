import { TRENDS_RANGE_MAX_DAYS } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { bucketsFor, daysIn, rangeOf } from './periods';

// A Saturday.
const TODAY = '2026-11-28';

describe('trend periods', () => {
  it('4 weeks: Monday-to-Sunday weeks ending with this one, which stops today', () => {
    const buckets = bucketsFor('4w', TODAY);
    expect(buckets.map((b) => [b.start, b.end])).toEqual([
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
      ['2026-11-16', '2026-11-22'],
      ['2026-11-23', '2026-11-28'],
    ]);
    expect(buckets.every((b) => b.kind === 'week')).toBe(true);
  });

  it('3 months: thirteen weeks', () => {
    const buckets = bucketsFor('3m', TODAY);
    expect(buckets).toHaveLength(13);
    expect(rangeOf(buckets)).toEqual({ from: '2026-08-31', to: TODAY });
  });

  it('12 months: calendar months across the new year, each to its last day', () => {
    const buckets = bucketsFor('12m', TODAY);
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toEqual({ kind: 'month', start: '2025-12-01', end: '2025-12-31' });
    expect(buckets[2]).toEqual({ kind: 'month', start: '2026-02-01', end: '2026-02-28' });
    expect(buckets[11]).toEqual({ kind: 'month', start: '2026-11-01', end: TODAY });
  });

  it('never asks for more days than the server gives, whatever the day', () => {
    for (const today of ['2026-12-31', '2028-02-29', '2026-01-01', '2027-03-31']) {
      for (const period of ['4w', '3m', '12m'] as const) {
        expect(daysIn({ start: rangeOf(bucketsFor(period, today)).from, end: today })).toBeLessThanOrEqual(TRENDS_RANGE_MAX_DAYS);
      }
    }
  });
});
