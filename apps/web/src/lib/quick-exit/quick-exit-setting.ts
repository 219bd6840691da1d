import { useSyncExternalStore } from 'react';
import { createDeviceSwitch } from '@/lib/device-switch';

/**
 * Whether this device offers the quick exit (docs/decisions/023-quick-exit.md): off unless the person
 * turns it on, and kept on the device (localStorage) like the display preferences, since it is about who
 * may see this screen, not about the account.
 */
export const QUICK_EXIT_KEY = 'steady.quickExit';

const quickExit = createDeviceSwitch(QUICK_EXIT_KEY);

export const quickExitOn = quickExit.isOn;
export const setQuickExit = quickExit.set;

/** Off on the server and while hydrating (prerendered screens are drawn without it), then the device's choice. */
export const useQuickExitOn = () => useSyncExternalStore(quickExit.subscribe, quickExitOn, () => false);
