import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { newClientId } from '@/lib/client-id';
import { useHydrated } from '@/lib/use-hydrated';
import { roundSeconds, sessionPlan, type Phase } from '../breathing-timer';
import {
  BUILT_IN_PATTERNS,
  chosenPattern,
  MAX_CUSTOM_PATTERNS,
  patternFromValues,
  patternName,
  SESSION_MINUTES,
  type BreathingSettings,
  type CustomPatternValues,
} from '../breathing-settings';
import { useCueSupport } from '../hooks/use-breathing-settings';
import { CustomPatternForm } from './custom-pattern-form';

/** One phase in a pattern's outline: "in 4", "hold 7", "out 8". */
function describePhase({ kind, seconds }: Phase) {
  if (kind === 'in') return t({ message: `in ${seconds}`, comment: "A pattern's outline, 'In 4 · hold 7 · out 8': seconds breathing in" });
  if (kind === 'out') return t({ message: `out ${seconds}`, comment: "A pattern's outline, 'In 4 · hold 7 · out 8': seconds breathing out" });
  return t({ message: `hold ${seconds}`, comment: "A pattern's outline, 'In 4 · hold 7 · out 8': seconds holding the breath" });
}

/** "In 4 · hold 7 · out 8", in the active language (called while rendering). */
export function describePhases(phases: readonly Phase[]) {
  const outline = phases
    .filter((p) => p.seconds > 0)
    .map(describePhase)
    .join(' · ');
  return outline.charAt(0).toLocaleUpperCase(i18n.locale) + outline.slice(1);
}

type BreathingSettingsPanelProps = {
  settings: BreathingSettings;
  onChange: (change: Partial<BreathingSettings>) => void;
};

/**
 * Before Start: the pattern, how long, and the optional voice and vibration. Voice and vibration are
 * offered only where the browser has them.
 */
export function BreathingSettingsPanel({ settings, onChange }: BreathingSettingsPanelProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const support = useCueSupport();
  const hydrated = useHydrated();
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
    // Prerendered: until the code runs, a choice would be lost on hydration, so the choices wait for it.
    <div className="breathing-settings">
      <fieldset className="breathing-settings__group" disabled={!hydrated}>
        <legend className="breathing-settings__legend">
          <Trans comment="Heading of the choice of breathing pattern">Pattern</Trans>
        </legend>
        {patterns.map((p) => {
          const name = patternName(p, i18n);
          return (
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
                  <span className="breathing-settings__name">{name}</span> <span className="breathing-settings__detail">{describePhases(p.phases)}</span>
                </span>
              </label>
              {p.id.startsWith('custom-') ? (
                <Button variant="link" className="breathing-settings__remove" onClick={() => remove(p.id)} aria-label={t`Remove ${name}`}>
                  <Trans comment="Button: removes a breathing pattern the person made">Remove</Trans>
                </Button>
              ) : null}
            </div>
          );
        })}
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
            <Trans comment="Button: opens the form to make your own breathing pattern">Make your own</Trans>
          </Button>
        )}
      </fieldset>

      <fieldset className="breathing-settings__group" disabled={!hydrated}>
        <legend className="breathing-settings__legend">
          <Trans comment="Heading of the choice of how long the breathing session lasts">Length</Trans>
        </legend>
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
              <span>
                <Trans comment="Session length choice; min = minutes">{minutes} min</Trans>
              </span>
            </label>
          ))}
        </div>
        <p className="breathing-settings__detail">{sessionSummary(pattern.phases, settings.minutes)}</p>
      </fieldset>

      {support.voice || support.vibrate ? (
        <fieldset className="breathing-settings__group" disabled={!hydrated}>
          <legend className="breathing-settings__legend">
            <Trans comment="Heading: optional voice and vibration at each breathing step">Extra cues</Trans>
          </legend>
          {support.voice ? (
            <label className="checkbox">
              <input type="checkbox" className="checkbox__input" checked={settings.voice} onChange={(e) => onChange({ voice: e.target.checked })} />
              <span>
                <Trans>Say each step out loud</Trans>
              </span>
            </label>
          ) : null}
          {support.vibrate ? (
            <label className="checkbox">
              <input type="checkbox" className="checkbox__input" checked={settings.vibrate} onChange={(e) => onChange({ vibrate: e.target.checked })} />
              <span>
                <Trans>Vibrate at each step</Trans>
              </span>
            </label>
          ) : null}
          <p className="breathing-settings__detail">
            <Trans>The words on screen stay too.</Trans>
          </p>
        </fieldset>
      ) : null}
    </div>
  );
}

/**
 * "3 rounds, 57 seconds.": whole rounds, so the length is close to the minutes chosen. In the active
 * language (called while rendering).
 */
export function sessionSummary(phases: readonly Phase[], chosenMinutes: number) {
  const plan = sessionPlan(phases, chosenMinutes);
  const rounds = plan.rounds;
  const seconds = roundSeconds(plan.phases) * rounds;
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return t({
      message: `${plural(rounds, { one: '# round', other: '# rounds' })}, ${minutes} min.`,
      comment: 'Length of a breathing session; min = minutes',
    });
  }
  if (seconds < 120) {
    return t({
      message: `${plural(rounds, { one: '# round', other: '# rounds' })}, ${plural(seconds, { one: '# second', other: '# seconds' })}.`,
      comment: 'Length of a breathing session',
    });
  }
  const minutes = Math.floor(seconds / 60);
  const remainder = seconds % 60;
  return t({
    message: `${plural(rounds, { one: '# round', other: '# rounds' })}, ${minutes} min ${remainder} s.`,
    comment: 'Length of a breathing session; min = minutes, s = seconds',
  });
}
