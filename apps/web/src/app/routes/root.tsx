import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/auth';
import { wasSignedOutByUser } from '@/lib/auth-token';
import { useKeptSafetyPlan } from '@/lib/kept-safety-plan';
import { isKeptPlanPath, isPublicPath, loginHrefFor } from '@/lib/route-access';
import { readPlanToKeep } from '../read-plan-to-keep';

/**
 * The root route: the app shell plus the guard of spec §6. Anonymous visitors on a guarded path are
 * sent to /Login, which brings them back afterwards (`?redirectTo=`). Losing the token anywhere
 * (logout, another tab, an expired token) re-renders this and so leaves guarded screens at once.
 * One exception: while a copy of the safety plan is kept on this device after an offline logout, its
 * screen shows that copy (docs/decisions/022-kept-safety-plan.md).
 */
export function RootRoute() {
  const signedIn = useIsSignedIn();
  const keptPlan = useKeptSafetyPlan();
  const location = useLocation();
  const queryClient = useQueryClient();
  const planToKeep = useCallback(() => readPlanToKeep(queryClient), [queryClient]);

  const reachable = signedIn || isPublicPath(location.pathname) || (keptPlan !== null && isKeptPlanPath(location.pathname));
  if (!reachable) {
    // After choosing to log out, nothing should bring the next person back to this screen.
    const to = wasSignedOutByUser() ? paths.login.getHref() : loginHrefFor(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={to} replace />;
  }

  return (
    <AppLayout readPlanToKeep={planToKeep}>
      <Outlet />
      <ScrollRestoration />
    </AppLayout>
  );
}
