import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { isLoginPath, loginHrefFor } from '@/lib/route-access';
import type { AppRouter } from './router';

/**
 * A 401 on an authenticated call means the token is no longer valid: the API client has already
 * cleared it; here the cache is emptied and the visitor goes to /Login, to come back afterwards.
 */
export function handleSessionExpiry(router: Pick<AppRouter, 'state' | 'navigate'>, queryClient: QueryClient) {
  return setUnauthorizedHandler(() => {
    queryClient.clear();
    const { pathname, search, hash } = router.state.location;
    if (isLoginPath(pathname)) return;
    void router.navigate(loginHrefFor(`${pathname}${search}${hash}`), { replace: true });
  });
}
