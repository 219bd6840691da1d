import { errorText } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { call, login, mailDropMessages, registerUser, uniqueName, waitFor, type Res } from './api';
import { queryDatabase } from './database';

/** A common password is refused wherever one is chosen (modules/auth/common-passwords), and nothing changes. */
const COMMON = ['password', 'Password', '12345678', 'qwertyuiop'];

const expectRefused = (res: Res) => {
  expect(res.status, res.text).toBe(400);
  expect(res.body.error.details.code).toBe('password_too_common');
  expect(res.body.error.details.errors).toEqual([{ path: ['password'], message: errorText('password_too_common'), code: 'password_too_common' }]);
};

const accountsWith = async (email: string, username: string) =>
  Number((await queryDatabase<{ n: number | string }>('SELECT COUNT(*) AS n FROM up_users WHERE email = ? OR username = ?', [email, username]))[0]!.n);

describe('common passwords', () => {
  it.each(COMMON)('sign-up with %j is refused with password_too_common, and no account is made', async (password) => {
    const username = uniqueName();
    const email = `${username}@example.test`;
    expectRefused(await call('POST', '/api/auth/local/register', { body: { username, email, password } }));
    expect(await accountsWith(email, username)).toBe(0);
  });

  it('a reset link does not set a common password; the old one still signs in', async () => {
    const user = await registerUser();
    await call('POST', '/api/email/forget-password', { body: { email: user.email } });
    const message = await waitFor(() =>
      mailDropMessages()
        .filter((m) => m.to === user.email)
        .at(-1),
    );
    const token = message.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)![1];
    expectRefused(await call('POST', '/api/email/reset-password', { body: { token, password: 'Qwertyuiop' } }));
    expect((await login(user.email, user.password)).status).toBe(200);
    // The link is not used up by the refusal.
    expect((await call('POST', '/api/email/reset-password', { body: { token, password: 'Quiet-Harbour-78' } })).status).toBe(200);
  });

  it('the profile does not take a common new password', async () => {
    const user = await registerUser();
    expectRefused(await call('PUT', '/api/account/profile', { token: user.jwt, body: { password: 'PASSWORD', currentPassword: user.password } }));
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('the demo account’s password and a careful one are accepted', async () => {
    for (const password of ['SteadyDemo1!', 'Quiet-Harbour-77']) expect((await registerUser({ password })).jwt).toBeTruthy();
  });
});
