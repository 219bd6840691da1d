import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

async function fill(user: ReturnType<typeof renderApp>['user'], firstName = '') {
  await user.type(await screen.findByLabelText('Username'), 'sam');
  if (firstName) await user.type(screen.getByLabelText(/First name/), firstName);
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'long enough');
}

describe('create account', () => {
  it('checks the fields with the shared rules', async () => {
    const { user, network } = renderApp('/register');
    await user.type(await screen.findByLabelText('Username'), 'sa');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/auth/local/register')).toHaveLength(0);
  });

  it('signs the new user in (remembered) and goes home', async () => {
    const { user, router, network } = renderApp('/register', {
      handlers: shellHandlers({
        'POST /api/auth/local/register': () => json({ jwt: 'jwt-new', user: { id: 8, username: 'sam', email: 'sam@example.com' } }),
      }),
    });
    await fill(user, 'Sam');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-new');
    expect(network.callsTo('POST', '/api/auth/local/register')[0]?.body).toEqual({
      username: 'sam',
      email: 'sam@example.com',
      password: 'long enough',
      firstName: 'Sam',
    });
  });

  it('leaves an empty first name out', async () => {
    const { user, network } = renderApp('/register', {
      handlers: shellHandlers({
        'POST /api/auth/local/register': () => json({ jwt: 'jwt-new', user: { id: 8, username: 'sam', email: 's@e.com' } }),
      }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(network.callsTo('POST', '/api/auth/local/register')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/auth/local/register')[0]?.body).not.toHaveProperty('firstName');
  });

  it("shows the server's reason when it refuses", async () => {
    const { user } = renderApp('/register', {
      handlers: shellHandlers({
        'POST /api/auth/local/register': () => strapiError(400, 'Email or Username are already taken'),
      }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or Username are already taken');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says why a common password is refused, in its words, not the server’s field-prefixed English', async () => {
    const { user } = renderApp('/register', {
      handlers: shellHandlers({
        'POST /api/auth/local/register': () =>
          strapiError(
            400,
            'password: This password is one of the most common ones, so it is easy to guess. Please choose another.',
            'ValidationError',
            'password_too_common',
          ),
      }),
    });
    expect(await screen.findByText('At least 8 characters, and not a common password like password123.')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This password is one of the most common ones, so it is easy to guess\. Please choose another\.$/,
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
