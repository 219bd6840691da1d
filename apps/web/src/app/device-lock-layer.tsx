import type { SafetyPlan } from '@steady/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { paths, sosHref } from '@/config/paths';
import { safetyPlanQueryKey, safetyPlanQueryOptions } from '@/features/safety-plan/api/safety-plan';
import { isLocked, subscribeLockState } from '@/lib/device-lock/sealed-storage';
import { forgetKeptSafetyPlan, keepSafetyPlan, useKeptSafetyPlan } from '@/lib/kept-safety-plan';
import { onSignedOut } from '@/lib/offline-cache';
import { useCover } from '@/lib/quick-exit/page-cover';
import { isLoginPath, safeRedirectTarget } from '@/lib/route-access';
import type { AppRouter } from './router';
import { LockScreen } from '@/features/device-lock/components/lock-screen';
import { LockedBar } from '@/features/device-lock/components/locked-bar';
import { useLockRecord } from '@/features/device-lock/use-lock-record';
import { closeVault, lockNow, wipeDevice } from '@/features/device-lock/vault';

type LockLayerProps = { router: AppRouter; queryClient: QueryClient };

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/**
 * Everything an app lock does while the app runs (docs/decisions/024-app-lock.md), loaded only where a
 * lock is set: the lock screen over every screen but help (SOS, breathing, and the safety plan where the
 * person allows it), locking after the chosen time hidden, on the quick exit and on a return through
 * Back, keeping the lock screen's copy of the plan fresh, and removing the lock when the person signs out.
 */
export function DeviceLockLayer({ router, queryClient }: LockLayerProps) {
  const locked = useSyncExternalStore(subscribeLockState, isLocked);
  const record = useLockRecord();
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  const keptPlan = useKeptSafetyPlan();
  const cover = useCover();

  const planOpens = Boolean(record?.planOnLockScreen && keptPlan);
  const helpOpen = samePath(pathname, sosHref()) || samePath(pathname, paths.breath.getHref()) || (planOpens && samePath(pathname, paths.safetyPlan.getHref()));
  const showLockScreen = locked && !helpOpen;

  useEffect(() => {
    if (showLockScreen) document.documentElement.setAttribute('data-locked', '');
    else document.documentElement.removeAttribute('data-locked');
  }, [showLockScreen]);

  // The lock leaves with the person: signing out (or a session ending) removes it and what it sealed.
  useEffect(() => onSignedOut(() => void wipeDevice()), []);

  // Leaving through the quick exit: the key goes before the neutral site arrives.
  useEffect(() => {
    if (cover === 'leaving') closeVault();
  }, [cover]);

  // Shown again from the back-forward cache: as it was when left, so lock before anyone sees it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) lockNow();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // Hidden for the chosen time: locked while hidden where timers run, else as soon as it shows again.
  const delayMs = (record?.delayMinutes ?? 1) * 60_000;
  useEffect(() => {
    if (locked) return;
    let hiddenAt: number | null = null;
    let timer: number | undefined;
    const onVisibility = () => {
      window.clearTimeout(timer);
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        timer = window.setTimeout(lockNow, delayMs);
      } else if (hiddenAt !== null && Date.now() - hiddenAt >= delayMs) {
        lockNow();
      } else {
        hiddenAt = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [locked, delayMs]);

  // The lock screen's copy of the plan follows the plan while the person allows it.
  const keepPlan = !locked && Boolean(record?.planOnLockScreen);
  useEffect(() => {
    if (!keepPlan) return;
    const keep = () => {
      const plan = queryClient.getQueryData<SafetyPlan>(safetyPlanQueryKey);
      if (!plan) return;
      if (keepSafetyPlan(plan.sections, new Date(), 'lock-screen') === 'nothing-to-keep') forgetKeptSafetyPlan('lock-screen');
    };
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === JSON.stringify(safetyPlanQueryKey)) keep();
    });
    // Read once on opening, so the copy is the plan as it is now even if no screen shows it.
    void queryClient.ensureQueryData(safetyPlanQueryOptions()).then(keep, () => undefined);
    return stop;
  }, [keepPlan, queryClient]);

  const goTo = (href: string) => void router.navigate(href);
  const unlocked = () => {
    // Locked, a guarded screen sent the person to the login screen; now they go where they were going.
    const { pathname: at, search } = router.state.location;
    if (isLoginPath(at)) void router.navigate(safeRedirectTarget(new URLSearchParams(search).get('redirectTo')), { replace: true });
  };

  if (showLockScreen) return <LockScreen record={record} planOpens={planOpens} goTo={goTo} onUnlocked={unlocked} />;
  if (locked) return <LockedBar onUnlock={() => goTo(paths.home.getHref())} />;
  return null;
}
