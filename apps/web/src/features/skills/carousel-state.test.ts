import { describe, expect, it } from 'vitest';
import { carouselReducer, clampIndex, initCarousel, isFirst, isLast, stepCount, type CarouselAction } from './carousel-state';

const run = (warnings: boolean[], ...actions: CarouselAction[]) => actions.reduce(carouselReducer, initCarousel(warnings));
const plain = [false, false, false, false];

describe('carousel state (spec §4)', () => {
  it('starts on the first step', () => {
    const state = initCarousel(plain);
    expect(state.index).toBe(0);
    expect(isFirst(state)).toBe(true);
    expect(isLast(state)).toBe(false);
    expect(stepCount(state)).toBe(4);
    expect(state.warningOpen).toBe(false);
  });

  it('moves one step at a time', () => {
    expect(run(plain, { type: 'next' }).index).toBe(1);
    expect(run(plain, { type: 'next' }, { type: 'next' }, { type: 'prev' }).index).toBe(1);
  });

  it('is clamped between the first and the last step', () => {
    expect(run(plain, { type: 'prev' }).index).toBe(0);
    const atEnd = run(plain, { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(atEnd.index).toBe(3);
    expect(isLast(atEnd)).toBe(true);
    expect(isFirst(atEnd)).toBe(false);
  });

  it('jumps to a step with the dots, clamped', () => {
    expect(run(plain, { type: 'goTo', index: 2 }).index).toBe(2);
    expect(run(plain, { type: 'goTo', index: 99 }).index).toBe(3);
    expect(run(plain, { type: 'goTo', index: -4 }).index).toBe(0);
    expect(run(plain, { type: 'goTo', index: Number.NaN }).index).toBe(0);
  });

  it('returns the same state when nothing changes', () => {
    const state = initCarousel(plain);
    expect(carouselReducer(state, { type: 'prev' })).toBe(state);
    expect(carouselReducer(state, { type: 'goTo', index: 0 })).toBe(state);
    expect(carouselReducer(state, { type: 'proceed' })).toBe(state);
    expect(carouselReducer(state, { type: 'nextTip' })).toBe(state);
  });

  it('treats a single step as both first and last', () => {
    const state = initCarousel([false]);
    expect(isFirst(state) && isLast(state)).toBe(true);
  });

  it('clamps any index', () => {
    expect(clampIndex(5, 0)).toBe(0);
    expect(clampIndex(1.7, 3)).toBe(1);
  });
});

describe('warnings', () => {
  const warned = [true, true, false, false, false]; // like TIPP

  it('opens the popup when a step with a warning is reached, also the first', () => {
    expect(initCarousel(warned).warningOpen).toBe(true);
    expect(run([false, true, false], { type: 'next' }).warningOpen).toBe(true);
    expect(run([false, true, false], { type: 'goTo', index: 1 }).warningOpen).toBe(true);
    expect(run([false, false, true], { type: 'next' }).warningOpen).toBe(false);
  });

  it("'I want to proceed' closes it and stays on the step", () => {
    const state = run(warned, { type: 'proceed' });
    expect(state).toMatchObject({ index: 0, warningOpen: false, acknowledged: [0] });
  });

  it('does not show an acknowledged warning again', () => {
    const state = run(warned, { type: 'proceed' }, { type: 'next' }, { type: 'proceed' }, { type: 'prev' });
    expect(state).toMatchObject({ index: 0, warningOpen: false });
    expect(run(warned, { type: 'proceed' }, { type: 'next' }, { type: 'proceed' }, { type: 'prev' }, { type: 'next' }).warningOpen).toBe(false);
  });

  it("'Next Tip' moves to the next step, which may warn in turn", () => {
    const first = run(warned, { type: 'nextTip' });
    expect(first).toMatchObject({ index: 1, warningOpen: true, acknowledged: [] });
    const second = carouselReducer(first, { type: 'nextTip' });
    expect(second).toMatchObject({ index: 2, warningOpen: false });
  });

  it('shows a skipped warning again when the person returns to it', () => {
    const state = run(warned, { type: 'nextTip' }, { type: 'nextTip' }, { type: 'prev' });
    expect(state).toMatchObject({ index: 1, warningOpen: true });
  });

  it("'Next Tip' on the last step just closes the popup", () => {
    const state = run([false, true], { type: 'next' }, { type: 'nextTip' });
    expect(state).toMatchObject({ index: 1, warningOpen: false, acknowledged: [] });
  });
});
