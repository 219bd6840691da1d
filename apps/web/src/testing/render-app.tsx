import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { handleSessionExpiry } from '@/app/session-expiry';
import { setToken } from '@/lib/auth-token';
import { queryConfig } from '@/lib/react-query';
import { json, mockFetch, type MockHandler } from './mock-fetch';

export const testAccount = {
  id: 7,
  documentId: 'acc7',
  username: 'sam',
  email: 'sam@example.com',
  firstName: 'Sam',
  address: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  locale: null,
  neutralEmails: false,
  favourites: [],
  completed: [],
  hasSubscription: false,
  isPremium: false,
};

export const testMenu = [
  { id: 1, item_name: 'Home', menu_link: '/' },
  { id: 2, item_name: 'Settings', menu_link: '/Settings' },
  { id: 3, item_name: 'Go Premium', menu_link: '/go-premium' },
  { id: 4, item_name: 'My Subscriptions', menu_link: '/dashboard' },
  { id: 5, item_name: 'Logout', menu_link: '/Login' },
];

/** The server answers every screen of the shell needs, each overridable per test. */
export function shellHandlers(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  let captchaCount = 0;
  return {
    'GET /api/app-information': () =>
      json({
        data: { product_name: 'Steady', support_email: 'help@example.com', app_logo: null, menu: testMenu },
      }),
    'GET /api/captcha': () => {
      captchaCount += 1;
      return json({
        enabled: true,
        id: `captcha-${captchaCount}`,
        svg: '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><path d="M10 10L40 40" stroke="#000"/></svg>',
        expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        pow: { salt: `salt-${captchaCount}`, difficulty: 6 },
      });
    },
    'GET /api/account': () => json(testAccount),
    // Logging out ends the token on the server (lib/session-end); 'Log out on all devices' ends them all.
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    'POST /api/account/sign-out-everywhere': () => new Response(null, { status: 204 }),
    // Chain analysis (/RCA, /rcao) and content pages (/pages/:slug): empty content by default.
    'GET /api/rca': () => json({ data: null }),
    'GET /api/triggers': () => json({ data: [] }),
    'GET /api/account/analyses': () => json({ data: [] }),
    'GET /api/pages': () => json({ data: [] }),
    // The SOS page's helplines: none by default, so the built-in crisis numbers show.
    'GET /api/helplines': () => json({ data: [] }),
    // The safety plan (/safety-plan): nothing written yet.
    'GET /api/account/safety-plan': () =>
      json({
        sections: { warningSigns: [], copingAlone: [], distractions: [], helpers: [], professionals: [], safeEnvironment: [], reasonsForLiving: [] },
        hasPicture: false,
        updatedAt: null,
      }),
    // Skills (/QuickCope, /Activities, /Liked, /Recommended, /skills/:slug): no skills, no check-in.
    'GET /api/skills': () => json({ data: [], meta: {} }),
    'GET /api/account/recommendations': () => json({ checkIn: null, skills: [] }),
    // Billing (/go-premium, /Subscription, /dashboard …): the sandbox gateway, no plan, nothing bought;
    // the sample ids of the route table (/subscriptions/12, /orders/12) are unknown.
    'GET /api/stripe/config': () => json({ gateway: 'sandbox', publishableKey: null, premiumPlan: null }),
    'GET /api/subscriptions': () => json({ data: [] }),
    'GET /api/orders': () => json({ data: [] }),
    'POST /api/stripe/payment-methods': () => json({ data: [] }),
    // What helps me and the diary card (/what-helps, /diary, /summary): nothing rated or written yet.
    'GET /api/account/what-helps': () => json({ skills: [] }),
    'GET /api/account/diary': () => json({ entries: [] }),
    // Trends (/trends): nothing entered in the weeks asked for.
    'GET /api/account/trends': (request) =>
      json({ from: request.url.searchParams.get('from'), to: request.url.searchParams.get('to'), ratings: [], diary: [], checkIns: [] }),
    // Reminders (Settings): none made.
    'GET /api/account/reminders': () => json({ reminders: [] }),
    // Links for a therapist: none made yet; the route table's sample link (/shared/:token) has ended.
    'GET /api/account/share-links': () => json({ links: [] }),
    'GET /api/shared/sample-token-0123456789': () =>
      json({ data: null, error: { status: 410, name: 'GoneError', message: 'This link has ended', details: { code: 'share_link_ended' } } }, 410),
    'GET /api/subscriptions/12': () => json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404),
    'GET /api/orders/12': () => json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404),
    ...overrides,
  };
}

type RenderAppOptions = {
  /** Start signed in with this token (remembered). */
  token?: string;
  handlers?: Record<string, MockHandler>;
};

/** Renders the real route table at `url`, with the network faked at the HTTP level. */
export function renderApp(url: string, { token, handlers = shellHandlers() }: RenderAppOptions = {}) {
  if (token) setToken(token, { remember: true });
  const network = mockFetch(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } },
  });
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [url] });
  onTestFinished(handleSessionExpiry(router, queryClient));
  onTestFinished(() => {
    router.dispose();
    queryClient.clear();
  });
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, user, router, queryClient, network };
}
