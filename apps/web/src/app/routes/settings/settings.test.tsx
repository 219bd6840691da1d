import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';
import { ACCOUNT_DELETED_NOTICE } from './settings';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('settings', () => {
  it('shows the username and email, with links to edit the profile and to the FAQ', async () => {
    renderApp('/Settings', { token: 'jwt-1' });
    expect(await screen.findByText('sam')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/Profile');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/pages/faq');
  });
});

describe('deleting the account', () => {
  const openDialog = async (user: ReturnType<typeof renderApp>['user']) => {
    await screen.findByText('sam');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('alertdialog', { name: 'Delete your account?' });
  };

  it('asks for the password, and keeps the account on a wrong one', async () => {
    const { user, network } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'POST /api/account/delete': () => strapiError(400, 'The password is not correct', 'ValidationError') }),
    });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to delete your account')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/account/delete')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');

    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('deletes it with the password, signs out and says so on the login screen', async () => {
    const { user, network, router } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'POST /api/account/delete': () => json({ deleted: true }) }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_DELETED_NOTICE)).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/Login');
    expect(network.callsTo('POST', '/api/account/delete')[0]?.body).toEqual({ password: 'correct horse' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // Shown once: the next visit to the login screen says nothing.
    expect(sessionStorage.getItem('steady.notice')).toBeNull();
  });
});
