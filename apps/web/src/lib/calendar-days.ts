import { i18n } from '@lingui/core';
import { DATE_LOCALE } from '@steady/contracts';

/**
 * Diary dates are calendar days in the person's own time zone, written 'YYYY-MM-DD'. Arithmetic is
 * done on noon UTC of that day, so daylight-saving changes never shift a date.
 */
const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today (or the day of `now`) in the device's local time zone. */
export const localDate = (now: Date = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const noonUtc = (date: string) => Date.parse(`${date}T12:00:00Z`);

export const addDays = (date: string, days: number) => new Date(noonUtc(date) + days * DAY).toISOString().slice(0, 10);

/** The Monday of the week holding `date` (weeks run Monday to Sunday). */
export const mondayOf = (date: string) => {
  const weekday = (new Date(noonUtc(date)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
};

export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/**
 * The language dates are written in: the active one, with English (and the test-only pseudo-locale)
 * written as everywhere else in Steady, day before month (lib/format-date).
 */
const dateLocale = () => (i18n.locale === undefined || i18n.locale === 'en' || i18n.locale === 'pseudo' ? DATE_LOCALE : i18n.locale);

/** Called while rendering, so the words follow the language shown. */
const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(dateLocale(), { ...options, timeZone: 'UTC' }).format(noonUtc(date));

/** 'Mon 23' for a column heading. */
export const shortDay = (date: string) => format(date, { weekday: 'short', day: 'numeric' });
/** 'Monday, 23 November 2026'. */
export const longDay = (date: string) => format(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** '23 Nov'. */
export const dayMonth = (date: string) => format(date, { day: 'numeric', month: 'short' });
/** 'Oct' under a month's point in a chart. */
export const shortMonth = (date: string) => format(date, { month: 'short' });
/** 'October 2026'. */
export const monthYear = (date: string) => format(date, { month: 'long', year: 'numeric' });
