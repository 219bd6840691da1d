import { useCallback, useEffect, useRef, useState } from 'react';
import {
  IDLE,
  pauseTimer,
  resumeTimer,
  sameView,
  startTimer,
  viewAt,
  type TimerState,
  type TimerView,
} from '../breathing-timer';

/** How often the clock is read while running. The count itself comes from the clock, not from this. */
export const POLL_MS = 250;

export type BreathingTimer = TimerView & {
  start: () => void;
  pause: () => void;
  resume: () => void;
  /** Continue after FINISHED!: a fresh run from 1. */
  restart: () => void;
};

/**
 * Holds a box-breathing run. The screen re-renders only when the count or status changes; the
 * count is derived from `Date.now()` (see breathing-timer.ts), so it never drifts, and it catches
 * up at once when the tab becomes visible again.
 */
export function useBreathingTimer(): BreathingTimer {
  const [state, setState] = useState<TimerState>(IDLE);
  const [view, setView] = useState<TimerView>(() => viewAt(IDLE, Date.now()));
  const stateRef = useRef(state);

  const apply = useCallback((next: TimerState, now: number) => {
    stateRef.current = next;
    setState(next);
    setView(viewAt(next, now));
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
    apply(startTimer(now), now);
  }, [apply]);

  const pause = useCallback(() => {
    const now = Date.now();
    apply(pauseTimer(stateRef.current, now), now);
  }, [apply]);

  const resume = useCallback(() => {
    const now = Date.now();
    apply(resumeTimer(stateRef.current, now), now);
  }, [apply]);

  return { ...view, start, pause, resume, restart: start };
}
