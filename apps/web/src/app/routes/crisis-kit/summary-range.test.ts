import { describe, expect, it } from 'vitest';
import { customRange, mondaysIn, presetRange } from './summary-range';

// Saturday 28 November 2026.
const today = '2026-11-28';

describe('the summary’s days', () => {
  it('covers this week Monday to Sunday, or the last 2 or 4 weeks up to today', () => {
    expect(presetRange('week', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('twoWeeks', today)).toEqual({ from: '2026-11-15', to: today });
    expect(presetRange('fourWeeks', today)).toEqual({ from: '2026-11-01', to: today });
  });

  it('takes chosen days up to 92, in order, and says what is wrong otherwise', () => {
    expect(customRange('2026-08-29', today)).toEqual({ from: '2026-08-29', to: today });
    expect(customRange('2026-08-28', today)).toBe('tooLong');
    expect(customRange(today, '2026-11-27')).toBe('reversed');
    expect(customRange('', today)).toBe('missing');
    expect(customRange('2026-02-30', today)).toBe('missing');
  });

  it('lists the Monday of every week the days touch', () => {
    expect(mondaysIn(presetRange('week', today))).toEqual(['2026-11-23']);
    expect(mondaysIn(presetRange('twoWeeks', today))).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(mondaysIn({ from: '2026-11-23', to: '2026-11-23' })).toEqual(['2026-11-23']);
    expect(mondaysIn(presetRange('fourWeeks', today))).toHaveLength(5);
  });
});
