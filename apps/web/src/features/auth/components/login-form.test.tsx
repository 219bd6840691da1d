import { CAPTCHA_MISMATCH_MESSAGE } from '@steady/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

const authOk = () => json({ jwt: 'jwt-abc', user: { id: 7, username: 'sam', email: 'sam@example.com' } });

async function fillLogin(
  user: ReturnType<typeof renderApp>['user'],
  { email = 'sam@example.com', password = 'correct horse', captcha = 'AbC123' } = {},
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await screen.findByRole('img', { name: 'Security code picture' });
  await user.type(screen.getByLabelText('Captcha'), captcha);
}

describe('login form', () => {
  it('shows the screen of spec §2', async () => {
    renderApp('/Login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Remember Me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    expect(await screen.findByRole('img', { name: 'Security code picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload captcha' })).toBeInTheDocument();
  });

  it('asks for every field before calling the server', async () => {
    const { user, network } = renderApp('/Login');
    await screen.findByRole('img', { name: 'Security code picture' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Captcha is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(network.callsTo('POST', '/api/auth/local')).toHaveLength(0);
  });

  it('shows and hides the password with the eye toggle', async () => {
    const { user } = renderApp('/Login');
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('on a wrong captcha: alerts, clears the input and loads a new captcha', async () => {
    const login = vi
      .fn()
      .mockImplementationOnce(() => strapiError(400, CAPTCHA_MISMATCH_MESSAGE, 'ValidationError'))
      .mockImplementationOnce(authOk);
    const { user, network } = renderApp('/Login', { handlers: shellHandlers({ 'POST /api/auth/local': login }) });
    await fillLogin(user, { captcha: 'abc123' });
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_MISMATCH_MESSAGE);
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    await waitFor(() => expect(network.callsTo('GET', '/api/captcha')).toHaveLength(2));
    expect(network.callsTo('POST', '/api/auth/local')[0]?.body).toEqual({
      identifier: 'sam@example.com',
      password: 'correct horse',
      captchaId: 'captcha-1',
      captcha: 'abc123',
    });
    // The password stays; the next attempt answers the new captcha.
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload captcha' })).toBeEnabled());
    await user.type(screen.getByLabelText('Captcha'), 'XyZ789');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(network.callsTo('POST', '/api/auth/local')).toHaveLength(2));
    expect(network.callsTo('POST', '/api/auth/local')[1]?.body).toMatchObject({ captchaId: 'captcha-2', captcha: 'XyZ789' });
  });

  it('loads a new captcha when asked to', async () => {
    const { user, network } = renderApp('/Login');
    await screen.findByRole('img', { name: 'Security code picture' });
    await user.type(screen.getByLabelText('Captcha'), 'typo');
    await user.click(screen.getByRole('button', { name: 'Reload captcha' }));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    await waitFor(() => expect(network.callsTo('GET', '/api/captcha')).toHaveLength(2));
  });

  it('reads the code out for people who cannot see the picture, where the browser can speak', async () => {
    const spoken: string[] = [];
    vi.stubGlobal('SpeechSynthesisUtterance', class {
      constructor(readonly text: string) {}
    });
    vi.stubGlobal('speechSynthesis', { cancel: () => {}, speak: (u: { text: string }) => spoken.push(u.text) });
    try {
      const { user } = renderApp('/Login');
      await user.click(await screen.findByRole('button', { name: 'Hear the code' }));
      expect(spoken).toEqual(['The code is: capital A, small b, capital C, 1, 2, 3.']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers no audio where the browser cannot speak', async () => {
    renderApp('/Login');
    await screen.findByRole('img', { name: 'Security code picture' });
    expect(screen.queryByRole('button', { name: 'Hear the code' })).not.toBeInTheDocument();
  });

  it('shows a server error under the form and still replaces the used captcha', async () => {
    const { user, network } = renderApp('/Login', {
      handlers: shellHandlers({
        'POST /api/auth/local': () => strapiError(400, 'Invalid identifier or password', 'ValidationError'),
      }),
    });
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid identifier or password');
    expect(screen.queryByText(CAPTCHA_MISMATCH_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    await waitFor(() => expect(network.callsTo('GET', '/api/captcha')).toHaveLength(2));
  });

  it('says so when the network fails', async () => {
    const { user } = renderApp('/Login', {
      handlers: shellHandlers({
        'POST /api/auth/local': () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    });
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
  });

  it('with Remember Me, keeps the token in localStorage and goes home', async () => {
    const { user, router } = renderApp('/Login', { handlers: shellHandlers({ 'POST /api/auth/local': authOk }) });
    await fillLogin(user);
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-abc');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('without Remember Me, keeps the token for this session only and returns where the visitor was going', async () => {
    const { user, router } = renderApp('/QuickCope', { handlers: shellHandlers({ 'POST /api/auth/local': authOk }) });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2FQuickCope');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Use a coping skill to calm down quickly' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/QuickCope');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-abc');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
