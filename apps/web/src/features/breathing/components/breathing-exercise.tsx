import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { takeEarlyTap } from '@/lib/early-tap';
import { useHydrated } from '@/lib/use-hydrated';
import { chosenPattern, patternName } from '../breathing-settings';
import { phaseWord, sessionPlan } from '../breathing-timer';
import { useBreathingSettings, useCueSupport } from '../hooks/use-breathing-settings';
import { useBreathingTimer } from '../hooks/use-breathing-timer';
import { usePhaseCues } from '../hooks/use-phase-cues';
import '../breathing.css';
import { BreathingSettingsPanel, describePhases, sessionSummary } from './breathing-settings-panel';
import { BreathingSquare } from './breathing-square';

/** The Start button's name for a tap made before the page's code ran. */
const EARLY_START = 'breathing-start';

type BreathingExerciseProps = {
  /**
   * Done after FINISHED!: records the completion where there is one to record, then leaves.
   * A rejected promise keeps the person here with a message and the buttons.
   */
  onDone: () => Promise<void> | void;
  /** Shown under the exercise until it finishes (the one-tap 'before' rating): never beside FINISHED!. */
  beside?: ReactNode;
};

/**
 * Guided breathing (spec §4, §9): Start, then a count from 1 in the chosen pattern's phases (box by
 * default: Breathe in, Hold, Breathe out, Hold, four seconds each, four rounds), Pause and Resume, and
 * at the end 'FINISHED!' with Again (all rounds from 1) and Done. The spec's 'Continue' restarted the
 * rounds, which is not what the word promises. Screen readers hear each phase once, never every second;
 * voice and vibration, when chosen, come on top of the words, never instead of them.
 */
export function BreathingExercise({ onDone, beside }: BreathingExerciseProps) {
  const { i18n, t } = useLingui();
  const [settings, updateSettings] = useBreathingSettings();
  const support = useCueSupport();
  // Prerendered: a tap on Start before the code runs is kept (lib/early-tap) and acted on once it is here.
  const hydrated = useHydrated();
  const pattern = chosenPattern(settings);
  const timer = useBreathingTimer(sessionPlan(pattern.phases, settings.minutes));
  const [run, setRun] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [doneError, setDoneError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const { status, tick, totalTicks, phaseKind, phaseIndex, phaseSeconds, round, rounds, secondInPhase, msIntoPhase } = timer;

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

  useEffect(() => {
    if (hydrated && status === 'idle' && takeEarlyTap(EARLY_START)) begin();
    // Only when the code arrives: `begin` and `status` change with every second.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

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

  // The cue in the language shown now (the timer's own `phase` was worded when its view was made).
  const phase = phaseWord(phaseKind, i18n);
  const paused = t({ message: 'Paused', comment: 'Breathing exercise state' });
  const finished = t({ message: 'FINISHED!', comment: 'Breathing exercise: the session is over' });
  const announcement =
    status === 'running'
      ? phaseIndex === 0 && round > 1
        ? t({ message: `Round ${round} of ${rounds}. ${phase}`, comment: 'Screen reader announcement at a new round; {phase} is the cue, e.g. Breathe in' })
        : phase
      : status === 'paused'
        ? paused
        : status === 'finished'
          ? finished
          : '';

  const name = patternName(pattern, i18n);
  const outline = describePhases(pattern.phases);
  const summary = sessionSummary(pattern.phases, settings.minutes);

  const active = status === 'running' || status === 'paused';
  const phaseKey = `${run}-${round}-${phaseIndex}`;
  usePhaseCues(
    { voice: support.voice && settings.voice, vibrate: support.vibrate && settings.vibrate },
    status === 'running' ? { key: phaseKey, kind: phaseKind } : null,
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
          {status === 'idle' ? (
            <p className="breathing__phase breathing__phase--idle">
              <Trans>Ready when you are</Trans>
            </p>
          ) : null}
          {active ? (
            <>
              <p className="breathing__phase">{status === 'paused' ? paused : phase}</p>
              <p className="breathing__count">
                <Trans comment="Breathing count: second {tick} of the session's {totalTicks}">
                  <span className="breathing__count-number">{tick}</span>
                  <span className="breathing__count-total"> of {totalTicks}</span>
                </Trans>
              </p>
              <p className="breathing__second" aria-hidden="true">
                {status === 'paused' ? phase : `${secondInPhase} / ${phaseSeconds}`}
              </p>
            </>
          ) : null}
          {status === 'finished' ? <p className="breathing__phase breathing__phase--finished">{finished}</p> : null}
        </div>
      </div>

      <p className="breathing__round">
        {status === 'idle' ? (
          <Trans comment="Before Start, e.g. '4-7-8: In 4 · hold 7 · out 8 seconds. 3 rounds, 57 seconds.'">
            {name}: {outline} seconds. {summary}
          </Trans>
        ) : status === 'finished' ? (
          <Trans>Well done. Notice how your body feels now.</Trans>
        ) : (
          <Trans>
            Round {round} of {rounds}
          </Trans>
        )}
      </p>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <div className="breathing__controls">
        {status === 'finished' ? (
          <>
            <Button ref={doneRef} onClick={() => void done()} loading={leaving} loadingLabel={t`Saving…`}>
              <Trans comment="Button after the breathing session ends">Done</Trans>
            </Button>
            <Button variant="secondary" onClick={begin} disabled={leaving}>
              <Trans comment="Button: breathe the whole session again">Again</Trans>
            </Button>
          </>
        ) : (
          <button
            type="button"
            ref={controlRef}
            className={`btn ${status === 'running' ? 'btn--secondary' : 'btn--primary'} breathing__control`}
            data-early-tap={status === 'idle' && !hydrated ? EARLY_START : undefined}
            onClick={status === 'idle' ? begin : status === 'running' ? timer.pause : timer.resume}
          >
            <span>
              {status === 'idle' ? (
                <>
                  <span className="breathing__start-word">
                    <Trans comment="Button: start the breathing exercise">Start</Trans>
                  </span>
                  {hydrated ? null : (
                    <span className="breathing__getting-ready">
                      <Trans comment="Button: tapped before the page could start the exercise; it starts by itself in a moment">Getting ready…</Trans>
                    </span>
                  )}
                </>
              ) : status === 'running' ? (
                <Trans comment="Button: pause the breathing exercise">Pause</Trans>
              ) : (
                <Trans comment="Button: resume the breathing exercise">Resume</Trans>
              )}
            </span>
          </button>
        )}
      </div>

      {status === 'idle' ? <BreathingSettingsPanel settings={settings} onChange={updateSettings} /> : null}

      {status === 'finished' ? null : beside}

      {doneError ? (
        <p className="alert alert--error breathing__error" role="alert">
          <Trans>We couldn&apos;t save that you finished. {doneError} Tap Done to try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
