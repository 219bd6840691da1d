import { describe, expect, it } from 'vitest';
import { call, captcha, registerUser, waitFor } from './api';

/*
 * Issue 7.2: the router ignores case and a trailing slash, so a guard that compared the path's
 * spelling could be walked around. The guards now sit on the routes themselves.
 */
const LOGIN = ['/api/auth/local', '/api/auth/local/', '/API/AUTH/LOCAL', '/Api/Auth/Local/'];
const REGISTER = ['/api/auth/local/register/', '/API/AUTH/LOCAL/REGISTER', '/api/Auth/local/Register/'];
const FORGOT = ['/api/email/forget-password/', '/API/EMAIL/FORGET-PASSWORD', '/api/Email/Forget-Password/'];
const RESET = ['/api/email/reset-password/', '/API/EMAIL/RESET-PASSWORD'];

describe('account route guards, whatever the spelling of the path', () => {
  it.each(LOGIN)('%s demands the captcha and the strict login body', async (path) => {
    const user = await registerUser();
    const noCaptcha = await call('POST', path, { body: { identifier: user.email, password: user.password } });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.jwt).toBeUndefined();
    const extra = await call('POST', path, { body: { identifier: user.email, password: user.password, ...(await captcha()), role: 1 } });
    expect(extra.status).toBe(400);
  });

  it('counts wrong passwords sent to any spelling against one budget, then asks even the right one for the longer check', async () => {
    const user = await registerUser();
    const messages: string[] = [];
    for (let i = 0; i < 10; i++) {
      const path = LOGIN[i % LOGIN.length];
      messages.push((await call('POST', path, { body: { identifier: user.email, password: 'wrong-password', ...(await captcha()) } })).body.error.message);
    }
    expect(messages).toEqual(Array(10).fill('Invalid email or password'));
    // Past the budget a stranger does more work first, never refused (decision 013).
    const right = await call('POST', '/API/AUTH/LOCAL/', { body: { identifier: user.email, password: user.password, ...(await captcha()) } });
    expect(right.status).toBe(400);
    expect(right.body.error.details.extraCheck).toBeDefined();
  });

  it.each(REGISTER)('%s refuses a 6-character password and unknown fields', async (path) => {
    const name = `spell${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const short = await call('POST', path, { body: { username: name, email: `${name}@example.test`, password: 'abc123' } });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/at least 8/);
    const extra = await call('POST', path, { body: { username: name, email: `${name}@example.test`, password: 'Correct-Horse-9', confirmed: true } });
    expect(extra.status).toBe(400);
  });

  it.each(FORGOT)('%s checks its body', async (path) => {
    const res = await call('POST', path, { body: { email: 'someone@example.test', extra: 'x' } });
    expect(res.status).toBe(400);
    expect((await call('POST', path, { body: { email: 'not-an-email' } })).status).toBe(400);
  });

  it('sends one reset email per address across spellings (decision 014): the rest are answered the same, and send nothing', async () => {
    const user = await registerUser();
    const { mailDropMessages } = await import('./api');
    const before = mailDropMessages().filter((m) => m.to === user.email).length;
    for (let i = 0; i < 14; i++) {
      const res = await call('POST', FORGOT[i % FORGOT.length], { body: { email: i % 2 ? user.email.toUpperCase() : user.email } });
      expect(res.status).toBe(200);
    }
    // Emails leave through the outbox's worker (decision 011): wait for the first, then for any second.
    const sent = () => mailDropMessages().filter((m) => m.to === user.email).length - before;
    await waitFor(() => (sent() >= 1 ? true : undefined));
    await new Promise((r) => setTimeout(r, 500));
    expect(sent()).toBe(1);
  });

  it.each(RESET)('%s checks its body', async (path) => {
    const res = await call('POST', path, { body: { token: 'x'.repeat(40), password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/at least 8/);
  });

  it('a GET to the local callback route does not sign anyone in', async () => {
    const user = await registerUser();
    const res = await call('GET', `/api/auth/local/callback?identifier=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body?.jwt).toBeUndefined();
  });
});
