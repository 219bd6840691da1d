import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, SETTINGS_KEY, type BreathingSettings } from '../breathing-settings';

// One parsed copy per stored string, so the snapshot is stable between renders.
let cached: { raw: string | null; settings: BreathingSettings } | undefined;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(SETTINGS_KEY);
  } catch {
    return null;
  }
}

function snapshot(): BreathingSettings {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, settings: loadSettings() };
  return cached.settings;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The breathing choices on this device. The prerendered page shows the defaults and hydration then
 * switches to what is stored, without a mismatch. If storage is blocked the choice still holds for
 * this page.
 */
export function useBreathingSettings(): [BreathingSettings, (change: Partial<BreathingSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_SETTINGS);
  const update = useCallback((change: Partial<BreathingSettings>) => {
    const next = { ...snapshot(), ...change };
    saveSettings(next);
    cached = { raw: readRaw(), settings: next };
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, update];
}

const noSubscription = () => () => {};
const canSpeak = () => 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
const canVibrate = () => typeof navigator.vibrate === 'function';

/** What this browser can do beyond the screen; nothing while prerendering. */
export function useCueSupport() {
  const voice = useSyncExternalStore(noSubscription, canSpeak, () => false);
  const vibrate = useSyncExternalStore(noSubscription, canVibrate, () => false);
  return { voice, vibrate };
}
