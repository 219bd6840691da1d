import { CAPTCHA_MISMATCH_MESSAGE, EXTRA_CHECK_MESSAGE } from '@steady/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';
import { DEVICE_TOKENS_STORAGE_KEY } from '../utils/device-tokens';
import { leadingZeroBits } from '../utils/proof-of-work';

const authOk = () => json({ jwt: 'jwt-abc', user: { id: 7, username: 'sam', email: 'sam@example.com' } });

async function fillLogin(user: ReturnType<typeof renderApp>['user'], { email = 'sam@example.com', password = 'correct horse', captcha = 'AbC123' } = {}) {
  // The sign-in screen is its own lazily loaded chunk: wait for it.
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await screen.findByRole('img', { name: 'Security code picture' });
  await user.type(screen.getByLabelText('Captcha'), captcha);
}

describe('login form', () => {
  it('shows the screen of spec §2', async () => {
    renderApp('/Login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
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
    const password = await screen.findByLabelText('Password');
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
      .mockImplementationOnce(() => strapiError(400, CAPTCHA_MISMATCH_MESSAGE, 'ValidationError', 'captcha_mismatch'))
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

  it("offers 'I can't read the code': the browser does a short check, says so, and signs in with it", async () => {
    // Enough work (about 4,000 hashes) that the check is still running when the screen is read.
    const challenge = () =>
      json({
        enabled: true,
        id: 'captcha-1',
        svg: '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><path d="M1 1L9 9"/></svg>',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        pow: { salt: 'salt-1', difficulty: 12 },
      });
    const { user, network, router } = renderApp('/Login', { handlers: shellHandlers({ 'GET /api/captcha': challenge, 'POST /api/auth/local': authOk }) });
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    const button = await screen.findByRole('button', { name: "I can't read the code" });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAccessibleDescription(/short check instead of the picture/);
    await user.click(button);
    // Announced politely: the message appears inside a status region.
    expect((await screen.findByText(/Checking you are a person/)).closest('[role="status"]')).not.toBeNull();
    expect(network.callsTo('POST', '/api/auth/local')).toHaveLength(0);

    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const body = network.callsTo('POST', '/api/auth/local')[0]?.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['captchaId', 'identifier', 'password', 'proof']);
    expect(body).toMatchObject({ identifier: 'sam@example.com', password: 'correct horse', captchaId: 'captcha-1' });
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`salt-1${body.proof}`)));
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(12);
  }, 15_000);

  it("'I can't read the code' first asks for the email and password", async () => {
    const { user, network } = renderApp('/Login');
    const button = await screen.findByRole('button', { name: "I can't read the code" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Captcha is required')).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/auth/local')).toHaveLength(0);
  });

  it("on plain http, where the browser has no Web Crypto, 'I can't read the code' says it needs https", async () => {
    const { user, network } = renderApp('/Login');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    const button = await screen.findByRole('button', { name: "I can't read the code" });
    await waitFor(() => expect(button).toBeEnabled());
    vi.stubGlobal('crypto', { getRandomValues: <T,>(array: T) => array });
    try {
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent('This check needs a secure (https) connection');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(network.callsTo('POST', '/api/auth/local')).toHaveLength(0);
  });

  it('when the server runs without a captcha, shows none and signs in with email and password only', async () => {
    const { user, network } = renderApp('/Login', {
      handlers: shellHandlers({ 'GET /api/captcha': () => json({ enabled: false }), 'POST /api/auth/local': authOk }),
    });
    await waitFor(() => expect(network.callsTo('GET', '/api/captcha')).toHaveLength(1));
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Security code picture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload captcha' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/auth/local')[0]?.body).toEqual({ identifier: 'sam@example.com', password: 'correct horse' });
  });

  it('shows a server error under the form and still replaces the used captcha', async () => {
    const { user, network } = renderApp('/Login', {
      handlers: shellHandlers({
        'POST /api/auth/local': () => strapiError(400, 'Invalid email or password', 'ValidationError'),
      }),
    });
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
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

  it('when many wrong passwords were tried on the account, does the longer check the server asks for and signs in', async () => {
    // About 4,000 hashes: still running when the screen is read.
    const extraCheck = { id: 'longer-1', pow: { salt: 'longer-salt', difficulty: 12 }, expiresAt: new Date(Date.now() + 60_000).toISOString() };
    const login = vi
      .fn()
      .mockImplementationOnce(() =>
        json({ data: null, error: { status: 400, name: 'ApplicationError', message: EXTRA_CHECK_MESSAGE, details: { extraCheck } } }, 400),
      )
      .mockImplementationOnce(authOk);
    const { user, network } = renderApp('/Login', { handlers: shellHandlers({ 'POST /api/auth/local': login }) });
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByText(/your browser is doing a longer check/)).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    const [, second] = network.callsTo('POST', '/api/auth/local').map((c) => c.body as Record<string, string>);
    // The work is the server's challenge, at the difficulty it asked for, with the same email and password.
    expect(Object.keys(second!).sort()).toEqual(['captchaId', 'identifier', 'password', 'proof']);
    expect(second).toMatchObject({ identifier: 'sam@example.com', password: 'correct horse', captchaId: 'longer-1' });
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`longer-salt${second!.proof}`)));
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(12);
  }, 15_000);

  it("keeps the device token of a sign-in and sends it with the next one, whatever 'Remember Me' says", async () => {
    const withToken = () => json({ jwt: 'jwt-abc', user: { id: 7, username: 'sam', email: 'sam@example.com' }, deviceToken: 'd1.7.1.abc.sig' });
    const { user, network } = renderApp('/Login', { handlers: shellHandlers({ 'POST /api/auth/local': withToken }) });
    localStorage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify(['d1.9.1.other.sig']));
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/auth/local')[0]?.body).toMatchObject({ deviceTokens: ['d1.9.1.other.sig'] });
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_STORAGE_KEY)!)).toEqual(['d1.7.1.abc.sig', 'd1.9.1.other.sig']);
  });
});
