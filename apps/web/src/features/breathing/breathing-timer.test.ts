import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN,
  elapsedMs,
  IDLE,
  isFinishedAt,
  pauseTimer,
  planFor,
  resumeTimer,
  roundsForMinutes,
  startTimer,
  tickForElapsed,
  totalMs,
  totalTicks,
  viewAt,
  type Phase,
  type Plan,
} from './breathing-timer';

const T0 = 1_700_000_000_000;

const FOUR_SEVEN_EIGHT: Phase[] = [
  { kind: 'in', seconds: 4 },
  { kind: 'hold', seconds: 7 },
  { kind: 'out', seconds: 8 },
];
const COHERENT: Phase[] = [
  { kind: 'in', seconds: 5 },
  { kind: 'out', seconds: 5 },
];

/** The phase word and its second for every second of a run of `plan`. */
const secondBySecond = (plan: Plan) =>
  Array.from({ length: totalTicks(plan) }, (_, i) => {
    const view = viewAt(startTimer(T0, plan), T0 + i * 1000 + 500);
    return `${view.round}:${view.phase}:${view.secondInPhase}/${view.phaseSeconds}`;
  });

/** The same, collapsed to one entry per phase: "word seconds". */
const phaseRuns = (plan: Plan) =>
  secondBySecond(plan).reduce<string[]>((runs, entry) => {
    const [round, word, second] = entry.split(/[:/]/);
    if (second === '1') runs.push(`${round} ${word} 1`);
    else runs[runs.length - 1] = `${round} ${word} ${second}`;
    return runs;
  }, []);

describe('box breathing (spec §9), the default', () => {
  it('is 64 ticks of one second', () => {
    expect(totalTicks(DEFAULT_PLAN)).toBe(64);
    expect(totalMs(DEFAULT_PLAN)).toBe(64_000);
  });

  it('runs Breathe in, Hold, Breathe out, Hold, four seconds each, four rounds', () => {
    expect(phaseRuns(DEFAULT_PLAN)).toEqual([1, 2, 3, 4].flatMap((r) => [`${r} Breathe in 4`, `${r} Hold 4`, `${r} Breathe out 4`, `${r} Hold 4`]));
  });

  it('ends the last round on Hold, at its fourth second', () => {
    expect(viewAt(startTimer(T0), T0 + 63_500)).toMatchObject({ tick: 64, round: 4, phase: 'Hold', secondInPhase: 4 });
  });
});

describe('other patterns', () => {
  it('4-7-8: in 4, hold 7, out 8, a 19-second round', () => {
    const plan = planFor(FOUR_SEVEN_EIGHT, 3);
    expect(totalTicks(plan)).toBe(57);
    expect(phaseRuns(plan)).toEqual([1, 2, 3].flatMap((r) => [`${r} Breathe in 4`, `${r} Hold 7`, `${r} Breathe out 8`]));
    expect(viewAt(startTimer(T0, plan), T0 + 4_000)).toMatchObject({ tick: 5, phase: 'Hold', phaseKind: 'hold', msIntoPhase: 0 });
    expect(viewAt(startTimer(T0, plan), T0 + 11_000)).toMatchObject({ tick: 12, phase: 'Breathe out', phaseIndex: 2 });
    expect(viewAt(startTimer(T0, plan), T0 + 19_000)).toMatchObject({ tick: 20, phase: 'Breathe in', round: 2 });
  });

  it('coherent 5-5: in 5, out 5', () => {
    const plan = planFor(COHERENT, 2);
    expect(phaseRuns(plan)).toEqual(['1 Breathe in 5', '1 Breathe out 5', '2 Breathe in 5', '2 Breathe out 5']);
  });

  it('leaves out phases of 0 seconds', () => {
    const plan = planFor(
      [
        { kind: 'in', seconds: 3 },
        { kind: 'hold', seconds: 0 },
        { kind: 'out', seconds: 6 },
        { kind: 'hold-out', seconds: 2 },
      ],
      1,
    );
    expect(phaseRuns(plan)).toEqual(['1 Breathe in 3', '1 Breathe out 6', '1 Hold 2']);
  });
});

describe('session length', () => {
  it('is whole rounds closest to the chosen minutes', () => {
    expect(roundsForMinutes(DEFAULT_PLAN.phases, 1)).toBe(4); // 64 s
    expect(roundsForMinutes(DEFAULT_PLAN.phases, 5)).toBe(19); // 304 s
    expect(roundsForMinutes(FOUR_SEVEN_EIGHT, 1)).toBe(3); // 57 s
    expect(roundsForMinutes(COHERENT, 2)).toBe(12); // 120 s
    expect(
      roundsForMinutes(
        [
          { kind: 'in', seconds: 12 },
          { kind: 'hold', seconds: 12 },
          { kind: 'out', seconds: 12 },
          { kind: 'hold-out', seconds: 12 },
        ],
        0.5,
      ),
    ).toBe(1);
  });

  it('ends exactly when the last round does', () => {
    const plan = planFor(COHERENT, roundsForMinutes(COHERENT, 2));
    const run = startTimer(T0, plan);
    expect(viewAt(run, T0 + 119_999)).toMatchObject({ status: 'running', tick: 120, round: 12, phase: 'Breathe out' });
    expect(viewAt(run, T0 + 120_000)).toMatchObject({ status: 'finished', tick: 120, round: 12, phase: 'Breathe out' });
    expect(viewAt(run, T0 + 900_000)).toMatchObject({ status: 'finished', tick: 120 });
  });
});

describe('tickForElapsed', () => {
  it('counts from 1 in the first second', () => {
    expect(tickForElapsed(0)).toBe(1);
    expect(tickForElapsed(999)).toBe(1);
    expect(tickForElapsed(1000)).toBe(2);
  });

  it('follows the clock, however late we look', () => {
    expect(tickForElapsed(10_000)).toBe(11);
    expect(tickForElapsed(63_999)).toBe(64);
  });

  it('stops at the last second', () => {
    expect(tickForElapsed(64_000)).toBe(64);
    expect(tickForElapsed(500_000)).toBe(64);
    expect(tickForElapsed(-5)).toBe(1);
  });
});

describe('finishing', () => {
  it('finishes once all 64 seconds have passed', () => {
    expect(isFinishedAt(63_999)).toBe(false);
    expect(isFinishedAt(64_000)).toBe(true);
  });

  it('shows FINISHED with the count at 64', () => {
    const view = viewAt(startTimer(T0), T0 + 64_000);
    expect(view).toMatchObject({ status: 'finished', tick: 64 });
  });
});

describe('pause and resume accounting', () => {
  it('is idle with nothing elapsed before the start', () => {
    expect(elapsedMs(IDLE, T0)).toBe(0);
    expect(viewAt(IDLE, T0)).toMatchObject({ status: 'idle', tick: 0 });
  });

  it('freezes the count while paused', () => {
    const paused = pauseTimer(startTimer(T0), T0 + 3_500);
    expect(paused.status).toBe('paused');
    expect(elapsedMs(paused, T0 + 3_500)).toBe(3_500);
    expect(elapsedMs(paused, T0 + 60_000)).toBe(3_500);
    expect(viewAt(paused, T0 + 60_000)).toMatchObject({ status: 'paused', tick: 4 });
  });

  it('leaves the paused time out after resuming, across several pauses', () => {
    let state = startTimer(T0);
    state = pauseTimer(state, T0 + 2_000);
    state = resumeTimer(state, T0 + 12_000); // 10 s paused
    expect(elapsedMs(state, T0 + 13_000)).toBe(3_000);
    state = pauseTimer(state, T0 + 14_000);
    state = resumeTimer(state, T0 + 20_000); // 6 s paused
    expect(elapsedMs(state, T0 + 21_000)).toBe(5_000);
    expect(viewAt(state, T0 + 21_000)).toMatchObject({ status: 'running', tick: 6, phase: 'Hold' });
  });

  it('ignores pause when idle or finished, and resume when not paused', () => {
    expect(pauseTimer(IDLE, T0)).toBe(IDLE);
    const running = startTimer(T0);
    expect(pauseTimer(running, T0 + 64_000)).toBe(running);
    expect(resumeTimer(running, T0 + 1)).toBe(running);
  });

  it('tells how far into the phase we are, for the animation', () => {
    expect(viewAt(startTimer(T0), T0 + 5_250).msIntoPhase).toBe(1_250);
    expect(viewAt(startTimer(T0, planFor(FOUR_SEVEN_EIGHT, 1)), T0 + 12_250).msIntoPhase).toBe(1_250);
  });
});
