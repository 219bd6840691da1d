import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { newClientId } from '@/lib/client-id';
import { PHASE_WORDS, roundSeconds, sessionPlan, type Phase } from '../breathing-timer';
import {
  BUILT_IN_PATTERNS,
  chosenPattern,
  MAX_CUSTOM_PATTERNS,
  patternFromValues,
  SESSION_MINUTES,
  type BreathingSettings,
  type CustomPatternValues,
} from '../breathing-settings';
import { useCueSupport } from '../hooks/use-breathing-settings';
import { CustomPatternForm } from './custom-pattern-form';

/** "In 4 · hold 7 · out 8" */
export const describePhases = (phases: readonly Phase[]) =>
  phases
    .filter((p) => p.seconds > 0)
    .map((p, i) => {
      const word = p.kind === 'in' ? 'in' : p.kind === 'out' ? 'out' : PHASE_WORDS[p.kind].toLowerCase();
      return `${i === 0 ? word[0]!.toUpperCase() + word.slice(1) : word} ${p.seconds}`;
    })
    .join(' · ');

type BreathingSettingsPanelProps = {
  settings: BreathingSettings;
  onChange: (change: Partial<BreathingSettings>) => void;
};

/**
 * Before Start: the pattern, how long, and the optional voice and vibration. Voice and vibration are
 * offered only where the browser has them.
 */
export function BreathingSettingsPanel({ settings, onChange }: BreathingSettingsPanelProps) {
  const id = useId();
  const support = useCueSupport();
  const [making, setMaking] = useState(false);
  const makeRef = useRef<HTMLButtonElement>(null);
  const pattern = chosenPattern(settings);
  const patterns = [...BUILT_IN_PATTERNS, ...settings.custom];

  const save = (values: CustomPatternValues) => {
    const made = patternFromValues(`custom-${newClientId()}`, values);
    onChange({ custom: [...settings.custom, made].slice(-MAX_CUSTOM_PATTERNS), patternId: made.id });
    setMaking(false);
    // The new pattern is chosen; its radio takes focus so the person hears it.
    requestAnimationFrame(() => document.getElementById(`${id}-${made.id}`)?.focus());
  };

  const remove = (removed: string) => {
    onChange({
      custom: settings.custom.filter((p) => p.id !== removed),
      patternId: settings.patternId === removed ? 'box' : settings.patternId,
    });
    makeRef.current?.focus();
  };

  return (
    <div className="breathing-settings">
      <fieldset className="breathing-settings__group">
        <legend className="breathing-settings__legend">Pattern</legend>
        {patterns.map((p) => (
          <div key={p.id} className="form__row">
            <label className="breathing-settings__choice">
              <input
                type="radio"
                id={`${id}-${p.id}`}
                className="checkbox__input"
                name={`${id}-pattern`}
                checked={p.id === pattern.id}
                onChange={() => onChange({ patternId: p.id })}
              />
              <span>
                <span className="breathing-settings__name">{p.name}</span> <span className="breathing-settings__detail">{describePhases(p.phases)}</span>
              </span>
            </label>
            {p.id.startsWith('custom-') ? (
              <Button variant="link" className="breathing-settings__remove" onClick={() => remove(p.id)} aria-label={`Remove ${p.name}`}>
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {making ? (
          <CustomPatternForm
            onSave={save}
            onCancel={() => {
              setMaking(false);
              requestAnimationFrame(() => makeRef.current?.focus());
            }}
          />
        ) : (
          <Button ref={makeRef} variant="secondary" className="breathing-settings__make" onClick={() => setMaking(true)}>
            Make your own
          </Button>
        )}
      </fieldset>

      <fieldset className="breathing-settings__group">
        <legend className="breathing-settings__legend">Length</legend>
        <div className="breathing-settings__row">
          {SESSION_MINUTES.map((minutes) => (
            <label key={minutes} className="breathing-settings__choice">
              <input
                type="radio"
                className="checkbox__input"
                name={`${id}-minutes`}
                checked={settings.minutes === minutes}
                onChange={() => onChange({ minutes })}
              />
              <span>{minutes} min</span>
            </label>
          ))}
        </div>
        <p className="breathing-settings__detail">{sessionSummary(pattern.phases, settings.minutes)}</p>
      </fieldset>

      {support.voice || support.vibrate ? (
        <fieldset className="breathing-settings__group">
          <legend className="breathing-settings__legend">Extra cues</legend>
          {support.voice ? (
            <label className="checkbox">
              <input type="checkbox" className="checkbox__input" checked={settings.voice} onChange={(e) => onChange({ voice: e.target.checked })} />
              <span>Say each step out loud</span>
            </label>
          ) : null}
          {support.vibrate ? (
            <label className="checkbox">
              <input type="checkbox" className="checkbox__input" checked={settings.vibrate} onChange={(e) => onChange({ vibrate: e.target.checked })} />
              <span>Vibrate at each step</span>
            </label>
          ) : null}
          <p className="breathing-settings__detail">The words on screen stay too.</p>
        </fieldset>
      ) : null}
    </div>
  );
}

/** "3 rounds, 57 seconds": whole rounds, so the length is close to the minutes chosen. */
export function sessionSummary(phases: readonly Phase[], minutes: number) {
  const plan = sessionPlan(phases, minutes);
  const seconds = roundSeconds(plan.phases) * plan.rounds;
  const time = seconds % 60 === 0 ? `${seconds / 60} min` : seconds < 120 ? `${seconds} seconds` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${plan.rounds} ${plan.rounds === 1 ? 'round' : 'rounds'}, ${time}.`;
}
