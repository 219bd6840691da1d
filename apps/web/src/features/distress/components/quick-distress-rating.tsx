import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSaveDistressRating } from '../api/save-distress-rating';
import '../distress.css';
import { DistressScale } from './distress-scale';
import { HighDistressSupport, isHighDistress } from './high-distress-support';

type QuickDistressRatingProps = {
  /** The practice session: the same id for this 'before' and the 'after' asked at the end. */
  sessionId: string;
  skill: string;
};

/**
 * The 'before' distress rating beside an exercise that has already begun: one tap, saved at once (or kept
 * on the device), changed by another tap, and never in the way. What helps me still gets its before and
 * after.
 */
export function QuickDistressRating({ sessionId, skill }: QuickDistressRatingProps) {
  const { t } = useLingui();
  const [value, setValue] = useState<number | null>(null);
  const save = useSaveDistressRating();
  const rate = (rating: number) => {
    setValue(rating);
    save.mutate({ id: sessionId, body: { skill, before: rating } });
  };
  return (
    <div className="distress-quick">
      <DistressScale compact label={t`If you like, one tap: how strong is your distress right now?`} value={value} onChange={rate} />
      <p className="muted distress-quick__note" role="status">
        {value === null ? null : <Trans>Noted. We&apos;ll ask again at the end, to see how this helped.</Trans>}
      </p>
      {isHighDistress(value) ? <HighDistressSupport /> : null}
    </div>
  );
}
