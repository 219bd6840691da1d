import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format-date';

describe('formatDate', () => {
  it('shows day-month-year with the month counted from 1', () => {
    expect(formatDate(new Date(2026, 2, 5, 12).toISOString())).toBe('05-03-2026');
    expect(formatDate(new Date(2025, 11, 31, 23, 30).toISOString())).toBe('31-12-2025');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  it('shows hours and minutes, 24-hour', () => {
    expect(formatTime(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('09:07');
    expect(formatTime(new Date(2026, 2, 5, 21, 45).toISOString())).toBe('21:45');
    expect(formatTime('nope')).toBe('');
  });
});
