import { describe, expect, it } from 'vitest';
import { call, mailDropMessages, registerUser, uniqueName, waitFor, type TestUser } from './api';

/** Emails are written in the language kept on the account (PUT /api/account/profile { locale }); English when none. */

const chooseLanguage = async (user: TestUser, locale: string) => {
  const res = await call('PUT', '/api/account/profile', { token: user.jwt, body: { locale } });
  expect(res.status, res.text).toBe(200);
  expect(res.body.locale).toBe(locale);
};

const lastEmailTo = (address: string) =>
  waitFor(() =>
    mailDropMessages()
      .filter((m) => m.to === address)
      .at(-1),
  );

describe('emails in the account’s language', () => {
  it('sends the password reset link in Spanish to someone who chose Spanish', async () => {
    const user = await registerUser({ firstName: 'Lucía' });
    await chooseLanguage(user, 'es');
    expect((await call('POST', '/api/email/forget-password', { body: { email: user.email } })).status).toBe(200);

    const message = await lastEmailTo(user.email);
    expect(message.subject).toBe('Restablece tu contraseña de Steady');
    expect(message.text).toContain('Hola, Lucía:');
    expect(message.text).toMatch(/\nhttp:\/\/steady\.test\/reset-password\?token=[A-Za-z0-9_-]+\n/);
    expect(message.html.startsWith('<div lang="es"><p>Hola, Lucía:</p>')).toBe(true);
    expect(message.html).toContain('>Restablecer mi contraseña</a>');
    expect(`${message.text}${message.html}`).not.toMatch(/Reset your|Hi Lucía/);
  });

  it('tells the old address of an email change in the language the account had', async () => {
    const user = await registerUser({ firstName: 'Lucía' });
    await chooseLanguage(user, 'es');
    // Whoever changes the address may change the language with it; the notice keeps the owner's.
    const newEmail = `${uniqueName()}@example.test`;
    const res = await call('PUT', '/api/account/profile', { token: user.jwt, body: { email: newEmail, locale: 'de', currentPassword: user.password } });
    expect(res.status, res.text).toBe(200);

    const notice = await lastEmailTo(user.email);
    expect(notice.subject).toBe('Ha cambiado el correo electrónico de tu cuenta de Steady');
    expect(notice.text).toContain(`acaba de cambiar a ${newEmail.slice(0, 1)}***@example.test.`);
  });

  it('says goodbye in Arabic, right to left, to someone who chose Arabic', async () => {
    const user = await registerUser({ firstName: 'Sami' });
    await chooseLanguage(user, 'ar');
    const res = await call('POST', '/api/account/delete', { token: user.jwt, body: { password: user.password } });
    expect(res.status, res.text).toBe(200);

    const goodbye = await lastEmailTo(user.email);
    expect(goodbye.subject).toBe('تم حذف حسابك في Steady');
    expect(goodbye.html.startsWith('<div dir="rtl" lang="ar"><p>مرحبًا Sami،</p>')).toBe(true);
  });
});
