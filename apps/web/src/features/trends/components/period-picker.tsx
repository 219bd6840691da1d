import { useLingui } from '@lingui/react/macro';
import { TREND_PERIODS, type TrendPeriod } from '../utils/periods';
import { usePeriodWords } from './period-words';

/** Four weeks, three months or twelve months: one pressed at a time, like the diary's day buttons. */
export function PeriodPicker({ value, onChange }: { value: TrendPeriod; onChange: (period: TrendPeriod) => void }) {
  const { t } = useLingui();
  const words = usePeriodWords();
  return (
    <div
      className="trend-periods"
      role="group"
      aria-label={t({ message: 'Time to show', comment: 'Trends: group of buttons, 4 weeks / 3 months / 12 months' })}
    >
      {TREND_PERIODS.map((period) => (
        <button key={period} type="button" className="btn btn--secondary" aria-pressed={period === value} onClick={() => onChange(period)}>
          {words[period].button}
        </button>
      ))}
    </div>
  );
}
