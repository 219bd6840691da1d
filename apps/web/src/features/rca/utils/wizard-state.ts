import { msg } from '@lingui/core/macro';
import type { AnalysisBody } from '@steady/contracts';

/**
 * The chain-analysis wizard of spec §2/§4/§5 as a pure state machine (no React, no network):
 * step 0 Trigger → 1 Emotion → 2 Immediate Thought.
 *
 * - Going back is always allowed; going forward needs at least one choice in the current step,
 *   and the step's options must be loaded (they depend on the earlier choices).
 * - Each step's options are reloaded for the earlier choices when the step is shown
 *   (`optionsLoaded`); choices that are no longer offered are dropped, and so are the options of
 *   the later steps, which depended on them.
 * - Changing a choice makes the options of every later step stale (`offered` back to `null`).
 */
export type WizardOption = { id: number; documentId: string; title: string };

/** `label`: a message to translate at render (`i18n._(step.label)`). */
export const WIZARD_STEPS = [
  { key: 'triggers', label: msg({ message: 'Trigger', comment: 'chain analysis wizard: name of step 1, what happened just before a strong feeling' }) },
  { key: 'emotions', label: msg({ message: 'Emotion', comment: 'chain analysis wizard: name of step 2, what the person felt' }) },
  {
    key: 'immediate_thoughts',
    label: msg({ message: 'Immediate Thought', comment: 'chain analysis wizard: name of step 3, what went through the mind straight away' }),
  },
] as const;

export type StepKey = (typeof WIZARD_STEPS)[number]['key'];
export type StepIndex = 0 | 1 | 2;
export const LAST_STEP: StepIndex = 2;

type PerStep<T> = Record<StepKey, T>;

export type WizardState = {
  step: StepIndex;
  /** What the person ticked, per step, in the order they ticked it. */
  selected: PerStep<WizardOption[]>;
  /** The options offered in each step for the current earlier choices; `null` until (re)loaded. */
  offered: PerStep<WizardOption[] | null>;
};

export type WizardAction =
  | { type: 'toggle'; option: WizardOption }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'optionsLoaded'; step: StepIndex; options: WizardOption[] }
  | { type: 'reset' };

export const stepKey = (step: StepIndex): StepKey => WIZARD_STEPS[step].key;

export const initialWizardState: WizardState = {
  step: 0,
  selected: { triggers: [], emotions: [], immediate_thoughts: [] },
  offered: { triggers: null, emotions: null, immediate_thoughts: null },
};

/** Marks the options of every step after `step` as stale. */
function staleAfter(offered: PerStep<WizardOption[] | null>, step: StepIndex): PerStep<WizardOption[] | null> {
  const next = { ...offered };
  for (let later = step + 1; later <= LAST_STEP; later += 1) next[stepKey(later as StepIndex)] = null;
  return next;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggle': {
      const key = stepKey(state.step);
      const offered = state.offered[key];
      // Only what this step offers can be ticked.
      if (!offered?.some((o) => o.documentId === action.option.documentId)) return state;
      const current = state.selected[key];
      const isSelected = current.some((o) => o.documentId === action.option.documentId);
      const selectedNow = isSelected ? current.filter((o) => o.documentId !== action.option.documentId) : [...current, action.option];
      return {
        ...state,
        selected: { ...state.selected, [key]: selectedNow },
        offered: staleAfter(state.offered, state.step),
      };
    }
    case 'next':
      if (!canGoForward(state) || state.step === LAST_STEP) return state;
      return { ...state, step: (state.step + 1) as StepIndex };
    case 'back':
      if (state.step === 0) return state;
      return { ...state, step: (state.step - 1) as StepIndex };
    case 'optionsLoaded': {
      const key = stepKey(action.step);
      const available = new Set(action.options.map((o) => o.documentId));
      const kept = state.selected[key].filter((o) => available.has(o.documentId));
      const dropped = kept.length !== state.selected[key].length;
      return {
        ...state,
        selected: dropped ? { ...state.selected, [key]: kept } : state.selected,
        offered: { ...(dropped ? staleAfter(state.offered, action.step) : state.offered), [key]: action.options },
      };
    }
    case 'reset':
      return initialWizardState;
  }
}

/** Forward (and the last step's Submit) needs the step's options loaded and at least one ticked. */
export function canGoForward(state: WizardState): boolean {
  const key = stepKey(state.step);
  return state.offered[key] !== null && state.selected[key].length > 0;
}

export function isSelected(state: WizardState, option: WizardOption): boolean {
  return state.selected[stepKey(state.step)].some((o) => o.documentId === option.documentId);
}

/** The ids of the earlier choices that filter the options of `step`. */
export function filterIdsFor(state: WizardState, step: StepIndex): { triggers: number[]; emotions: number[] } {
  return {
    triggers: step >= 1 ? state.selected.triggers.map((o) => o.id) : [],
    emotions: step >= 2 ? state.selected.emotions.map((o) => o.id) : [],
  };
}

/**
 * What Submit sends (spec §5): every step needs a choice, else `null` — the caller warns and
 * requests nothing.
 */
export function submissionFor(state: WizardState): AnalysisBody | null {
  const { triggers, emotions, immediate_thoughts } = state.selected;
  if (triggers.length === 0 || emotions.length === 0 || immediate_thoughts.length === 0) return null;
  return {
    triggers: triggers.map((o) => o.documentId),
    emotions: emotions.map((o) => o.documentId),
    immediate_thoughts: immediate_thoughts.map((o) => o.documentId),
  };
}
