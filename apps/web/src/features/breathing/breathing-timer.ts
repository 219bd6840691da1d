/**
 * Guided breathing (spec §4, §9) as pure functions of the wall clock.
 *
 * The count is never incremented by a timer: it is derived from the time elapsed since the start,
 * minus the time spent paused. A timer that fires late (a background tab, a slow frame, a sleeping
 * phone) therefore cannot stretch the exercise: the next look at the clock shows the right count.
 *
 * A pattern is a list of phases (box: in 4, hold 4, out 4, hold 4; 4-7-8: in 4, hold 7, out 8);
 * a session is that pattern repeated for whole rounds, so it always ends after the last phase.
 */
import { i18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const TICK_MS = 1000;

export type PhaseKind = 'in' | 'hold' | 'out' | 'hold-out';
export type Phase = { kind: PhaseKind; seconds: number };
/** What the timer runs: the phases of one round (none of 0 s) and how many rounds. */
export type Plan = { phases: readonly Phase[]; rounds: number };

const HOLD = msg({ message: 'Hold', comment: 'Breathing exercise cue: hold the breath (after breathing in or out); shown and spoken aloud' });

/** The cue shown, announced and (when chosen) spoken at the start of each phase. */
export const PHASE_WORDS: Record<PhaseKind, MessageDescriptor> = {
  in: msg({ message: 'Breathe in', comment: 'Breathing exercise cue; shown and spoken aloud' }),
  hold: HOLD,
  out: msg({ message: 'Breathe out', comment: 'Breathing exercise cue; shown and spoken aloud' }),
  'hold-out': HOLD,
};

/** The phase's cue in the active language (a component passes its own `i18n`, so it follows a change of language). */
export const phaseWord = (kind: PhaseKind, using: I18n = i18n) => using._(PHASE_WORDS[kind]);

export const BOX_PHASES: Phase[] = [
  { kind: 'in', seconds: 4 },
  { kind: 'hold', seconds: 4 },
  { kind: 'out', seconds: 4 },
  { kind: 'hold-out', seconds: 4 },
];

/** Box breathing, four rounds: the 64 seconds of spec §9. */
export const DEFAULT_PLAN: Plan = { phases: BOX_PHASES, rounds: 4 };

/** Drops 0-second phases (a custom pattern may have no hold). */
export function planFor(phases: readonly Phase[], rounds: number): Plan {
  return { phases: phases.filter((p) => p.seconds > 0), rounds: Math.max(1, Math.round(rounds)) };
}

export const roundSeconds = (phases: readonly Phase[]) => phases.reduce((sum, p) => sum + p.seconds, 0);

/** Whole rounds that come closest to `minutes` (at least one). */
export function roundsForMinutes(phases: readonly Phase[], minutes: number): number {
  const round = roundSeconds(phases);
  return round > 0 ? Math.max(1, Math.round((minutes * 60) / round)) : 1;
}

/** The chosen pattern for about `minutes`, in whole rounds. */
export const sessionPlan = (phases: readonly Phase[], minutes: number): Plan => planFor(phases, roundsForMinutes(phases, minutes));

export const totalTicks = (plan: Plan) => roundSeconds(plan.phases) * plan.rounds;
export const totalMs = (plan: Plan) => totalTicks(plan) * TICK_MS;

export type TimerState =
  | { status: 'idle' }
  | { status: 'running'; plan: Plan; startedAt: number; pausedTotal: number }
  | { status: 'paused'; plan: Plan; startedAt: number; pausedTotal: number; pausedAt: number };

export const IDLE: TimerState = { status: 'idle' };

export function startTimer(now: number, plan: Plan = DEFAULT_PLAN): TimerState {
  return { status: 'running', plan, startedAt: now, pausedTotal: 0 };
}

/** Stops the clock; a finished run or an idle timer is left as it is. */
export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'running' || elapsedMs(state, now) >= totalMs(state.plan)) return state;
  return { ...state, status: 'paused', pausedAt: now };
}

/** Restarts the clock; the paused stretch is added to `pausedTotal` and so never counted. */
export function resumeTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'paused') return state;
  return {
    status: 'running',
    plan: state.plan,
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

/** The 1-based count shown: 1 during the first second, the last second's number after the end. */
export function tickForElapsed(ms: number, plan: Plan = DEFAULT_PLAN): number {
  return Math.min(totalTicks(plan), Math.floor(Math.max(0, ms) / TICK_MS) + 1);
}

/** Over once every round has been breathed, so the last phase lasts its full length too. */
export function isFinishedAt(ms: number, plan: Plan = DEFAULT_PLAN): boolean {
  return ms >= totalMs(plan);
}

/** Where `ms` falls: the round (1-based), the phase's index and how far into it. */
export function positionAt(ms: number, plan: Plan): { round: number; phaseIndex: number; msIntoPhase: number } {
  const roundMs = roundSeconds(plan.phases) * TICK_MS;
  // The very end counts as the end of the last phase, not the start of a round that never comes.
  const clamped = Math.min(Math.max(0, ms), totalMs(plan) - 1);
  let inRound = clamped % roundMs;
  let phaseIndex = 0;
  while (inRound >= plan.phases[phaseIndex]!.seconds * TICK_MS) {
    inRound -= plan.phases[phaseIndex]!.seconds * TICK_MS;
    phaseIndex += 1;
  }
  return { round: Math.floor(clamped / roundMs) + 1, phaseIndex, msIntoPhase: inRound };
}

export type TimerView = {
  status: 'idle' | 'running' | 'paused' | 'finished';
  /** 0 while idle, else 1 to the session's last second. */
  tick: number;
  totalTicks: number;
  phaseIndex: number;
  phaseKind: PhaseKind;
  /** The phase's cue in the language active when the view was made (components translate `phaseKind` themselves). */
  phase: string;
  phaseSeconds: number;
  round: number;
  rounds: number;
  /** 1 to the phase's length: "breathe in … 2 … 3 … 4". */
  secondInPhase: number;
  /** How far into the current phase (ms), to start its animation in step with the count. */
  msIntoPhase: number;
};

/** Everything the screen shows, at the moment `now`. */
export function viewAt(state: TimerState, now: number, idlePlan: Plan = DEFAULT_PLAN): TimerView {
  const plan = state.status === 'idle' ? idlePlan : state.plan;
  const first = plan.phases[0]!;
  const base = { totalTicks: totalTicks(plan), rounds: plan.rounds };
  if (state.status === 'idle') {
    return {
      ...base,
      status: 'idle',
      tick: 0,
      phaseIndex: 0,
      phaseKind: first.kind,
      phase: phaseWord(first.kind),
      phaseSeconds: first.seconds,
      round: 1,
      secondInPhase: 1,
      msIntoPhase: 0,
    };
  }
  const ms = elapsedMs(state, now);
  const finished = isFinishedAt(ms, plan);
  const { round, phaseIndex, msIntoPhase } = positionAt(ms, plan);
  const current = plan.phases[phaseIndex]!;
  return {
    ...base,
    status: finished ? 'finished' : state.status,
    tick: tickForElapsed(ms, plan),
    phaseIndex,
    phaseKind: current.kind,
    phase: phaseWord(current.kind),
    phaseSeconds: current.seconds,
    round,
    secondInPhase: Math.min(current.seconds, Math.floor(msIntoPhase / TICK_MS) + 1),
    msIntoPhase: finished ? current.seconds * TICK_MS : msIntoPhase,
  };
}

/** Two views that draw the same screen (used to skip re-rendering between ticks). */
export function sameView(a: TimerView, b: TimerView): boolean {
  return a.status === b.status && a.tick === b.tick && a.totalTicks === b.totalTicks;
}
