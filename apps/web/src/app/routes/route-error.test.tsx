import { QueryClientProvider, QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { allowConsole } from '@/testing/console-guard';
import { WithI18n } from '@/testing/i18n';
import { RouteErrorScreen } from './route-error';

function Broken(): never {
  throw new Error('boom');
}

describe('route error screen', () => {
  it('replaces a screen that crashed with a kind message and a way home', async () => {
    allowConsole(); // React and the router report the caught error.
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorScreen }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { wrapper: WithI18n },
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offline, says so calmly and keeps crisis numbers and SOS on screen', async () => {
    allowConsole();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorScreen }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { wrapper: WithI18n },
    );
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/pages/contact');
  });
});
