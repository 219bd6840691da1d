import { addDays, mondayOf } from '@/lib/calendar-days';

/**
 * The three views of the trends screen: four and thirteen weeks gathered by week (Monday to Sunday, as
 * the diary), twelve months by calendar month. Every range ends today, in the person's own days.
 */
export const TREND_PERIODS = ['4w', '3m', '12m'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

export type Bucket = { kind: 'week' | 'month'; start: string; end: string };

const WEEKS: Record<Exclude<TrendPeriod, '12m'>, number> = { '4w': 4, '3m': 13 };
const MONTHS = 12;

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const monthsBack = (date: string, n: number) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};
const lastOfMonth = (first: string) => addDays(monthsBack(first, -1), -1);
const earliest = (a: string, b: string) => (a < b ? a : b);

/** The buckets of a period, oldest first; the last one stops at today. */
export function bucketsFor(period: TrendPeriod, today: string): Bucket[] {
  if (period === '12m') {
    return Array.from({ length: MONTHS }, (_, i) => {
      const start = monthsBack(firstOfMonth(today), MONTHS - 1 - i);
      return { kind: 'month', start, end: earliest(lastOfMonth(start), today) };
    });
  }
  const weeks = WEEKS[period];
  const thisMonday = mondayOf(today);
  return Array.from({ length: weeks }, (_, i) => {
    const start = addDays(thisMonday, -7 * (weeks - 1 - i));
    return { kind: 'week', start, end: earliest(addDays(start, 6), today) };
  });
}

/** The days a period's buckets cover: what the trends are asked for. */
export const rangeOf = (buckets: readonly Bucket[]) => ({ from: buckets[0]!.start, to: buckets.at(-1)!.end });

/** How many days a bucket (or a range) holds, both ends included. */
export const daysIn = ({ start, end }: { start: string; end: string }) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
