import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planFor } from '../breathing-timer';
import { POLL_MS, useBreathingTimer } from './use-breathing-timer';

const T0 = new Date('2026-01-05T09:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useBreathingTimer', () => {
  it('is idle until started, then counts one per second with four-second phases', () => {
    const { result } = renderHook(() => useBreathingTimer());
    expect(result.current).toMatchObject({ status: 'idle', tick: 0 });

    act(() => result.current.start());
    expect(result.current).toMatchObject({ status: 'running', tick: 1, phase: 'Breathe in', round: 1 });

    advance(1000);
    expect(result.current.tick).toBe(2);
    advance(3000);
    expect(result.current).toMatchObject({ tick: 5, phase: 'Hold' });
    advance(4000);
    expect(result.current).toMatchObject({ tick: 9, phase: 'Breathe out' });
    advance(4000);
    expect(result.current).toMatchObject({ tick: 13, phase: 'Hold' });
    advance(4000);
    expect(result.current).toMatchObject({ tick: 17, phase: 'Breathe in', round: 2 });
  });

  it('does not drift: a 10-second jump of the clock shows 11, not 2', () => {
    const { result } = renderHook(() => useBreathingTimer());
    act(() => result.current.start());
    expect(result.current.tick).toBe(1);

    // The tab was in the background: no timer ran while ten seconds passed.
    act(() => {
      vi.setSystemTime(T0 + 10_000);
    });
    advance(POLL_MS); // the first timer that gets to run (a naive counter would now say 2)
    expect(result.current.tick).toBe(11);
    expect(result.current.phase).toBe('Breathe out');
  });

  it('runs the plan it was started with, without drift: 4-7-8 after a 30-second jump', () => {
    const plan = planFor(
      [
        { kind: 'in', seconds: 4 },
        { kind: 'hold', seconds: 7 },
        { kind: 'out', seconds: 8 },
      ],
      3,
    );
    const { result, rerender } = renderHook(({ p }) => useBreathingTimer(p), { initialProps: { p: plan } });
    expect(result.current).toMatchObject({ status: 'idle', totalTicks: 57, rounds: 3 });
    act(() => result.current.start());
    // Changing the choice mid-run does not change the run.
    rerender({ p: planFor(plan.phases, 1) });
    act(() => {
      vi.setSystemTime(T0 + 30_000);
    });
    advance(POLL_MS);
    // 30 s = one 19-second round + 11 s: round 2, the first second of Breathe out.
    expect(result.current).toMatchObject({ tick: 31, round: 2, phase: 'Breathe out', secondInPhase: 1, totalTicks: 57 });
    act(() => {
      vi.setSystemTime(T0 + 57_000);
    });
    advance(POLL_MS);
    expect(result.current).toMatchObject({ status: 'finished', tick: 57 });
  });

  it('catches up as soon as the page becomes visible again', () => {
    const { result } = renderHook(() => useBreathingTimer());
    act(() => result.current.start());
    act(() => {
      vi.setSystemTime(T0 + 10_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.tick).toBe(11);
  });

  it('pauses and resumes without counting the pause', () => {
    const { result } = renderHook(() => useBreathingTimer());
    act(() => result.current.start());
    advance(3000);
    expect(result.current.tick).toBe(4);

    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    advance(30_000);
    expect(result.current.tick).toBe(4);

    act(() => result.current.resume());
    expect(result.current).toMatchObject({ status: 'running', tick: 4 });
    advance(1000);
    expect(result.current).toMatchObject({ tick: 5, phase: 'Hold' });
  });

  it('shows FINISHED after 64 seconds and stops reading the clock', () => {
    const { result } = renderHook(() => useBreathingTimer());
    act(() => result.current.start());
    advance(63_000);
    expect(result.current).toMatchObject({ status: 'running', tick: 64, round: 4, phase: 'Hold' });
    advance(1000);
    expect(result.current).toMatchObject({ status: 'finished', tick: 64 });
    expect(vi.getTimerCount()).toBe(0);

    act(() => result.current.pause());
    expect(result.current.status).toBe('finished');
  });

  it('restarts from 1 with Continue', () => {
    const { result } = renderHook(() => useBreathingTimer());
    act(() => result.current.start());
    advance(64_000);
    expect(result.current.status).toBe('finished');
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ status: 'running', tick: 1, phase: 'Breathe in' });
    advance(2000);
    expect(result.current.tick).toBe(3);
  });

  it('stops its timers when unmounted', () => {
    const { result, unmount } = renderHook(() => useBreathingTimer());
    act(() => result.current.start());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
