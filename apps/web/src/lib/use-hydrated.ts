import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while prerendering and during the hydration of prerendered HTML; true once the page's code has
 * taken the screen over (at once for a screen the browser renders itself).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
