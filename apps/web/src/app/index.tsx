import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QuickExitLayer } from '@/components/layouts/quick-exit-layer';
import { followAccountLocale } from '@/lib/i18n/account-locale';
import { pendingWrites, subscribeOutbox } from '@/lib/offline-outbox';
import { createQueryClient } from '@/lib/react-query';
import { keepForOffline } from './keep-for-offline';
import { DeviceLock } from './device-lock';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { handleSessionExpiry } from './session-expiry';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * `router` and `queryClient`: made before the first render (main.tsx), so prerendered HTML can wait for
 * its route's code and routes can start their data with their code.
 */
export function App({ router: givenRouter, queryClient: givenQueryClient }: { router?: AppRouter; queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient));

  useEffect(() => handleSessionExpiry(router, queryClient), [router, queryClient]);
  useEffect(() => keepForOffline(queryClient), [queryClient]);
  // A signed-in person's language is kept on their account: it follows them to this device.
  useEffect(() => followAccountLocale(queryClient), [queryClient]);
  // Once writes made offline have all been sent, read what the server now holds.
  useEffect(
    () =>
      subscribeOutbox(() => {
        if (pendingWrites().length === 0) void queryClient.invalidateQueries();
      }),
    [queryClient],
  );

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <QuickExitLayer />
      <DeviceLock router={router} queryClient={queryClient} />
    </AppProvider>
  );
}
