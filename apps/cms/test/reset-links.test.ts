import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, leakedFields, login, mailDropMessages, registerUser, uniqueName, waitFor, type TestUser } from './api';
import { queryDatabase } from './database';
import { TEST_ADMIN } from './strapi-process';

/*
 * Reset links nobody else can spoil (decision 014), on the suite's CMS with the default spacing of one
 * reset email per account per five minutes. Several links at once are tested in reset-links-several.
 */

const RESET_SUBJECT = 'Reset your Steady password';
const forgot = (email: string) => call('POST', '/api/email/forget-password', { body: { email } });
const reset = (token: string, password: string) => call('POST', '/api/email/reset-password', { body: { token, password } });
const profile = (token: string, body: Record<string, unknown>) => call('PUT', '/api/account/profile', { token, body });

const resetEmailsTo = (email: string) => mailDropMessages().filter((m) => m.to === email && m.subject === RESET_SUBJECT);
const tokenIn = (text: string) => text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)![1];

/** Waits for the `n`th reset email to `email`, then a little longer for any that should not come. */
const exactlyResetEmails = async (email: string, n: number) => {
  await waitFor(() => (resetEmailsTo(email).length >= n ? true : undefined));
  await new Promise((r) => setTimeout(r, 500));
  const emails = resetEmailsTo(email);
  expect(emails).toHaveLength(n);
  return emails.map((m) => tokenIn(m.text));
};

/** Asks for a link and returns the token of the email it sent. */
const newLink = async (user: TestUser) => {
  const before = resetEmailsTo(user.email).length;
  expect((await forgot(user.email)).status).toBe(200);
  return (await exactlyResetEmails(user.email, before + 1)).at(-1)!;
};

const linksInDatabase = async (userId: number) =>
  Number((await queryDatabase<{ n: number | string }>('SELECT COUNT(*) AS n FROM reset_tokens WHERE user_id = ?', [userId]))[0].n);

describe("a stranger's requests cannot keep the owner out (decision 014)", () => {
  it("leave the owner's link working", async () => {
    const user = await registerUser();
    const owners = await newLink(user);
    for (let i = 0; i < 5; i++) expect((await forgot(user.email.toUpperCase())).status).toBe(200);
    expect((await reset(owners, 'Owner-Chose-This-1')).status).toBe(200);
    expect((await login(user.email, 'Owner-Chose-This-1')).status).toBe(200);
  });

  it("send the owner one email, answered the same, whose link works; the owner's own request then sends nothing new", async () => {
    const user = await registerUser();
    const answers = await Promise.all(Array.from({ length: 12 }, () => forgot(user.email)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    expect(answers[0].status).toBe(200);
    const [token] = await exactlyResetEmails(user.email, 1);
    expect((await forgot(user.email)).body).toEqual(answers[0].body);
    await exactlyResetEmails(user.email, 1);
    expect((await reset(token, 'Owner-Chose-This-2')).status).toBe(200);
    expect((await login(user.email, 'Owner-Chose-This-2')).status).toBe(200);
  });
});

describe('a reset link dies with the password or address it was sent for (decision 014)', () => {
  it('a password change on the profile voids every link, and the next request sends at once', async () => {
    const user = await registerUser();
    const token = await newLink(user);
    expect((await profile(user.jwt, { password: 'Changed-On-Profile-3', currentPassword: user.password })).status).toBe(200);
    const used = await reset(token, 'Attacker-Chose-This-3');
    expect(used.status).toBe(400);
    expect(used.body.error.message).toMatch(/invalid or has expired/);
    expect((await login(user.email, 'Changed-On-Profile-3')).status).toBe(200);
    // The spacing went with the links: a fresh one comes now, not in five minutes.
    const fresh = await newLink(user);
    expect((await reset(fresh, 'Owner-Chose-This-3')).status).toBe(200);
  });

  it('an email change voids every link; the new address gets its own at once, the old one nothing', async () => {
    const user = await registerUser();
    const token = await newLink(user);
    const email = `${uniqueName('moved')}@example.test`;
    expect((await profile(user.jwt, { email, currentPassword: user.password })).status).toBe(200);
    expect((await reset(token, 'Attacker-Chose-This-4')).status).toBe(400);
    expect((await login(email, user.password)).status).toBe(200);
    expect((await forgot(user.email)).status).toBe(200);
    const fresh = await newLink({ ...user, email });
    await exactlyResetEmails(user.email, 1);
    expect((await reset(fresh, 'Owner-Chose-This-4')).status).toBe(200);
  });

  it('a completed reset voids the other links and lifts the spacing', async () => {
    const user = await registerUser();
    const token = await newLink(user);
    expect((await reset(token, 'Owner-Chose-This-5')).status).toBe(200);
    expect(await linksInDatabase(user.id)).toBe(0);
    const fresh = await newLink(user);
    expect((await reset(fresh, 'Owner-Chose-This-6')).status).toBe(200);
  });
});

describe('reset links and the admin', () => {
  let adminToken: string;
  beforeAll(async () => {
    const res = await call('POST', '/admin/login', { body: TEST_ADMIN });
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    adminToken = res.body.data.token;
  });
  const userRoute = async (user: TestUser) =>
    `/content-manager/collection-types/plugin::users-permissions.user/${(await call('GET', '/api/users/me', { token: user.jwt })).body.documentId}`;

  it('a password set by the admin voids the links; an edit of other fields does not', async () => {
    const user = await registerUser();
    const token = await newLink(user);
    const route = await userRoute(user);
    expect((await call('PUT', route, { token: adminToken, body: { firstName: 'Sam', email: user.email } })).status).toBe(200);
    expect(await linksInDatabase(user.id)).toBe(1);
    expect((await call('PUT', route, { token: adminToken, body: { password: 'Admin-Set-This-7' } })).status).toBe(200);
    expect((await reset(token, 'Attacker-Chose-This-7')).status).toBe(400);
    expect(await linksInDatabase(user.id)).toBe(0);
  });

  it('deleting the account in the admin removes its links', async () => {
    const user = await registerUser();
    await newLink(user);
    expect(await linksInDatabase(user.id)).toBe(1);
    expect((await call('DELETE', await userRoute(user), { token: adminToken })).status).toBe(200);
    expect(await linksInDatabase(user.id)).toBe(0);
  });
});

describe('where reset emails go and what is kept of them', () => {
  it('sends to the address on the account, whatever spelling was typed (decision 014)', async () => {
    const user = await registerUser();
    const typed = `  ${user.email.toUpperCase()} `;
    expect((await forgot(typed)).status).toBe(200);
    const [token] = await exactlyResetEmails(user.email, 1);
    expect(mailDropMessages().filter((m) => m.to !== user.email && m.to.toLowerCase().trim() === user.email)).toEqual([]);
    expect((await reset(token, 'Owner-Chose-This-8')).status).toBe(200);
  });

  it("deleting one's account removes its links", async () => {
    const user = await registerUser();
    await newLink(user);
    expect(await linksInDatabase(user.id)).toBe(1);
    expect((await call('POST', '/api/account/delete', { token: user.jwt, body: { password: user.password } })).status).toBe(200);
    expect(await linksInDatabase(user.id)).toBe(0);
  });

  it('stores links hashed, and no answer carries a link, its hash or when it was sent', async () => {
    const user = await registerUser();
    const token = await newLink(user);
    const hash = createHash('sha256').update(token).digest('hex');
    const stored = await queryDatabase<Record<string, unknown>>('SELECT * FROM reset_tokens WHERE user_id = ?', [user.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(hash);
    expect(JSON.stringify(stored)).not.toContain(token);
    const answers = await Promise.all(
      ['/api/users/me', '/api/users/me?populate=*', '/api/users/me?fields[0]=resetEmailSentAt', '/api/account', '/api/account/export'].map((route) =>
        call('GET', route, { token: user.jwt }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      for (const secret of [token, hash]) expect(answer.text).not.toContain(secret);
      expect(leakedFields(answer.body)).toEqual([]);
    }
    for (const route of ['/api/reset-tokens', '/api/email/reset-tokens']) expect([403, 404]).toContain((await call('GET', route, { token: user.jwt })).status);
  });
});
