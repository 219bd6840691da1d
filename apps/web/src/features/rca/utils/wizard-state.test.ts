import { describe, expect, it } from 'vitest';
import {
  canGoForward,
  filterIdsFor,
  initialWizardState,
  isSelected,
  submissionFor,
  wizardReducer,
  type WizardAction,
  type WizardOption,
  type WizardState,
} from './wizard-state';

const opt = (id: number, prefix: string): WizardOption => ({ id, documentId: `${prefix}${id}`, title: `${prefix} ${id}` });
const t1 = opt(1, 't');
const t2 = opt(2, 't');
const e1 = opt(11, 'e');
const e2 = opt(12, 'e');
const th1 = opt(21, 'th');

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizardState);

/** Triggers loaded, t1 ticked, on to emotions (loaded), e1 ticked, on to thoughts (loaded), th1 ticked. */
const complete = (): WizardState =>
  run(
    { type: 'optionsLoaded', step: 0, options: [t1, t2] },
    { type: 'toggle', option: t1 },
    { type: 'next' },
    { type: 'optionsLoaded', step: 1, options: [e1, e2] },
    { type: 'toggle', option: e1 },
    { type: 'next' },
    { type: 'optionsLoaded', step: 2, options: [th1] },
    { type: 'toggle', option: th1 },
  );

describe('wizard state', () => {
  it('starts on the trigger step with nothing chosen and no options yet', () => {
    expect(initialWizardState.step).toBe(0);
    expect(canGoForward(initialWizardState)).toBe(false);
    expect(submissionFor(initialWizardState)).toBeNull();
  });

  it('cannot move forward until an option of the current step is ticked', () => {
    let state = run({ type: 'optionsLoaded', step: 0, options: [t1, t2] });
    expect(canGoForward(state)).toBe(false);
    expect(wizardReducer(state, { type: 'next' })).toBe(state);
    state = wizardReducer(state, { type: 'toggle', option: t2 });
    expect(isSelected(state, t2)).toBe(true);
    expect(canGoForward(state)).toBe(true);
    state = wizardReducer(state, { type: 'next' });
    expect(state.step).toBe(1);
  });

  it('cannot move forward while the step options are still loading for the earlier choices', () => {
    const state = run({ type: 'optionsLoaded', step: 0, options: [t1] }, { type: 'toggle', option: t1 }, { type: 'next' });
    expect(state.step).toBe(1);
    expect(state.offered.emotions).toBeNull();
    expect(canGoForward(state)).toBe(false);
  });

  it('toggles a choice off again', () => {
    const state = run(
      { type: 'optionsLoaded', step: 0, options: [t1, t2] },
      { type: 'toggle', option: t1 },
      { type: 'toggle', option: t2 },
      { type: 'toggle', option: t1 },
    );
    expect(state.selected.triggers).toEqual([t2]);
  });

  it('ignores options that the current step does not offer', () => {
    const state = run({ type: 'optionsLoaded', step: 0, options: [t1] });
    expect(wizardReducer(state, { type: 'toggle', option: e1 })).toBe(state);
  });

  it('always allows going back, and never before the first step', () => {
    const state = complete();
    expect(state.step).toBe(2);
    const back = wizardReducer(wizardReducer(state, { type: 'back' }), { type: 'back' });
    expect(back.step).toBe(0);
    expect(wizardReducer(back, { type: 'back' })).toBe(back);
    // Going back keeps what was chosen.
    expect(back.selected.immediate_thoughts).toEqual([th1]);
  });

  it('never moves past the last step', () => {
    const state = complete();
    expect(wizardReducer(state, { type: 'next' })).toBe(state);
  });

  it('filters each step by the earlier choices', () => {
    const state = run(
      { type: 'optionsLoaded', step: 0, options: [t1, t2] },
      { type: 'toggle', option: t1 },
      { type: 'toggle', option: t2 },
      { type: 'next' },
      { type: 'optionsLoaded', step: 1, options: [e1, e2] },
      { type: 'toggle', option: e2 },
    );
    expect(filterIdsFor(state, 0)).toEqual({ triggers: [], emotions: [] });
    expect(filterIdsFor(state, 1)).toEqual({ triggers: [1, 2], emotions: [] });
    expect(filterIdsFor(state, 2)).toEqual({ triggers: [1, 2], emotions: [12] });
  });

  it('changing an earlier choice makes the later steps reload, and drops choices that no longer apply', () => {
    let state = complete();
    state = wizardReducer(wizardReducer(state, { type: 'back' }), { type: 'back' });
    state = wizardReducer(state, { type: 'toggle', option: t2 });
    state = wizardReducer(state, { type: 'toggle', option: t1 });
    expect(state.offered.emotions).toBeNull();
    expect(state.offered.immediate_thoughts).toBeNull();

    state = wizardReducer(state, { type: 'next' });
    // Only e2 belongs to trigger t2: e1 is dropped, and the thoughts must be reloaded.
    state = wizardReducer(state, { type: 'optionsLoaded', step: 1, options: [e2] });
    expect(state.selected.emotions).toEqual([]);
    expect(canGoForward(state)).toBe(false);
    state = wizardReducer(state, { type: 'toggle', option: e2 });
    state = wizardReducer(state, { type: 'next' });
    state = wizardReducer(state, { type: 'optionsLoaded', step: 2, options: [] });
    expect(state.selected.immediate_thoughts).toEqual([]);
    expect(submissionFor(state)).toBeNull();
  });

  it('keeps choices that still apply when a step reloads', () => {
    let state = complete();
    state = wizardReducer(state, { type: 'back' });
    state = wizardReducer(state, { type: 'optionsLoaded', step: 1, options: [e1, e2] });
    expect(state.selected.emotions).toEqual([e1]);
    expect(state.offered.immediate_thoughts).not.toBeNull();
  });

  it('submits the documentIds of every step, and nothing when a step is empty', () => {
    expect(submissionFor(complete())).toEqual({ triggers: ['t1'], emotions: ['e11'], immediate_thoughts: ['th21'] });
    const noThought = wizardReducer(complete(), { type: 'toggle', option: th1 });
    expect(submissionFor(noThought)).toBeNull();
  });

  it('starts again on reset', () => {
    expect(wizardReducer(complete(), { type: 'reset' })).toEqual(initialWizardState);
  });
});
