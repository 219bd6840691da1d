import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatTime } from './format-date';

describe('one date format', () => {
  it('shows day, short month and year in the local time zone', () => {
    expect(formatDate(new Date(2026, 11, 24, 12).toISOString())).toBe('24 Dec 2026');
    expect(formatDate(new Date(2026, 2, 5, 0, 5))).toBe('5 Mar 2026');
    expect(formatDate(new Date(2025, 11, 31, 23, 30).getTime())).toBe('31 Dec 2025');
  });

  it('adds a 24-hour time when the time matters', () => {
    expect(formatTime(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('09:07');
    expect(formatDateTime(new Date(2026, 2, 5, 21, 45).toISOString())).toBe('5 Mar 2026 at 21:45');
  });

  it('shows a calendar day as that day, whatever the time zone', () => {
    expect(formatCalendarDay('2026-11-12')).toBe('12 Nov 2026');
    expect(formatCalendarDay('2026-01-01')).toBe('1 Jan 2026');
  });

  it('shows a dash for a date that is missing or unreadable', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('—');
      expect(formatDateTime(value)).toBe('—');
    }
    expect(formatTime('nope')).toBe('—');
  });
});
