/**
 * The one way Steady shows a date: day, short month, year — '24 Dec 2026' — whatever the browser's
 * language (the spec's day-month-year, without the 05-03 vs 03-05 doubt), in the person's own time
 * zone. Times are 24-hour: '14:07'. The rules live in @steady/contracts, so emails write dates the same way.
 */
export { formatCalendarDay, formatDate, formatDateTime, formatTime } from '@steady/contracts';
