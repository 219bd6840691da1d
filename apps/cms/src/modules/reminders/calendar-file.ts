import { REMINDER_DAYS, type ReminderDay } from '@steady/contracts';
import { effectiveMinutes, nextDueAfter, wallClock, type Schedule } from './next-due';

/**
 * A reminder as an iCalendar file (RFC 5545) the person adds to their own calendar: one weekly repeating
 * event at their wall-clock time in their IANA zone (TZID, which calendars resolve themselves) with an
 * alarm that shows on time. Lines end in CRLF and are folded at 75 octets, never inside a character.
 */
export type CalendarEvent = Schedule & {
  uid: string;
  title: string;
  description: string;
  url: string;
  now: Date;
};

/** TEXT value escaping (RFC 5545 §3.3.11). */
export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line into lines of at most 75 octets; continuation lines start with one space. */
export const foldLine = (line: string): string => {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
};

const pad = (n: number) => String(n).padStart(2, '0');
/** 20261130T090000 from a wall clock kept as a UTC number; with `z` an instant in UTC. */
const stamp = (ms: number, z = false) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00${z ? 'Z' : ''}`;
};

/** Quiet hours can carry a late time into the next morning: the weekdays move with it. */
const shiftedDays = (days: readonly ReminderDay[], shift: number) => REMINDER_DAYS.filter((_, i) => days.includes(REMINDER_DAYS[(i - shift + 7) % 7]));

export const calendarFile = (event: CalendarEvent): string => {
  const first = nextDueAfter(event, event.now);
  const shift = effectiveMinutes(event.time, event.quietHours) >= 24 * 60 ? 1 : 0;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.now.getTime(), true)}`,
    `DTSTART;TZID=${event.timeZone}:${stamp(wallClock(first.getTime(), event.timeZone))}`,
    'DURATION:PT5M',
    `RRULE:FREQ=WEEKLY;BYDAY=${shiftedDays(event.days, shift).join(',')}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n${event.url}`)}`,
    `URL:${event.url}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.title)}`,
    'TRIGGER:PT0S',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
};
