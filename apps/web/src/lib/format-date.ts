/**
 * The one way Steady shows a date: day, short month, year — '24 Dec 2026' — whatever the browser's
 * language (the spec's day-month-year, without the 05-03 vs 03-05 doubt), in the person's own time
 * zone. Times are 24-hour: '14:07'.
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const calendarDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

type DateInput = string | number | Date | null | undefined;

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '24 Dec 2026'; '—' when there is no date or it cannot be read. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '—';
}

/** '14:07'; '—' when unknown. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : '—';
}

/** '24 Dec 2026 at 14:07'; '—' when unknown. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${dateFormat.format(date)} at ${timeFormat.format(date)}` : '—';
}

/** A calendar day written 'YYYY-MM-DD' (no time, no zone): '2026-11-12' → '12 Nov 2026', never shifted a day. */
export function formatCalendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatDate(day);
  const date = toDate(`${day}T12:00:00Z`);
  return date ? calendarDayFormat.format(date) : '—';
}
