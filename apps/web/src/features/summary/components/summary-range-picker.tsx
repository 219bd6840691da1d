import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export type RangeOption = 'week' | 'twoWeeks' | 'fourWeeks' | 'custom';

type SummaryRangePickerProps = {
  choice: RangeOption;
  onChoice: (choice: RangeOption) => void;
  customFrom: string;
  customTo: string;
  onCustom: (from: string, to: string) => void;
  /** What is wrong with the chosen days, in words; the summary keeps its last good days meanwhile. */
  problem?: string | undefined;
  maxDays: number;
};

/** Which days the summary covers: this week, the last 2 or 4 weeks, or chosen days. Not printed. */
export function SummaryRangePicker({ choice, onChoice, customFrom, customTo, onCustom, problem, maxDays }: SummaryRangePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const options: [RangeOption, string][] = [
    ['week', t({ message: 'This week', comment: 'summary range: Monday to Sunday of this week' })],
    ['twoWeeks', t`Last 2 weeks`],
    ['fourWeeks', t`Last 4 weeks`],
    ['custom', t({ message: 'Choose dates', comment: 'summary range: pick the first and last day' })],
  ];
  return (
    <fieldset className="summary-range no-print" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="field__label">
        <Trans>Days to cover</Trans>
      </legend>
      <div className="summary-range__options">
        {options.map(([value, label]) => (
          <label key={value} className="summary-range__option">
            <input type="radio" name={`${id}-range`} value={value} checked={choice === value} onChange={() => onChoice(value)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {choice === 'custom' ? (
        <div className="summary-range__dates">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-from`}>
              <Trans comment="summary range: the first day">From</Trans>
            </label>
            <input
              id={`${id}-from`}
              className="input"
              type="date"
              value={customFrom}
              onChange={(e) => onCustom(e.target.value, customTo)}
              aria-invalid={Boolean(problem)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-to`}>
              <Trans comment="summary range: the last day">To</Trans>
            </label>
            <input
              id={`${id}-to`}
              className="input"
              type="date"
              value={customTo}
              onChange={(e) => onCustom(customFrom, e.target.value)}
              aria-invalid={Boolean(problem)}
            />
          </div>
          <p className="field__hint">
            <Trans comment="maxDays: a number, 92">Up to {maxDays} days.</Trans>
          </p>
        </div>
      ) : null}
      {problem ? (
        <p className="field__error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
