import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  IDLE,
  isFinishedAt,
  pauseTimer,
  phaseForTick,
  resumeTimer,
  roundForTick,
  secondInPhase,
  startTimer,
  tickForElapsed,
  TOTAL_MS,
  TOTAL_TICKS,
  viewAt,
} from './breathing-timer';

const T0 = 1_700_000_000_000;

describe('box breathing constants (spec §9)', () => {
  it('is 64 ticks of one second', () => {
    expect(TOTAL_TICKS).toBe(64);
    expect(TOTAL_MS).toBe(64_000);
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

  it('stops at 64', () => {
    expect(tickForElapsed(64_000)).toBe(64);
    expect(tickForElapsed(500_000)).toBe(64);
    expect(tickForElapsed(-5)).toBe(1);
  });
});

describe('phases and rounds', () => {
  it('runs Breathe in, Hold, Breathe out, Hold, four seconds each, then starts again', () => {
    const phases = Array.from({ length: 20 }, (_, i) => phaseForTick(i + 1));
    expect(phases).toEqual([
      ...Array(4).fill('Breathe in'),
      ...Array(4).fill('Hold'),
      ...Array(4).fill('Breathe out'),
      ...Array(4).fill('Hold'),
      ...Array(4).fill('Breathe in'),
    ]);
  });

  it('has four rounds of 16 ticks', () => {
    expect([1, 16, 17, 32, 33, 48, 49, 64].map(roundForTick)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('counts the seconds of each phase', () => {
    expect([1, 2, 3, 4, 5, 64].map(secondInPhase)).toEqual([1, 2, 3, 4, 1, 4]);
  });

  it('ends the last round on Hold', () => {
    expect(phaseForTick(64)).toBe('Hold');
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
  });
});
