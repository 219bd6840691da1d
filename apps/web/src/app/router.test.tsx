import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/auth-token';
import { strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';
import { createAppRoutes } from './router';

/** A concrete URL for every route of the table. */
const everyUrl = Object.values(paths).map((route) => route.path.replace(':slug', 'sample').replace(':id', '12').replace(':token', 'sample-token-0123456789'));

describe('route table', () => {
  it.each(everyUrl)('a signed-in user can open %s', async (url) => {
    const { router } = renderApp(url, { token: 'jwt-1' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.queryByText(/can't find that page/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(url);
  });

  it.each(['/ChooseOption', '/chooseOption', '/'])('%s is the home screen for a signed-in user', async (url) => {
    renderApp(url, { token: 'jwt-1' });
    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What would be most helpful right now?' })).toBeInTheDocument();
    const tiles = [
      ['Quick Cope', '/QuickCope'],
      ['Practice', '/Activities'],
      ['Chain analysis', '/RCA'],
      ['Contact / SOS', '/pages/contact'],
    ];
    const main = screen.getByRole('main');
    const kit = within(main).getByRole('navigation', { name: 'Your kit' });
    expect(within(kit).getByRole('link', { name: /^My safety plan/ })).toHaveAttribute('href', '/safety-plan');
    expect(within(kit).getByRole('link', { name: /^What helps me/ })).toHaveAttribute('href', '/what-helps');
    expect(within(kit).getByRole('link', { name: /^Diary card/ })).toHaveAttribute('href', '/diary');
    for (const [name, href] of tiles) {
      expect(within(main).getByRole('link', { name: new RegExp(`^${name!.replace('/', '\\/')}`) })).toHaveAttribute('href', href);
    }
  });

  it.each([
    ['signed in', 'jwt-1'],
    ['signed out', undefined],
  ])('shows unknown paths as not found, with SOS, %s', async (_, token) => {
    const { router } = renderApp('/no-such-screen', { token });
    expect(await screen.findByRole('heading', { name: /can't find that page/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-screen');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /SOS/ })).toHaveAttribute('href', '/pages/contact');
    expect(within(main).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });
});

describe('guard', () => {
  it.each(['/QuickCope', '/skills/grounding', '/dashboard/subscription', '/orders/3'])(
    'sends anonymous visitors from %s to /Login, remembering the way back',
    async (url) => {
      const { router } = renderApp(url);
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/Login');
      expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(url);
    },
  );

  it.each(['/welcome', '/Breath', '/pages/contact', '/register', '/forgot-password', '/reset-password', '/Subscription', '/api-provider'])(
    'lets anonymous visitors open %s',
    async (url) => {
      const { router } = renderApp(url);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(url);
    },
  );

  it('shows anonymous visitors the landing screen at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Steady/ })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/Login');
    expect(within(main).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    expect(within(main).getByRole('link', { name: /SOS/ })).toHaveAttribute('href', '/pages/contact');
  });

  it('signs out and goes to /Login when the server no longer accepts the token', async () => {
    const { router } = renderApp('/QuickCope', {
      token: 'expired',
      handlers: shellHandlers({ 'GET /api/account': () => strapiError(401, 'Missing or invalid credentials', 'UnauthorizedError') }),
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?redirectTo=%2FQuickCope'));
  });
});

describe('welcome', () => {
  it('goes to /Login without a token', async () => {
    const { user, router } = renderApp('/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome to Steady.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Let's Get Started" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
  });

  it('goes to /ChooseOption with a token', async () => {
    const { user, router } = renderApp('/welcome', { token: 'jwt-1' });
    await user.click(await screen.findByRole('button', { name: "Let's Get Started" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ChooseOption'));
    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
  });
});

describe('route data starts with the route code (issue 10)', () => {
  const routesByPath = (routes: RouteObject[]): Map<string, RouteObject> =>
    new Map(routes.flatMap((r) => [...(r.path ? [[r.path, r] as const] : []), ...routesByPath(r.children ?? [])]));

  it('gives data screens a loader beside their lazy code, and none when prerendering', () => {
    const withClient = routesByPath(createAppRoutes(new QueryClient()));
    const prerendering = routesByPath(createAppRoutes());
    for (const path of [paths.page.path, paths.skill.path, paths.quickCope.path, paths.activities.path, paths.liked.path]) {
      expect(withClient.get(path)?.loader, path).toEqual(expect.any(Function));
      expect(withClient.get(path)?.lazy, path).toEqual(expect.any(Function));
      expect(prerendering.get(path)?.loader, path).toBeUndefined();
    }
  });

  it.each([
    ['/pages/faq', '/api/pages'],
    ['/QuickCope', '/api/skills'],
    ['/skills/stop', '/api/skills'],
  ])('%s asks for its data once: the screen uses what the route started', async (url, path) => {
    const { network } = renderApp(url, { token: 'jwt-1' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    await waitFor(() => expect(network.callsTo('GET', path).length).toBeGreaterThan(0));
    expect(network.callsTo('GET', path)).toHaveLength(1);
  });
});

describe('the offline banner says only what is true on the screen', () => {
  const banner = async () => {
    await screen.findByRole('heading', { level: 1 });
    return document.querySelector('.connection-banner');
  };

  it.each(['/diary', '/safety-plan', '/QuickCope', '/Activities', '/Liked', '/Recommended', '/skills/stop', '/StopSkill', '/Breath'])(
    'signed in, on %s (its writes wait on the device): says what is done is saved there',
    async (url) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      renderApp(url, { token: 'jwt-1' });
      expect(await banner()).toHaveTextContent("You're offline. What you do is saved on this device and will sync when you're back online.");
    },
  );

  it.each(['/', '/pages/contact', '/Settings', '/Profile', '/what-helps', '/summary', '/RCA', '/dashboard'])(
    'signed in, on %s (nothing waits on the device): says what still works',
    async (url) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      renderApp(url, { token: 'jwt-1' });
      expect(await banner()).toHaveTextContent("You're offline. SOS, your safety plan and breathing still work.");
    },
  );

  it.each(['/Breath', '/pages/contact', '/Login'])('signed out, on %s: says SOS and breathing still work', async (url) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(url);
    expect(await banner()).toHaveTextContent("You're offline. SOS and breathing still work.");
  });
});
