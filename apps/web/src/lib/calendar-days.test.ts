import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { readEnglishSourceMessages } from '@/testing/i18n';
import { addDays, dayMonth, localDate, longDay, mondayOf, shortDay, weekDates } from './calendar-days';

describe('diary dates', () => {
  it('reads today in the local time zone', () => {
    expect(localDate(new Date(2026, 10, 24, 0, 5))).toBe('2026-11-24');
    expect(localDate(new Date(2026, 10, 24, 23, 55))).toBe('2026-11-24');
  });

  it('adds days across months, years and clock changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('finds the Monday and the seven days of a week', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekDates('2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('names days plainly', () => {
    expect(shortDay('2026-11-23')).toBe('Mon 23');
    expect(longDay('2026-11-23')).toBe('Monday, 23 November 2026');
    expect(dayMonth('2026-11-29')).toBe('29 Nov');
  });

  it('names days in the language shown', () => {
    try {
      i18n.loadAndActivate({ locale: 'de', messages: {} });
      expect(longDay('2026-11-23')).toBe('Montag, 23. November 2026');
      i18n.loadAndActivate({ locale: 'pseudo', messages: {} });
      expect(longDay('2026-11-23')).toBe('Monday, 23 November 2026');
    } finally {
      readEnglishSourceMessages();
    }
  });
});
