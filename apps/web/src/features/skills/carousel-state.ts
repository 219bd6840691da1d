/**
 * The step carousel of spec §4 as a reducer: one step at a time, clamped between the first and the
 * last; dots jump to a step; a step with a warning opens a popup when it is reached.
 *
 * Warnings: 'I want to proceed' (or closing the popup) acknowledges the warning of that step, so it
 * is not shown again when the person comes back to it; 'Next Tip' moves on without acknowledging,
 * so the warning shows again if they return to that step.
 */
export type CarouselState = {
  index: number;
  /** One entry per step: does it carry a warning? */
  warnings: readonly boolean[];
  /** Steps whose warning the person chose to proceed past. */
  acknowledged: readonly number[];
  warningOpen: boolean;
};

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  /** 'I want to proceed', Escape or a click outside the popup. */
  | { type: 'proceed' }
  /** 'Next Tip' in the popup. */
  | { type: 'nextTip' };

export const clampIndex = (index: number, count: number) => (count <= 0 ? 0 : Math.min(count - 1, Math.max(0, Math.trunc(Number.isFinite(index) ? index : 0))));

const shouldWarn = (state: Pick<CarouselState, 'warnings' | 'acknowledged'>, index: number) =>
  state.warnings[index] === true && !state.acknowledged.includes(index);

/** The state when the exercise starts: on the first step, its warning open if it has one. */
export function initCarousel(warnings: readonly boolean[]): CarouselState {
  const base = { index: 0, warnings, acknowledged: [] as number[] };
  return { ...base, warningOpen: shouldWarn(base, 0) };
}

function moveTo(state: CarouselState, target: number): CarouselState {
  const index = clampIndex(target, state.warnings.length);
  if (index === state.index) return state;
  return { ...state, index, warningOpen: shouldWarn(state, index) };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return moveTo(state, state.index + 1);
    case 'prev':
      return moveTo(state, state.index - 1);
    case 'goTo':
      return moveTo(state, action.index);
    case 'proceed':
      if (!state.warningOpen) return state;
      return {
        ...state,
        warningOpen: false,
        acknowledged: state.acknowledged.includes(state.index) ? state.acknowledged : [...state.acknowledged, state.index],
      };
    case 'nextTip': {
      if (!state.warningOpen) return state;
      const closed = { ...state, warningOpen: false };
      return isLast(state) ? closed : moveTo(closed, state.index + 1);
    }
    default:
      return state;
  }
}

export const stepCount = (state: CarouselState) => state.warnings.length;
export const isFirst = (state: CarouselState) => state.index === 0;
export const isLast = (state: CarouselState) => state.index >= state.warnings.length - 1;
