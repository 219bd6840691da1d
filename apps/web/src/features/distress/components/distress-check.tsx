import { DISTRESS_HIGH } from '@steady/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RatingScale } from '@/components/ui/rating-scale';
import { paths, sosHref } from '@/config/paths';
import { useSaveDistressRating } from '../api/save-distress-rating';
import '../distress.css';

export const DISTRESS_QUESTION = 'How strong is your distress right now?';

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
  const [value, setValue] = useState<number | null>(null);
  const save = useSaveDistressRating();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const high = value !== null && value >= DISTRESS_HIGH;

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
        {phase === 'before' ? 'Before you start' : 'You made it through'}
      </h2>
      <p className="muted">
        {phase === 'before'
          ? 'A quick check-in. Rating it now and after helps you see which skills work for you.'
          : 'One more quick check-in, to see how this skill worked for you.'}
      </p>
      <RatingScale label={DISTRESS_QUESTION} labelClassName="distress-check__question" ends={['calm', 'worst']} max={10} value={value} onChange={setValue} />
      {high ? (
        <div className="notice notice--urgent distress-check__support" role="status">
          <p>That sounds really hard. You don&apos;t have to hold it alone: your plan and help are one tap away.</p>
          <div className="stack-row distress-check__row">
            <Link className="btn btn--secondary" to={paths.safetyPlan.getHref()}>
              My safety plan
            </Link>
            <Link className="btn btn--secondary distress-check__sos" to={sosHref()}>
              SOS
            </Link>
          </div>
        </div>
      ) : null}
      <div className="stack-row distress-check__row distress-check__actions">
        <Button onClick={() => finish(value)}>Continue</Button>
        <Button variant="secondary" onClick={() => finish(null)}>
          Skip
        </Button>
      </div>
    </div>
  );
}
