import { subscribeToStoredKey } from './stored-key-subscription';

/**
 * An on/off choice kept on this device (localStorage, 'on' or absent), for choices about who may see or
 * pick up this device rather than about the account: the quick exit, the neutral face. Off where storage
 * is missing; a choice storage refuses to keep still holds for this page.
 */
export function createDeviceSwitch(key: string) {
  const listeners = new Set<() => void>();
  let chosen: boolean | undefined;

  const isOn = (): boolean => {
    if (chosen !== undefined) return chosen;
    try {
      return localStorage.getItem(key) === 'on';
    } catch {
      return false;
    }
  };

  const set = (on: boolean) => {
    chosen = on;
    try {
      if (on) localStorage.setItem(key, 'on');
      else localStorage.removeItem(key);
      chosen = undefined;
    } catch {
      // Storage blocked: the choice holds for this page.
    }
    for (const listener of listeners) listener();
  };

  /** Changes here and, through the `storage` event, in other tabs; for useSyncExternalStore. */
  const subscribe = (listener: () => void) => subscribeToStoredKey(key, listeners, listener);

  return { isOn, set, subscribe };
}
