import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { handleSessionExpiry } from './session-expiry';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  useEffect(() => handleSessionExpiry(router, queryClient), [router, queryClient]);

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
