/**
 * Box breathing (spec §4, §9) as pure functions of the wall clock.
 *
 * The count is never incremented by a timer: it is derived from the time elapsed since the start,
 * minus the time spent paused. A timer that fires late (a background tab, a slow frame, a sleeping
 * phone) therefore cannot stretch the exercise: the next look at the clock shows the right count.
 */
export const TICK_MS = 1000;
export const PHASE_TICKS = 4;
export const ROUND_TICKS = 16;
export const ROUNDS = 4;
export const TOTAL_TICKS = ROUND_TICKS * ROUNDS; // 64
export const TOTAL_MS = TOTAL_TICKS * TICK_MS;

export const PHASES = ['Breathe in', 'Hold', 'Breathe out', 'Hold'] as const;
export type PhaseName = (typeof PHASES)[number];
export type PhaseIndex = 0 | 1 | 2 | 3;

export type TimerState =
  | { status: 'idle' }
  | { status: 'running'; startedAt: number; pausedTotal: number }
  | { status: 'paused'; startedAt: number; pausedTotal: number; pausedAt: number };

export const IDLE: TimerState = { status: 'idle' };

export function startTimer(now: number): TimerState {
  return { status: 'running', startedAt: now, pausedTotal: 0 };
}

/** Stops the clock; a finished run or an idle timer is left as it is. */
export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'running' || elapsedMs(state, now) >= TOTAL_MS) return state;
  return { status: 'paused', startedAt: state.startedAt, pausedTotal: state.pausedTotal, pausedAt: now };
}

/** Restarts the clock; the paused stretch is added to `pausedTotal` and so never counted. */
export function resumeTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'paused') return state;
  return {
    status: 'running',
    startedAt: state.startedAt,
    pausedTotal: state.pausedTotal + Math.max(0, now - state.pausedAt),
  };
}

/** Breathing time so far: wall time since the start minus paused time (frozen while paused). */
export function elapsedMs(state: TimerState, now: number): number {
  if (state.status === 'idle') return 0;
  const until = state.status === 'paused' ? state.pausedAt : now;
  return Math.max(0, until - state.startedAt - state.pausedTotal);
}

/** The 1-based count shown: 1 during the first second, 64 during the last (and after). */
export function tickForElapsed(ms: number): number {
  return Math.min(TOTAL_TICKS, Math.floor(Math.max(0, ms) / TICK_MS) + 1);
}

/** The exercise is over once all 64 seconds have been breathed, so the last Hold lasts 4 s too. */
export function isFinishedAt(ms: number): boolean {
  return ms >= TOTAL_MS;
}

export function phaseIndexForTick(tick: number): PhaseIndex {
  return (Math.floor(((tick - 1) % ROUND_TICKS) / PHASE_TICKS) % PHASES.length) as PhaseIndex;
}

export function phaseForTick(tick: number): PhaseName {
  return PHASES[phaseIndexForTick(tick)];
}

/** 1 to 4. */
export function roundForTick(tick: number): number {
  return Math.min(ROUNDS, Math.floor((tick - 1) / ROUND_TICKS) + 1);
}

/** 1 to 4: the second within the current phase ("breathe in … 2 … 3 … 4"). */
export function secondInPhase(tick: number): number {
  return ((tick - 1) % PHASE_TICKS) + 1;
}

export type TimerView = {
  status: 'idle' | 'running' | 'paused' | 'finished';
  /** 0 while idle, else 1–64. */
  tick: number;
  phaseIndex: PhaseIndex;
  phase: PhaseName;
  round: number;
  secondInPhase: number;
  /** How far into the current phase (ms), to start its animation in step with the count. */
  msIntoPhase: number;
};

/** Everything the screen shows, at the moment `now`. */
export function viewAt(state: TimerState, now: number): TimerView {
  if (state.status === 'idle') {
    return { status: 'idle', tick: 0, phaseIndex: 0, phase: PHASES[0], round: 1, secondInPhase: 1, msIntoPhase: 0 };
  }
  const ms = elapsedMs(state, now);
  const tick = tickForElapsed(ms);
  const finished = isFinishedAt(ms);
  return {
    status: finished ? 'finished' : state.status,
    tick,
    phaseIndex: phaseIndexForTick(tick),
    phase: phaseForTick(tick),
    round: roundForTick(tick),
    secondInPhase: secondInPhase(tick),
    msIntoPhase: finished ? PHASE_TICKS * TICK_MS : ms % (PHASE_TICKS * TICK_MS),
  };
}

/** Two views that draw the same screen (used to skip re-rendering between ticks). */
export function sameView(a: TimerView, b: TimerView): boolean {
  return a.status === b.status && a.tick === b.tick;
}
