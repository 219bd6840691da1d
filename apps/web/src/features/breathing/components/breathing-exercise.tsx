import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { chosenPattern } from '../breathing-settings';
import { sessionPlan } from '../breathing-timer';
import { useBreathingSettings, useCueSupport } from '../hooks/use-breathing-settings';
import { useBreathingTimer } from '../hooks/use-breathing-timer';
import { usePhaseCues } from '../hooks/use-phase-cues';
import '../breathing.css';
import { BreathingSettingsPanel, describePhases, sessionSummary } from './breathing-settings-panel';
import { BreathingSquare } from './breathing-square';

type BreathingExerciseProps = {
  /**
   * Done after FINISHED!: records the completion where there is one to record, then leaves.
   * A rejected promise keeps the person here with a message and the buttons.
   */
  onDone: () => Promise<void> | void;
};

/**
 * Guided breathing (spec §4, §9): Start, then a count from 1 in the chosen pattern's phases (box by
 * default: Breathe in, Hold, Breathe out, Hold, four seconds each, four rounds), Pause and Resume, and
 * at the end 'FINISHED!' with Again (all rounds from 1) and Done. The spec's 'Continue' restarted the
 * rounds, which is not what the word promises. Screen readers hear each phase once, never every second;
 * voice and vibration, when chosen, come on top of the words, never instead of them.
 */
export function BreathingExercise({ onDone }: BreathingExerciseProps) {
  const [settings, updateSettings] = useBreathingSettings();
  const support = useCueSupport();
  const pattern = chosenPattern(settings);
  const timer = useBreathingTimer(sessionPlan(pattern.phases, settings.minutes));
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
  const phaseKey = `${run}-${round}-${phaseIndex}`;
  usePhaseCues(
    { voice: support.voice && settings.voice, vibrate: support.vibrate && settings.vibrate },
    status === 'running' ? { key: phaseKey, word: phase } : null,
  );

  return (
    <div className={`breathing breathing--${status}`} ref={rootRef}>
      <div className="breathing__stage">
        <BreathingSquare
          phase={active ? { kind: phaseKind, seconds: phaseSeconds } : null}
          complete={status === 'finished'}
          paused={status === 'paused'}
          phaseKey={phaseKey}
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
          ? `${pattern.name}: ${describePhases(pattern.phases)} seconds. ${sessionSummary(pattern.phases, settings.minutes)}`
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

      {status === 'idle' ? <BreathingSettingsPanel settings={settings} onChange={updateSettings} /> : null}

      {doneError ? (
        <p className="alert alert--error breathing__error" role="alert">
          We couldn&apos;t save that you finished. {doneError} Tap Done to try again.
        </p>
      ) : null}
    </div>
  );
}
