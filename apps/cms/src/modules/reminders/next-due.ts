import { REMINDER_DAYS, type ReminderDay } from '@steady/contracts';

/**
 * When a reminder is next due, as an instant (decision 027). The person's wall clock rules: a 09:00
 * reminder stays 09:00 in their zone across daylight-saving changes. A wall time the spring-forward
 * day skips goes to the first minute that exists after it; a time the fall-back day has twice is due
 * once, at its first occurrence. Quiet hours move a time inside them to their end (the next morning
 * for a time late at night).
 */
export type Schedule = {
  time: string;
  days: readonly ReminderDay[];
  timeZone: string;
  quietHours: { start: string; end: string } | null;
};

const MINUTE = 60_000;
const DAY = 86_400_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The wall clock at `instant` in `timeZone`, written as if it were UTC (so wall times compare as numbers). */
export const wallClock = (instant: number, timeZone: string): number => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute));
};

/** The first instant whose wall clock shows `wall` (or, in a skipped hour, the first existing minute after it). */
export const instantOfWallClock = (wall: number, timeZone: string): number => {
  const offsets = [...new Set([wallClock(wall - DAY, timeZone) - (wall - DAY), wallClock(wall + DAY, timeZone) - (wall + DAY)])];
  const exact = offsets.map((offset) => wall - offset).filter((instant) => wallClock(instant, timeZone) === wall);
  if (exact.length) return Math.min(...exact);
  // Skipped by the clocks going forward: the transition itself, the first minute shown after `wall`.
  const [from, to] = [Math.min(...offsets.map((o) => wall - o)), Math.max(...offsets.map((o) => wall - o))];
  for (let instant = from; instant <= to; instant += MINUTE) if (wallClock(instant, timeZone) > wall) return instant;
  return to;
};

/** Minutes after the local midnight of its day at which a reminder set for `time` rings, quiet hours applied. */
export const effectiveMinutes = (time: string, quietHours: Schedule['quietHours']): number => {
  const at = minutesOf(time);
  if (!quietHours) return at;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return at;
  if (start < end) return at >= start && at < end ? end : at;
  // Over midnight (22:00–07:00): late evening moves to the next morning, early morning to its end.
  if (at >= start) return end + 24 * 60;
  if (at < end) return end;
  return at;
};

/** The next instant strictly after `after` at which the schedule is due. */
export const nextDueAfter = (schedule: Schedule, after: Date): Date => {
  const afterMs = after.getTime();
  const minutes = effectiveMinutes(schedule.time, schedule.quietHours);
  const today = Math.floor(wallClock(afterMs, schedule.timeZone) / DAY) * DAY;
  for (let day = today - 2 * DAY; day <= today + 9 * DAY; day += DAY) {
    const weekday = REMINDER_DAYS[(new Date(day).getUTCDay() + 6) % 7];
    if (!schedule.days.includes(weekday)) continue;
    const due = instantOfWallClock(day + minutes * MINUTE, schedule.timeZone);
    if (due > afterMs) return new Date(due);
  }
  throw new Error('A reminder without days has no next time');
};

/** The local calendar day (YYYY-MM-DD) of an instant in a zone: 'one reminder a day' counts these. */
export const localDay = (instant: Date, timeZone: string): string => new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);
