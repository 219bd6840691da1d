import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE } from '@steady/contracts';
import { call, login, mailDropMessages, registerUser, uniqueName, waitFor } from './api';

const resetLinkFor = async (email: string) => {
  const message = await waitFor(() =>
    mailDropMessages()
      .filter((m) => m.to === email)
      .at(-1),
  );
  const link = message.text.match(/https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/);
  expect(link, message.text).not.toBeNull();
  return { url: link![0], token: link![1], message };
};

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address', async () => {
    const user = await registerUser();
    const known = await call('POST', '/api/email/forget-password', { body: { email: user.email } });
    const unknown = await call('POST', '/api/email/forget-password', { body: { email: `${uniqueName()}@example.test` } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ ok: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.body).toEqual(known.body);
  });

  it('emails a link on the public address that resets the password once, without signing in', async () => {
    const user = await registerUser();
    await call('POST', '/api/email/forget-password', { body: { email: user.email } });
    const { url, token, message } = await resetLinkFor(user.email);
    expect(url.startsWith('http://steady.test/reset-password?token=')).toBe(true);
    expect(message.subject).toMatch(/reset/i);

    const res = await call('POST', '/api/email/reset-password', { body: { token, password: 'New-Password-42' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RESET_PASSWORD_MESSAGE);
    expect(res.body.jwt).toBeUndefined();

    expect((await login(user.email, user.password)).status).toBe(400);
    expect((await login(user.email, 'New-Password-42')).status).toBe(200);

    const again = await call('POST', '/api/email/reset-password', { body: { token, password: 'Another-Password-42' } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/invalid or has expired/);
    expect((await login(user.email, 'New-Password-42')).status).toBe(200);
  });

  it('stops tokens issued before a reset from working', async () => {
    const user = await registerUser();
    expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100)); // token issue times are in whole seconds
    await call('POST', '/api/email/forget-password', { body: { email: user.email } });
    const { token } = await resetLinkFor(user.email);
    expect((await call('POST', '/api/email/reset-password', { body: { token, password: 'New-Password-42' } })).status).toBe(200);
    expect([401, 403]).toContain((await call('GET', '/api/account', { token: user.jwt })).status);
  });

  it('lets only one of two concurrent resets with the same token succeed', async () => {
    const user = await registerUser();
    await call('POST', '/api/email/forget-password', { body: { email: user.email } });
    const { token } = await resetLinkFor(user.email);
    const results = await Promise.all(
      ['First-Password-1', 'Second-Password-2'].map((password) => call('POST', '/api/email/reset-password', { body: { token, password } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('rejects a made-up token', async () => {
    const res = await call('POST', '/api/email/reset-password', { body: { token: 'not-a-real-token', password: 'New-Password-42' } });
    expect(res.status).toBe(400);
  });

  it('stores no reset token in clear', async () => {
    const user = await registerUser();
    await call('POST', '/api/email/forget-password', { body: { email: user.email } });
    const { token } = await resetLinkFor(user.email);
    const me = await call('GET', '/api/users/me', { token: user.jwt });
    expect(me.text).not.toContain(token);
  });
});
