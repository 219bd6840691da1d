import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatMoney, formatTime } from './format';

describe('money', () => {
  it('writes minor units as currency, as in the US by default', () => {
    expect(formatMoney(499, 'usd')).toBe('$4.99');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    expect(formatMoney(123456, 'eur')).toBe('€1,234.56');
    expect(formatMoney(499, 'eur', 'de-DE')).toBe('4,99\u00a0€');
    expect(formatMoney(499, 'usd', 'en-GB')).toBe('US$4.99');
  });

  it('does not divide currencies without minor units, and survives odd input', () => {
    expect(formatMoney(500, 'jpy')).toBe('¥500');
    expect(formatMoney(null, 'usd')).toBe('—');
    expect(formatMoney(Number.NaN, 'usd')).toBe('—');
    expect(formatMoney(499, null)).toBe('$4.99');
    expect(formatMoney(499, 'not-a-code')).toBe('4.99 NOT-A-CODE');
  });
});

describe('dates', () => {
  it('writes day, short month and year, in the local time zone unless one is given', () => {
    expect(formatDate(new Date(2026, 11, 24, 12).toISOString())).toBe('24 Dec 2026');
    expect(formatDate(new Date(2026, 2, 5, 0, 5))).toBe('5 Mar 2026');
    expect(formatDate('2026-12-24T23:30:00Z', { timeZone: 'UTC' })).toBe('24 Dec 2026');
    expect(formatDate('2026-12-24T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('25 Dec 2026');
    expect(formatDate('2026-12-24T12:00:00Z', { locale: 'de-DE', timeZone: 'UTC' })).toBe('24. Dez. 2026');
  });

  it('adds a 24-hour time when the time matters', () => {
    expect(formatTime(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('09:07');
    expect(formatDateTime(new Date(2026, 2, 5, 21, 45).toISOString())).toBe('5 Mar 2026 at 21:45');
    expect(formatDateTime('2026-03-05T21:45:00Z', { timeZone: 'UTC' })).toBe('5 Mar 2026 at 21:45');
  });

  it('writes a calendar day as that day, whatever the time zone', () => {
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
