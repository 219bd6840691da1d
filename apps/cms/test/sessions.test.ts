import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, login, registerUser, type TestUser } from './api';

/**
 * Decision 015: signing out ends the session on the server. POST /api/auth/logout ends the token it is
 * sent with; POST /api/account/sign-out-everywhere ends every token of the account.
 */

const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const signedWith = (secret: string, claims: object) => {
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};
/** Signed with the test servers' JWT_SECRET (test/strapi-process), as the server signs. */
const signed = (claims: object) => signedWith('test-jwt-secret', claims);

const today = new Date().toISOString().slice(0, 10);
const logout = (token?: string, headers: Record<string, string> = {}) => call('POST', '/api/auth/logout', { token, headers });

/** What a signed-in person's screens do: the two reads with their shortcut (decision 012), and a write. */
const statuses = async (token: string) => ({
  account: (await call('GET', '/api/account', { token })).status,
  me: (await call('GET', '/api/users/me', { token })).status,
  // Also read without the shortcut (a query takes the usual way).
  meWithQuery: (await call('GET', '/api/users/me?sort=id', { token })).status,
  write: (await call('PUT', `/api/account/diary/${today}`, { token, body: { note: `written with ${token.slice(-8)}` } })).status,
});
const working = { account: 200, me: 200, meWithQuery: 200, write: 200 };
const ended = { account: 401, me: 401, meWithQuery: 401, write: 401 };

/** A second sign-in of the same account: another device. */
const anotherDevice = async (user: TestUser) => {
  const res = await login(user.email, user.password);
  expect(res.status, res.text).toBe(200);
  return res.body.jwt as string;
};

const diaryNote = async (token: string) => (await call('GET', `/api/account/diary?from=${today}&to=${today}`, { token })).body.entries?.[0]?.note;

describe('POST /api/auth/logout ends the token it is sent with', () => {
  it('after logout the token gets 401 on reads and writes, and writes nothing; the other device carries on', async () => {
    const user = await registerUser();
    const phone = user.jwt;
    const laptop = await anotherDevice(user);
    expect(await statuses(phone)).toEqual(working);

    const res = await logout(phone);
    expect(res.status, res.text).toBe(204);
    expect(res.text).toBe('');

    expect(await statuses(phone)).toEqual(ended);
    expect(await diaryNote(laptop)).toBe(`written with ${phone.slice(-8)}`);
    expect(await statuses(laptop)).toEqual(working);
    expect(await diaryNote(laptop)).toBe(`written with ${laptop.slice(-8)}`);
    // The ended token cannot end another's sessions either.
    expect((await call('POST', '/api/account/sign-out-everywhere', { token: phone })).status).toBe(401);
    expect((await call('GET', '/api/account', { token: laptop })).status).toBe(200);
  });

  it('stamps each token with its own id, and ends a token issued before tokens had one', async () => {
    const user = await registerUser();
    const claims = JSON.parse(Buffer.from(user.jwt.split('.')[1], 'base64url').toString());
    expect(claims.jti).toEqual(expect.any(String));
    expect(JSON.parse(Buffer.from((await anotherDevice(user)).split('.')[1], 'base64url').toString()).jti).not.toBe(claims.jti);
    // As this server signed them before (the test servers' JWT_SECRET): no jti; two, a second apart.
    const now = Date.now();
    const old = signed({ id: user.id, iat: Math.floor(now / 1000) - 5, exp: Math.floor(now / 1000) + 3600 });
    const older = signed({ id: user.id, iat: Math.floor(now / 1000) - 6, exp: Math.floor(now / 1000) + 3600 });
    expect(await statuses(old)).toEqual(working);
    expect((await logout(old)).status).toBe(204);
    expect(await statuses(old)).toEqual(ended);
    expect(await statuses(older)).toEqual(working);
    expect(await statuses(user.jwt)).toEqual(working);
  });

  it('signing out twice, or with a token that no longer works, answers 204 and changes nothing else', async () => {
    const user = await registerUser();
    const laptop = await anotherDevice(user);
    expect((await logout(user.jwt)).status).toBe(204);
    expect((await logout(user.jwt)).status).toBe(204);
    // Well formed but signed with another secret, and plain garbage: nothing to end.
    const forged = signedWith('not-the-secret', { id: user.id, iat: Math.floor(Date.now() / 1000) });
    const expired = signed({ id: user.id, iat: 1000, exp: 2000, jti: 'long-gone' });
    for (const token of [forged, expired, 'not-a-token', 'a.b.c']) expect((await logout(token)).status, token).toBe(204);
    expect(await statuses(laptop)).toEqual(working);
  });

  it('without a bearer token answers 400 with a plain message, never a 5xx', async () => {
    for (const headers of [{}, { authorization: 'Basic YWRtaW46YWRtaW4=' }, { authorization: 'Bearer' }, { authorization: 'Bearer a b' }] as Record<
      string,
      string
    >[]) {
      const res = await logout(undefined, headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(res.body.error.message).toBe('Send the sign-in token to end as "Authorization: Bearer <token>".');
    }
    const withBody = await call('POST', '/api/auth/logout', { body: '{"broken', headers: {} });
    expect(withBody.status).toBeGreaterThanOrEqual(400);
    expect(withBody.status).toBeLessThan(500);
  });

  it('two devices signing out at once both end', async () => {
    const user = await registerUser();
    const laptop = await anotherDevice(user);
    const tablet = await anotherDevice(user);
    const answers = await Promise.all([logout(user.jwt), logout(laptop), logout(user.jwt), logout(laptop)]);
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204]);
    expect(await statuses(user.jwt)).toEqual(ended);
    expect(await statuses(laptop)).toEqual(ended);
    expect(await statuses(tablet)).toEqual(working);
  });
});

describe('POST /api/account/sign-out-everywhere ends every token of the account', () => {
  it('both devices get 401 on reads and writes; signing in again works; other accounts are untouched', async () => {
    const user = await registerUser();
    const other = await registerUser();
    const laptop = await anotherDevice(user);
    const res = await call('POST', '/api/account/sign-out-everywhere', { token: laptop });
    expect(res.status, res.text).toBe(204);
    expect(await statuses(user.jwt)).toEqual(ended);
    expect(await statuses(laptop)).toEqual(ended);
    expect(await statuses(other.jwt)).toEqual(working);

    const fresh = await anotherDevice(user);
    expect(await statuses(fresh)).toEqual(working);
    expect(await diaryNote(fresh)).toBe(`written with ${fresh.slice(-8)}`);
  });

  it('needs a sign-in: without one it is refused (4xx), and nothing changes', async () => {
    const user = await registerUser();
    for (const token of [undefined, 'not-a-token']) {
      const res = await call('POST', '/api/account/sign-out-everywhere', { token });
      expect([401, 403]).toContain(res.status);
    }
    expect(await statuses(user.jwt)).toEqual(working);
  });

  it('is not the password change: the password still works and is not changed', async () => {
    const user = await registerUser();
    expect((await call('POST', '/api/account/sign-out-everywhere', { token: user.jwt })).status).toBe(204);
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});
