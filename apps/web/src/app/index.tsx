import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { pendingWrites, subscribeOutbox } from '@/lib/offline-outbox';
import { createQueryClient } from '@/lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { handleSessionExpiry } from './session-expiry';

type AppRouter = ReturnType<typeof createAppRouter>;

/** `router`: made before the first render when prerendered HTML waits for its route's code (main.tsx). */
export function App({ router: givenRouter }: { router?: AppRouter } = {}) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => givenRouter ?? createAppRouter());

  useEffect(() => handleSessionExpiry(router, queryClient), [router, queryClient]);
  // Once writes made offline have all been sent, read what the server now holds.
  useEffect(() => subscribeOutbox(() => {
    if (pendingWrites().length === 0) void queryClient.invalidateQueries();
  }), [queryClient]);

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
