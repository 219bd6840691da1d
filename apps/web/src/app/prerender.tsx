import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/react-query';
import { QuickExitLayer } from '@/components/layouts/quick-exit-layer';
import { AppProvider } from './provider';
import { createAppRoutes } from './router';

/**
 * Build-time rendering of the public screens (issue 10), from the same route table and components the
 * browser runs: the HTML paints before any script, and the app hydrates it. Rendered as an anonymous
 * visitor with no data yet, which is exactly what such a visitor's first client render shows.
 * Used by scripts/prerender.mjs only; never shipped to the browser.
 */
export const PRERENDERED_PATHS = ['/', '/Login', '/forgot-password', '/pages/contact', '/pages/faq', '/Breath'] as const;

/**
 * The lazy route module behind each prerendered path (null: in the main bundle). Its CSS is linked and
 * its code preloaded from the HTML, so the page is styled as prerendered from the first paint and
 * hydrates without waiting for a second round trip.
 */
export const ROUTE_MODULES: Record<(typeof PRERENDERED_PATHS)[number], string | null> = {
  '/': null,
  '/Login': 'src/app/routes/auth/login.tsx',
  '/forgot-password': 'src/app/routes/auth/forgot-password.tsx',
  '/pages/contact': 'src/app/routes/pages/content-page.tsx',
  '/pages/faq': 'src/app/routes/pages/content-page.tsx',
  '/Breath': 'src/app/routes/breathing/breath.tsx',
};

export async function prerender(path: string): Promise<string> {
  // Imported as the browser imports them (lib/i18n/activate-locale), so the catalogues stay their own chunks.
  const [shell, screens] = await Promise.all([import('@/locales/en/shell.po'), import('@/locales/en/screens.po')]);
  i18n.loadAndActivate({ locale: 'en', messages: { ...shell.messages, ...screens.messages } });
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered with a redirect or response (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        {/* As in App (app/index.tsx), so useId gives the prerendered HTML the ids hydration makes. */}
        <QuickExitLayer />
      </AppProvider>
    </StrictMode>,
  );
}
