import { useSyncExternalStore } from 'react';
import { subscribeToStoredKey } from '@/lib/stored-key-subscription';

/**
 * Whether this device offers the quick exit (docs/decisions/023-quick-exit.md): off unless the person
 * turns it on, and kept on the device (localStorage) like the display preferences, since it is about who
 * may see this screen, not about the account.
 */
export const QUICK_EXIT_KEY = 'steady.quickExit';

const listeners = new Set<() => void>();
// The choice made on this page, should storage refuse to keep it.
let chosen: boolean | undefined;

export const quickExitOn = (): boolean => {
  if (chosen !== undefined) return chosen;
  try {
    return localStorage.getItem(QUICK_EXIT_KEY) === 'on';
  } catch {
    return false;
  }
};

export function setQuickExit(on: boolean) {
  chosen = on;
  try {
    if (on) localStorage.setItem(QUICK_EXIT_KEY, 'on');
    else localStorage.removeItem(QUICK_EXIT_KEY);
    chosen = undefined;
  } catch {
    // Storage blocked: the choice holds for this page.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => subscribeToStoredKey(QUICK_EXIT_KEY, listeners, listener);

/** Off on the server and while hydrating (prerendered screens are drawn without it), then the device's choice. */
export const useQuickExitOn = () => useSyncExternalStore(subscribe, quickExitOn, () => false);
