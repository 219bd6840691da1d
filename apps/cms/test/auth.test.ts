import { describe, expect, it } from 'vitest';
import { call, captcha, login, registerUser, solveCaptchaSvg, uniqueName } from './api';

describe('sign-up and sign-in', () => {
  it('creates an account with a first name and signs it in', async () => {
    const username = uniqueName();
    const res = await call('POST', '/api/auth/local/register', {
      body: { username, email: `${username}@example.test`, password: 'Correct-Horse-9', firstName: 'Robin' },
    });
    expect(res.status).toBe(200);
    expect(res.body.jwt).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ username, firstName: 'Robin' });
    const me = await call('GET', '/api/users/me', { token: res.body.jwt });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username, email: `${username}@example.test`, firstName: 'Robin' });
  });

  it('refuses a taken email and a short password', async () => {
    const user = await registerUser();
    const taken = await call('POST', '/api/auth/local/register', { body: { username: uniqueName(), email: user.email, password: 'Correct-Horse-9' } });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toMatch(/already taken/i);
    const short = await call('POST', '/api/auth/local/register', { body: { username: uniqueName(), email: `${uniqueName()}@example.test`, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/at least 8/);
  });

  it('refuses sign-up fields that would raise privileges', async () => {
    for (const extra of [{ role: 1 }, { confirmed: true }, { blocked: false }, { customerId: 'cus_x' }, { provider: 'google' }]) {
      const username = uniqueName();
      const res = await call('POST', '/api/auth/local/register', { body: { username, email: `${username}@example.test`, password: 'Correct-Horse-9', ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
  });

  it('signs in with the right captcha and password', async () => {
    const user = await registerUser();
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
    expect((await call('GET', '/api/account', { token: res.body.jwt })).status).toBe(200);
  });

  it('rejects a wrong captcha before looking at the password', async () => {
    const user = await registerUser();
    const { captchaId, captcha: code } = await captcha();
    const wrong = code.split('').reverse().join('') === code ? `${code.slice(1)}x` : code.split('').reverse().join('');
    const res = await call('POST', '/api/auth/local', { body: { identifier: user.email, password: user.password, captchaId, captcha: wrong } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Captcha Does Not Match');
    expect(res.body.jwt).toBeUndefined();
  });

  it('compares the captcha case-sensitively and lets each one be used once', async () => {
    const user = await registerUser();
    const c = await captcha();
    const swapped = c.captcha.replace(/[a-zA-Z]/, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
    if (swapped !== c.captcha) {
      const res = await call('POST', '/api/auth/local', { body: { identifier: user.email, password: user.password, ...c, captcha: swapped } });
      expect(res.body.error.message).toBe('Captcha Does Not Match');
    }
    const fresh = await captcha();
    const first = await call('POST', '/api/auth/local', { body: { identifier: user.email, password: user.password, ...fresh } });
    expect(first.status).toBe(200);
    const replay = await call('POST', '/api/auth/local', { body: { identifier: user.email, password: user.password, ...fresh } });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe('Captcha Does Not Match');
  });

  it('requires a captcha', async () => {
    const user = await registerUser();
    const res = await call('POST', '/api/auth/local', { body: { identifier: user.email, password: user.password } });
    expect(res.status).toBe(400);
  });

  it('issues six letters or digits per captcha', async () => {
    const { body } = await call('GET', '/api/captcha');
    expect(solveCaptchaSvg(body.svg)).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('answers a wrong password with a message and no token', async () => {
    const user = await registerUser();
    const res = await login(user.email, 'not-the-password');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid identifier or password');
  });

  it('limits sign-in attempts per account', async () => {
    const user = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(user.email, 'wrong-password')).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits out the window.
    expect((await login(user.email, user.password)).status).toBe(429);
  });

  it('signs in the seeded demo account', async () => {
    const res = await login('demo@steady.example', 'SteadyDemo1!');
    expect(res.status).toBe(200);
    expect(res.body.user.firstName).toBe('Sam');
  });
});
