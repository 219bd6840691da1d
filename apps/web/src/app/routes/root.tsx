import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/auth';
import { wasSignedOutByUser } from '@/lib/auth-token';
import { isPublicPath, loginHrefFor } from '@/lib/route-access';

/**
 * The root route: the app shell plus the guard of spec §6. Anonymous visitors on a guarded path are
 * sent to /Login, which brings them back afterwards (`?redirectTo=`). Losing the token anywhere
 * (logout, another tab, an expired token) re-renders this and so leaves guarded screens at once.
 */
export function RootRoute() {
  const signedIn = useIsSignedIn();
  const location = useLocation();

  if (!signedIn && !isPublicPath(location.pathname)) {
    // After choosing to log out, nothing should bring the next person back to this screen.
    const to = wasSignedOutByUser() ? paths.login.getHref() : loginHrefFor(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={to} replace />;
  }

  return (
    <AppLayout>
      <Outlet />
      <ScrollRestoration />
    </AppLayout>
  );
}
