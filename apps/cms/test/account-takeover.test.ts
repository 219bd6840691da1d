import { describe, expect, it } from 'vitest';
import { call, login, mailDropMessages, registerUser, uniqueName, waitFor } from './api';

const profile = (token: string, body: Record<string, unknown>) => call('PUT', '/api/account/profile', { token, body });

describe('changing the email needs the current password and tells the old address (issue 7.8)', () => {
  it('refuses an email change without the current password, or with a wrong one', async () => {
    const user = await registerUser();
    const email = `${uniqueName('new')}@example.test`;
    const without = await profile(user.jwt, { email });
    expect(without.status).toBe(400);
    expect(without.body.error.message).toBe('Enter your current password to change your email');
    const wrong = await profile(user.jwt, { email, currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The current password is not correct');
    expect((await call('GET', '/api/account', { token: user.jwt })).body.email).toBe(user.email);
  });

  it('changes the email with the current password and emails the old address', async () => {
    const user = await registerUser({ firstName: 'Robin' });
    const email = `${uniqueName('new')}@example.test`;
    const res = await profile(user.jwt, { email, currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    const notice = await waitFor(() =>
      mailDropMessages().find((m) => m.to === user.email && /email address of your Steady account was changed/.test(m.subject)),
    );
    expect(notice.text).toContain('Hi Robin');
    expect(notice.text).toContain(`${email[0]}***@example.test`);
    expect(notice.text).not.toContain(email);
    expect((await login(email, user.password)).status).toBe(200);
  });

  it('limits wrong current passwords to 10 per window, a budget apart from sign-in', async () => {
    const user = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await profile(user.jwt, { email: `${uniqueName()}@example.test`, currentPassword: 'guess-guess' })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await profile(user.jwt, { password: 'Another-Pass-77', currentPassword: user.password })).status).toBe(429);
    // Only a signed-in session reaches this check; sign-in keeps its own count (decision 013).
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("is not refused by strangers' wrong passwords at sign-in", async () => {
    const user = await registerUser();
    for (let i = 0; i < 12; i++) expect((await login(user.email, 'guess-guess')).status).toBe(400);
    const changed = await profile(user.jwt, { password: 'Another-Pass-77', currentPassword: user.password });
    expect(changed.status, changed.text).toBe(200);
  });
});

describe('a password change retires every earlier token, to the millisecond (issue 7.9)', () => {
  const issuedAtSecond = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).iat as number;

  it('refuses a token issued in the same second as the change', async () => {
    const user = await registerUser();
    let password = user.password;
    let sameSecond = 0;
    for (let attempt = 0; attempt < 4 && sameSecond === 0; attempt++) {
      // Start right after a second begins, so the sign-in and the change fall in the same second.
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
      const signedIn = await login(user.email, password);
      expect(signedIn.status).toBe(200);
      const next = `Fresh-Pass-${attempt}-${uniqueName()}`;
      const changed = await profile(signedIn.body.jwt, { password: next, currentPassword: password });
      expect(changed.status).toBe(200);
      password = next;
      if (issuedAtSecond(changed.body.jwt) === issuedAtSecond(signedIn.body.jwt)) sameSecond += 1;
      expect((await call('GET', '/api/account', { token: signedIn.body.jwt })).status).toBe(401);
      expect((await call('GET', '/api/account', { token: changed.body.jwt })).status).toBe(200);
    }
    expect(sameSecond).toBeGreaterThan(0);
    expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(401);
  });

  it('keeps a token issued after the change working', async () => {
    const user = await registerUser();
    const changed = await profile(user.jwt, { password: 'Brand-New-Pass-8', currentPassword: user.password });
    expect(changed.status).toBe(200);
    const after = await login(user.email, 'Brand-New-Pass-8');
    expect((await call('GET', '/api/account', { token: after.body.jwt })).status).toBe(200);
  });
});
