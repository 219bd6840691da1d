import { beforeAll, describe, expect, it } from 'vitest';
import { call, mailDropMessages, registerUser, uniqueName, waitFor, type TestUser } from './api';

/**
 * Plain emails (docs/decisions/025-neutral-face.md): a choice kept on the account, written only by its owner
 * through PUT /api/account/profile { neutralEmails }, and honoured by every account email.
 */
const choosePlain = async (user: TestUser, neutralEmails: unknown) => call('PUT', '/api/account/profile', { token: user.jwt, body: { neutralEmails } });
const plainOf = async (user: TestUser) => {
  const res = await call('GET', '/api/account', { token: user.jwt });
  expect(res.status, res.text).toBe(200);
  return res.body.neutralEmails;
};
const lastEmailTo = (address: string) =>
  waitFor(() =>
    mailDropMessages()
      .filter((m) => m.to === address)
      .at(-1),
  );
const GIVEAWAYS = /steady|safety plan|self-harm|crisis/i;

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await registerUser({ firstName: 'Alice' });
  bob = await registerUser({ firstName: 'Bob' });
});

describe('the plain emails choice', () => {
  it('is off until the person turns it on, and kept on the account', async () => {
    expect(await plainOf(alice)).toBe(false);
    const on = await choosePlain(alice, true);
    expect(on.status, on.text).toBe(200);
    expect(on.body.neutralEmails).toBe(true);
    expect(await plainOf(alice)).toBe(true);
    const off = await choosePlain(alice, false);
    expect(off.body.neutralEmails).toBe(false);
    expect(await plainOf(alice)).toBe(false);
  });

  it('takes a real true or false only, with a clear 400 otherwise', async () => {
    for (const bad of ['true', 'yes', 1, 0, null, {}, [true]]) {
      const res = await choosePlain(bob, bad);
      expect(res.status, `${JSON.stringify(bad)} -> ${res.text}`).toBe(400);
      expect(res.body.error.message, JSON.stringify(bad)).toBe('neutralEmails: Plain emails must be true or false');
    }
    expect(await plainOf(bob)).toBe(false);
  });

  it("cannot be written for another person's account, nor without signing in", async () => {
    // The account routes act on the caller alone: an id in the request is refused, not followed.
    for (const body of [
      { neutralEmails: true, id: bob.id },
      { neutralEmails: true, userId: bob.id },
    ]) {
      const res = await call('PUT', '/api/account/profile', { token: alice.jwt, body });
      expect(res.status, res.text).toBe(400);
    }
    const viaQuery = await call('PUT', `/api/account/profile?id=${bob.id}&userId=${bob.id}`, { token: alice.jwt, body: { neutralEmails: true } });
    expect(viaQuery.status, viaQuery.text).toBe(200);
    expect(await plainOf(bob)).toBe(false);
    await choosePlain(alice, false);

    // Nor through Strapi's generic user routes, for another's record or one's own.
    for (const id of [bob.id, alice.id]) {
      const res = await call('PUT', `/api/users/${id}`, { token: alice.jwt, body: { neutralEmails: true } });
      expect([401, 403, 404, 405], `PUT /api/users/${id} -> ${res.status}`).toContain(res.status);
    }
    expect(await plainOf(bob)).toBe(false);
    expect(await plainOf(alice)).toBe(false);

    const anonymous = await call('PUT', '/api/account/profile', { body: { neutralEmails: true } });
    expect([401, 403]).toContain(anonymous.status);
  });
});

describe('plain account emails in the outbox', () => {
  it('sends the reset link under a plain subject, from a plain sender, naming nothing', async () => {
    const user = await registerUser({ firstName: 'Robin' });
    expect((await choosePlain(user, true)).status).toBe(200);
    expect((await call('POST', '/api/email/forget-password', { body: { email: user.email } })).status).toBe(200);

    const message = await lastEmailTo(user.email);
    expect(message.subject).toBe('Your account: reset link');
    expect(message.text).toMatch(/\nhttp:\/\/steady\.test\/reset-password\?token=[A-Za-z0-9_-]+\n/);
    // The link's host is the operator's public address; the words around it name nothing.
    expect(message.text.replace(/http:\/\/steady\.test\S*/g, '')).not.toMatch(GIVEAWAYS);
    expect(message.html.replace(/http:\/\/steady\.test[^"]*/g, '')).not.toMatch(GIVEAWAYS);
    expect((message as unknown as { from: string }).from).not.toMatch(/^Steady|</);
  });

  it('tells the old address of an email change plainly, in the account language', async () => {
    const user = await registerUser({ firstName: 'Lucía' });
    expect((await call('PUT', '/api/account/profile', { token: user.jwt, body: { locale: 'es', neutralEmails: true } })).status).toBe(200);
    const res = await call('PUT', '/api/account/profile', { token: user.jwt, body: { email: `${uniqueName()}@example.test`, currentPassword: user.password } });
    expect(res.status, res.text).toBe(200);

    const notice = await lastEmailTo(user.email);
    expect(notice.subject).toBe('Tu cuenta: correo electrónico cambiado');
    expect(`${notice.subject}${notice.text}${notice.html}`).not.toMatch(GIVEAWAYS);
  });

  it('says goodbye plainly, listing nothing that was kept', async () => {
    const user = await registerUser({ firstName: 'Sami' });
    expect((await choosePlain(user, true)).status).toBe(200);
    const res = await call('POST', '/api/account/delete', { token: user.jwt, body: { password: user.password } });
    expect(res.status, res.text).toBe(200);

    const goodbye = await lastEmailTo(user.email);
    expect(goodbye.subject).toBe('Your account: deleted');
    expect(`${goodbye.subject}${goodbye.text}${goodbye.html}`).not.toMatch(/steady|safety plan|self-harm|crisis|check-in|chain analys/i);
  });

  it('leaves the usual emails to everyone else', async () => {
    const user = await registerUser({ firstName: 'Kim' });
    expect((await call('POST', '/api/email/forget-password', { body: { email: user.email } })).status).toBe(200);
    const message = await lastEmailTo(user.email);
    expect(message.subject).toBe('Reset your Steady password');
    expect((message as unknown as { from: string }).from).toMatch(/^Steady </);
  });
});
