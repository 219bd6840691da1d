import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken, TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { json, strapiError, type MockRequest } from '@/testing/mock-fetch';
import { renderApp, shellHandlers, testAccount } from '@/testing/render-app';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const updated = (request: MockRequest, extra: Record<string, unknown> = {}) =>
  json({ ...testAccount, ...(request.body as object), password: undefined, currentPassword: undefined, ...extra });

describe('profile', () => {
  it('greets the person and shows the current values', async () => {
    renderApp('/Profile', { token: 'jwt-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello sam' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('sam');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('First name (optional)')).toHaveValue('Sam');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('sends only what changed and confirms the update', async () => {
    const { user, network } = renderApp('/Profile', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'PUT /api/account/profile': (request) => updated(request) }),
    });
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'samira');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile was updated.')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/account/profile')[0]?.body).toEqual({ username: 'samira' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello samira' })).toBeInTheDocument();
  });

  it('does not call the server when nothing changed', async () => {
    const { user, network } = renderApp('/Profile', { token: 'jwt-1' });
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/nothing to update/)).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/account/profile')).toHaveLength(0);
  });

  it('asks for the current password before changing the password', async () => {
    const { user, network } = renderApp('/Profile', { token: 'jwt-1' });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '-but-longer');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter your current password to set a new one')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/account/profile')).toHaveLength(0);
  });

  it('asks for the current password before changing the email, and sends it with the new email', async () => {
    const { user, network } = renderApp('/Profile', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'PUT /api/account/profile': (request) => updated(request) }),
    });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'sam.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(network.callsTo('PUT', '/api/account/profile')).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'Calm-Waters-42');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile was updated.')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/account/profile')[0]?.body).toEqual({ email: 'sam.new@example.com', currentPassword: 'Calm-Waters-42' });
  });

  it('refuses a username with @ before calling the server', async () => {
    const { user, network } = renderApp('/Profile', { token: 'jwt-1' });
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText("A username can't contain @")).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/account/profile')).toHaveLength(0);
  });

  it.each([
    ['remembered (localStorage)', true],
    ['this session only (sessionStorage)', false],
  ])('after a password change keeps the new token where the old one was: %s', async (_name, remember) => {
    setToken('jwt-old', { remember });
    const { user, network } = renderApp('/Profile', {
      handlers: shellHandlers({ 'PUT /api/account/profile': (request) => updated(request, { jwt: 'jwt-new' }) }),
    });
    await user.type(await screen.findByLabelText('New password'), 'Calm-Waters-43');
    await user.type(screen.getByLabelText('Current password'), 'Calm-Waters-42');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile was updated.')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/account/profile')[0]?.body).toEqual({
      password: 'Calm-Waters-43',
      currentPassword: 'Calm-Waters-42',
    });
    const [kept, other] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    expect(kept.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-new');
    expect(other.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // The password fields are emptied again.
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each(['Email or Username are already taken', 'The current password is not correct'])('shows the server message: %s', async (message) => {
    const { user } = renderApp('/Profile', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'PUT /api/account/profile': () => strapiError(400, message, 'ValidationError') }),
    });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'Calm-Waters-42');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Your profile was updated.')).not.toBeInTheDocument();
  });

  it('says what to do when the profile cannot be loaded', async () => {
    let fail = true;
    const { user } = renderApp('/Profile', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/account': () => (fail ? strapiError(503, 'down') : json(testAccount)) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your profile.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('sam'));
  });
});
