import { useLingui } from '@lingui/react/macro';
import { dayMonth, monthYear, shortMonth } from '@/lib/calendar-days';
import type { Bucket, TrendPeriod } from '../utils/periods';
import type { BucketLabel } from './trend-chart';

/** Each period's button and the words a sentence uses for it ('the last 4 weeks'). */
export function usePeriodWords(): Record<TrendPeriod, { button: string; span: string }> {
  const { t } = useLingui();
  return {
    '4w': {
      button: t({ message: '4 weeks', comment: 'Trends: button' }),
      span: t({ message: 'the last 4 weeks', comment: 'Trends: in a sentence, Over the last 4 weeks, …' }),
    },
    '3m': { button: t({ message: '3 months', comment: 'Trends: button' }), span: t({ message: 'the last 3 months', comment: 'Trends: in a sentence' }) },
    '12m': { button: t({ message: '12 months', comment: 'Trends: button' }), span: t({ message: 'the last 12 months', comment: 'Trends: in a sentence' }) },
  };
}

export type BucketWords = BucketLabel & { phrase: string };

/** A week or month as a chart's axis ('16 Nov', 'Oct'), the table ('Week of 16 Nov', 'October 2026') and a sentence. */
export function useBucketWords(): (bucket: Bucket) => BucketWords {
  const { t } = useLingui();
  return (bucket) => {
    if (bucket.kind === 'month') {
      const month = monthYear(bucket.start);
      return { short: shortMonth(bucket.start), long: month, phrase: month };
    }
    const day = dayMonth(bucket.start);
    return {
      short: day,
      long: t({ message: `Week of ${day}`, comment: 'Trends table row: the week starting on that Monday, e.g. Week of 16 Nov' }),
      phrase: t({ message: `the week of ${day}`, comment: 'Trends, inside a sentence: Your urges were lower in the week of 16 Nov than in …' }),
    };
  };
}
