import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { lockIsSet } from '@/lib/device-lock/lock-record';
import { subscribeLockState } from '@/lib/device-lock/sealed-storage';
import { useHydrated } from '@/lib/use-hydrated';
import type { AppRouter } from './router';

const DeviceLockLayer = lazy(() => import('./device-lock-layer').then((module) => ({ default: module.DeviceLockLayer })));

/** Starts loading the lock's code at once on a device with a lock set (main.tsx), beside the route's. */
export const preloadDeviceLock = () => (lockIsSet() ? import('./device-lock-layer') : undefined);

/**
 * The app lock, only where one is set (docs/decisions/024-app-lock.md): its code stays out of the first
 * route. After hydration, so a prerendered screen's HTML matches; until it shows, index.html's inline
 * script keeps the page blank on a locked device.
 */
export function DeviceLock({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const hydrated = useHydrated();
  const lockSet = useSyncExternalStore(subscribeLockState, lockIsSet, () => false);
  if (!hydrated || !lockSet) return null;
  return (
    <Suspense fallback={null}>
      <DeviceLockLayer router={router} queryClient={queryClient} />
    </Suspense>
  );
}
