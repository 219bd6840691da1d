import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './calendar-file';

const event = {
  uid: 'r1abc@steady.test',
  title: 'A moment for you',
  description: 'One tap: how are you, 0 to 10?',
  url: 'https://steady.test/check-in?from=reminder',
  time: '09:00',
  days: ['MO', 'TH'] as const,
  timeZone: 'America/New_York',
  quietHours: null,
  now: new Date('2026-11-28T12:00:00Z'),
};

describe('calendarFile', () => {
  it('writes one weekly event at the local time with a display alarm, in CRLF lines', () => {
    const ics = calendarFile({ ...event, days: [...event.days] });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nDTSTART;TZID=America/New_York:20261130T090000\r\n');
    expect(unfolded).toContain('\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\n');
    expect(unfolded).toContain('\r\nUID:r1abc@steady.test\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20261128T120000Z\r\n');
    expect(unfolded).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:A moment for you\r\nTRIGGER:PT0S\r\nEND:VALARM/);
    expect(unfolded).toContain('DESCRIPTION:One tap: how are you\\, 0 to 10?\\nhttps://steady.test/check-in?from=reminder');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('moves the weekdays with a time that quiet hours carry into the next morning', () => {
    const ics = calendarFile({ ...event, days: ['SU'], time: '23:30', quietHours: { start: '22:00', end: '07:00' } });
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO\r\n');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261130T070000\r\n');
  });
});

describe('foldLine and escapeText', () => {
  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });
  it('escapes the characters TEXT reserves', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
});
