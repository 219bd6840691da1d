import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import './rating-scale.css';

type RatingScaleProps = {
  /** The question: the radio group's accessible name. */
  label: string;
  /** Shown under both ends of the scale, e.g. ['calm', 'worst']. */
  ends: readonly [string, string];
  min?: number;
  max: number;
  /** `null`: not answered (nothing is pre-selected). */
  value: number | null;
  onChange: (value: number) => void;
  /** A smaller question, e.g. in the diary's list of ratings. */
  compact?: boolean;
  labelClassName?: string;
};

/**
 * A row of big numbered radio buttons (one tap answers) named '0' … 'max', in a radio group named by
 * the question. The words for the ends describe the group, so each option keeps its plain number name.
 */
export function RatingScale({ label, ends, min = 0, max, value, onChange, compact = false, labelClassName }: RatingScaleProps) {
  const id = useId();
  const options = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={`${id}-ends`} className={`rating-scale${compact ? ' rating-scale--compact' : ''}`}>
      <p id={`${id}-label`} className={labelClassName ?? 'rating-scale__label'}>
        {label}
      </p>
      <div className="rating-scale__options" style={{ ['--options' as string]: options.length }}>
        {options.map((n) => (
          <label key={n} className="rating-scale__option">
            <input type="radio" className="rating-scale__input" name={id} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span className="rating-scale__number">{n}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-ends`} className="rating-scale__ends">
        <ScaleEnd value={min} word={ends[0]} />
        <ScaleEnd value={max} word={ends[1]} />
      </p>
    </div>
  );
}

/** The word under one end of the scale; screen readers hear which number it names, e.g. '0 is calm'. */
function ScaleEnd({ value, word }: { value: number; word: string }) {
  return (
    <span>
      <Trans comment="under one end of a rating scale; the number is read by screen readers only, e.g. '0 is calm'">
        <span className="visually-hidden">{value} is </span>
        {word}
      </Trans>
    </span>
  );
}
