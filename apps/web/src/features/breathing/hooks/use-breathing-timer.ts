import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PLAN, IDLE, pauseTimer, resumeTimer, sameView, startTimer, viewAt, type Plan, type TimerState, type TimerView } from '../breathing-timer';

/** How often the clock is read while running. The count itself comes from the clock, not from this. */
export const POLL_MS = 250;

export type BreathingTimer = TimerView & {
  start: () => void;
  pause: () => void;
  resume: () => void;
  /** Again after FINISHED!: a fresh run from 1. */
  restart: () => void;
};

/**
 * Holds a breathing run. The screen re-renders only when the count or status changes; the count is
 * derived from `Date.now()` (see breathing-timer.ts), so it never drifts, and it catches up at once
 * when the tab becomes visible again. `plan` is what Start runs (and what the idle screen shows); a
 * run keeps the plan it started with.
 */
export function useBreathingTimer(plan: Plan = DEFAULT_PLAN): BreathingTimer {
  const [state, setState] = useState<TimerState>(IDLE);
  const [view, setView] = useState<TimerView>(() => viewAt(IDLE, Date.now(), plan));
  const stateRef = useRef(state);
  const planRef = useRef(plan);
  planRef.current = plan;

  const apply = useCallback((next: TimerState, now: number) => {
    stateRef.current = next;
    setState(next);
    setView(viewAt(next, now, planRef.current));
  }, []);

  useEffect(() => {
    if (state.status !== 'running') return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const update = () => {
      const next = viewAt(state, Date.now());
      setView((previous) => (sameView(previous, next) ? previous : next));
      if (next.status === 'finished' && interval !== undefined) {
        clearInterval(interval);
        interval = undefined;
      }
    };
    interval = setInterval(update, POLL_MS);
    document.addEventListener('visibilitychange', update);
    window.addEventListener('focus', update);
    return () => {
      if (interval !== undefined) clearInterval(interval);
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('focus', update);
    };
  }, [state]);

  const start = useCallback(() => {
    const now = Date.now();
    apply(startTimer(now, planRef.current), now);
  }, [apply]);

  const pause = useCallback(() => {
    const now = Date.now();
    apply(pauseTimer(stateRef.current, now), now);
  }, [apply]);

  const resume = useCallback(() => {
    const now = Date.now();
    apply(resumeTimer(stateRef.current, now), now);
  }, [apply]);

  // Before Start the screen follows the chosen plan as it changes.
  const shown = state.status === 'idle' ? viewAt(IDLE, 0, plan) : view;
  return { ...shown, start, pause, resume, restart: start };
}
