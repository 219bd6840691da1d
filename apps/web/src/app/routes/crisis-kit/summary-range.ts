import { SHARE_RANGE_MAX_DAYS, daysInRange, diaryDateSchema } from '@steady/contracts';
import { addDays, mondayOf } from '@/lib/calendar-days';

/** The summary's days: this week (Monday to Sunday), the last 2 or 4 weeks up to today, or chosen days. */
export type SummaryRangeChoice = 'week' | 'twoWeeks' | 'fourWeeks' | 'custom';
export type DayRange = { from: string; to: string };
export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

export const SUMMARY_RANGE_MAX_DAYS = SHARE_RANGE_MAX_DAYS;

export function presetRange(choice: Exclude<SummaryRangeChoice, 'custom'>, today: string): DayRange {
  if (choice === 'week') {
    const monday = mondayOf(today);
    return { from: monday, to: addDays(monday, 6) };
  }
  return { from: addDays(today, choice === 'twoWeeks' ? -13 : -27), to: today };
}

/** Chosen days, checked as the server checks a shared link's: real dates, in order, at most 92 days. */
export function customRange(from: string, to: string): DayRange | RangeProblem {
  if (!diaryDateSchema.safeParse(from).success || !diaryDateSchema.safeParse(to).success) return 'missing';
  const days = daysInRange(from, to);
  if (days < 1) return 'reversed';
  if (days > SUMMARY_RANGE_MAX_DAYS) return 'tooLong';
  return { from, to };
}

/** The Monday of every week the range touches, in order: the diary is shown a week at a time. */
export function mondaysIn({ from, to }: DayRange): string[] {
  const mondays: string[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) mondays.push(monday);
  return mondays;
}
