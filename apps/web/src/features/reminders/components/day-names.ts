import { REMINDER_DAYS, type ReminderDay } from '@steady/contracts';

/** 1 January 2024 was a Monday: the weekday names of the person's language, from Intl, Monday first. */
export const dayNames = (locale: string, width: 'long' | 'short'): Record<ReminderDay, string> => {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Object.fromEntries(REMINDER_DAYS.map((day, i) => [day, format.format(new Date(Date.UTC(2024, 0, 1 + i)))])) as Record<ReminderDay, string>;
};

/** The zone the browser is in, which the reminder keeps (the server checks it is a real one). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
