import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSaveDistressRating } from '../api/save-distress-rating';
import '../distress.css';
import { DistressScale } from './distress-scale';
import { HighDistressSupport, isHighDistress } from './high-distress-support';

/** A message: translate at render (`i18n._(DISTRESS_QUESTION)`). */
export const DISTRESS_QUESTION = msg`How strong is your distress right now?`;

export type DistressPhase = 'before' | 'after';

type DistressCheckProps = {
  /** One practice session: the same id for its 'before' and its 'after' (crypto.randomUUID()). */
  sessionId: string;
  /** A skill's slug (box breathing's for the breathing exercise). */
  skill: string;
  phase: DistressPhase;
  /** Called at once on Continue or Skip; the save goes on quietly in the background. */
  onDone: () => void;
};

/**
 * 'How strong is your distress right now?' 0–10 before and after a skill. It never blocks the skill:
 * Skip always works and the screen never waits for the save. At 9 or 10 it offers the safety plan and
 * SOS, and nothing more: it never contacts anyone.
 */
export function DistressCheck({ sessionId, skill, phase, onDone }: DistressCheckProps) {
  const { i18n } = useLingui();
  const [value, setValue] = useState<number | null>(null);
  const save = useSaveDistressRating();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const high = isHighDistress(value);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const finish = (rating: number | null) => {
    save.mutate({ id: sessionId, body: { skill, [phase]: rating } });
    onDone();
  };

  return (
    <div className="distress-check">
      <h2 className="distress-check__title" ref={headingRef} tabIndex={-1}>
        {phase === 'before' ? <Trans>Before you start</Trans> : <Trans>You made it through</Trans>}
      </h2>
      <p className="muted">
        {phase === 'before' ? (
          <Trans>A quick check-in. Rating it now and after helps you see which skills work for you.</Trans>
        ) : (
          <Trans>One more quick check-in, to see how this skill worked for you.</Trans>
        )}
      </p>
      <DistressScale label={i18n._(DISTRESS_QUESTION)} labelClassName="distress-check__question" value={value} onChange={setValue} />
      {high ? <HighDistressSupport /> : null}
      <div className="stack-row distress-check__row distress-check__actions">
        <Button onClick={() => finish(value)}>
          <Trans comment="distress check: save the rating and go on">Continue</Trans>
        </Button>
        <Button variant="secondary" onClick={() => finish(null)}>
          <Trans comment="distress check: go on without rating">Skip</Trans>
        </Button>
      </div>
    </div>
  );
}
