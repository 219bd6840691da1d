import { useSyncExternalStore } from 'react';

/*
 * Whether prerendered HTML is still being hydrated (main.tsx marks the start and the end). While it is,
 * the page shows the HTML rendered with no data and no handlers: forms stay disabled, and data that
 * arrives early waits, because rendering it would not match the HTML and React would throw the HTML away.
 */
let hydrating = false;
let finished: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

/** Marks the start of hydrating prerendered HTML; returns the function that marks its end (called once it has committed). */
export function startHydrating(): () => void {
  let resolve: () => void = () => undefined;
  hydrating = true;
  finished = new Promise((r) => (resolve = r));
  return () => {
    if (!hydrating) return;
    hydrating = false;
    resolve();
    for (const listener of listeners) listener();
  };
}

/** Resolves once no prerendered HTML is waiting to be hydrated: at once, unless it is. */
export const whenHydrated = (): Promise<void> => finished;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * False while prerendering and while prerendered HTML is hydrated; true once the page's code has taken
 * the screen over (at once for a screen the browser renders itself). Hydration itself renders with
 * false, like the HTML, and the switch comes after it as an ordinary update: not a second, forced render
 * inside hydration's own task.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !hydrating,
    () => false,
  );
