import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { accountQueryKey } from '@/lib/account';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { forgetPersonOnSignOut } from '@/lib/offline-cache';
import { clearOutbox, pendingWrites, queueWrite } from '@/lib/offline-outbox';
import { startSignOutSender, tokensToEnd } from '@/lib/session-end';
import { json } from '@/testing/mock-fetch';
import { renderApp, shellHandlers, testAccount } from '@/testing/render-app';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
/** The panel the menu button controls (found through aria-controls, open or not). */
const mainMenu = () => {
  const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('menu panel not found');
  return panel;
};

describe('header menu', () => {
  it('opens and closes with the button, reflecting it in aria-expanded', async () => {
    const { user } = renderApp('/QuickCope', { token: 'jwt-1' });
    await screen.findByRole('heading', { level: 1, name: 'Use a coping skill to calm down quickly' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(mainMenu()).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBe(mainMenu());
    expect(await within(mainMenu()).findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/Settings');
    expect(within(mainMenu()).getByText('Steady')).toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderApp('/QuickCope', { token: 'jwt-1' });
    await screen.findByRole('heading', { level: 1, name: 'Use a coping skill to calm down quickly' });
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes after following a link', async () => {
    const { user, router } = renderApp('/QuickCope', { token: 'jwt-1' });
    await screen.findByRole('heading', { level: 1, name: 'Use a coping skill to calm down quickly' });
    await user.click(menuButton());
    await user.click(await within(mainMenu()).findByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Settings');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Go Premium or My Subscriptions by the account', async () => {
    const { user } = renderApp('/QuickCope', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/account': () => json({ ...testAccount, hasSubscription: true }) }),
    });
    await user.click(menuButton());
    expect(await within(mainMenu()).findByRole('link', { name: 'My Subscriptions' })).toBeInTheDocument();
    expect(within(mainMenu()).queryByRole('link', { name: 'Go Premium' })).not.toBeInTheDocument();
  });

  it('asks before logging out while changes made offline still wait, and keeps them if the person stays', async () => {
    onTestFinished(() => clearOutbox());
    const { user, router } = renderApp('/QuickCope', { token: 'jwt-1' });
    // As main.tsx wires it: no token, nothing kept about the person.
    onTestFinished(forgetPersonOnSignOut());
    await screen.findByRole('heading', { level: 1, name: 'Use a coping skill to calm down quickly' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    queueWrite({ method: 'PUT', path: '/account/favourites/stop', key: 'favourite:stop' });

    await user.click(menuButton());
    await user.click(await within(mainMenu()).findByRole('link', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out now?' });
    expect(dialog).toHaveTextContent(
      "1 change you made offline has not been sent yet. If you log out now, it will be lost. If you stay, it will be sent when you're back online.",
    );
    expect(within(dialog).getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(pendingWrites()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/QuickCope');

    await user.click(menuButton());
    await user.click(await within(mainMenu()).findByRole('link', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(pendingWrites()).toEqual([]);
  });

  it('logging out offline first says signing in again must wait, and then ends the token on the server when the connection returns', async () => {
    const { user, router, network } = renderApp('/QuickCope', { token: 'jwt-1' });
    await screen.findByRole('heading', { level: 1, name: 'Use a coping skill to calm down quickly' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(menuButton());
    await user.click(await within(mainMenu()).findByRole('link', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out now?' });
    expect(dialog).toHaveTextContent(
      "You're offline. If you log out now, you can't sign in again until you're back online. SOS and breathing work without signing in.",
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(tokensToEnd()).toEqual(['jwt-1']));
    expect(network.callsTo('POST', '/api/auth/logout')).toHaveLength(0);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onTestFinished(startSignOutSender());
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(tokensToEnd()).toEqual([]));
    expect(network.callsTo('POST', '/api/auth/logout')[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('logs out through the /Login item: token and cached data gone, on the login screen', async () => {
    const { user, router, queryClient, network } = renderApp('/QuickCope', { token: 'jwt-1' });
    await screen.findByRole('heading', { level: 1, name: 'Use a coping skill to calm down quickly' });
    await waitFor(() => expect(queryClient.getQueryData(accountQueryKey)).toBeDefined());
    expect(network.callsTo('GET', '/api/account').at(-1)?.headers.get('Authorization')).toBe('Bearer jwt-1');
    await user.click(menuButton());
    await user.click(await within(mainMenu()).findByRole('link', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(accountQueryKey)).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    // The server was asked to end that very token (decision 015), without the person waiting for it.
    await waitFor(() => expect(network.callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/auth/logout')[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
    // The login screen starts clean: one captcha, not one thrown away by the cache clearing.
    await screen.findByRole('img', { name: 'Security code picture' });
    expect(network.callsTo('GET', '/api/captcha')).toHaveLength(1);
  });
});

describe('header', () => {
  it('shows the logo link home on primary screens', async () => {
    renderApp('/Activities', { token: 'jwt-1' });
    await screen.findByRole('heading', { name: 'Practice' });
    expect(screen.getByRole('link', { name: 'Steady' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });

  it('shows a back button on secondary screens', async () => {
    const { user, router } = renderApp('/Profile', { token: 'jwt-1' });
    await screen.findByRole('heading', { name: 'Hello sam' });
    expect(screen.queryByRole('link', { name: 'Steady' })).not.toBeInTheDocument();
    // Opened directly: nothing of ours behind it, so back goes home.
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back in history when there is somewhere to go back to', async () => {
    const { user, router } = renderApp('/Settings', { token: 'jwt-1' });
    await screen.findByRole('heading', { name: 'Settings' });
    await router.navigate('/Profile');
    await screen.findByRole('heading', { name: 'Hello sam' });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('keeps the SOS link on every signed-in screen', async () => {
    const { router } = renderApp('/', { token: 'jwt-1' });
    expect(await screen.findByRole('link', { name: 'SOS' })).toHaveAttribute('href', '/pages/contact');
    for (const path of ['/QuickCope', '/Profile', '/dashboard', '/skills/grounding']) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('link', { name: 'SOS' })).toHaveAttribute('href', '/pages/contact');
    }
  });

  it('shows the product name from the CMS', async () => {
    renderApp('/QuickCope', {
      token: 'jwt-1',
      handlers: shellHandlers({
        'GET /api/app-information': () => json({ data: { product_name: 'Calmly', support_email: null, app_logo: null, menu: [] } }),
      }),
    });
    expect(await screen.findByRole('link', { name: 'Calmly' })).toBeInTheDocument();
  });
});
