import fs from 'node:fs';
import { EXTRA_CHECK_MESSAGE } from '@steady/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, callOn, captcha, mailDropMessages, registerUser, solveProofOfWork, waitFor, type TestUser } from './api';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { makeWorkDir } from './test-database';

/*
 * Decision 013: wrong passwords on an account slow strangers down, never lock its owner out. The suite's
 * CMS allows 10 failures per account per window (RATE_LIMIT_ACCOUNT_MAX) and a captcha proof-of-work of
 * 8 bits (CAPTCHA_POW_DIFFICULTY); past the 10, a stranger's attempt needs a proof one bit harder per
 * further failure before the password is looked at.
 */
const BASE_BITS = 8;
const WRONG = 'wrong-password';

type Body = Record<string, unknown>;
type ExtraCheck = { id: string; pow: { salt: string; difficulty: number }; expiresAt: string };

const signIn = (body: Body, base = apiUrl()) => callOn(base, 'POST', '/api/auth/local', { body });
/** One sign-in with the captcha answered the accessible way (its base proof-of-work). */
const attempt = async (identifier: string, password: string, extra: Body = {}, base = apiUrl()) =>
  signIn({ identifier, password, ...(await captcha(base)), ...extra }, base);
const extraCheckOf = (res: { status: number; body: any }): ExtraCheck | undefined => (res.status === 400 ? res.body?.error?.details?.extraCheck : undefined);
/** Answers the longer check the server asked for, as the web app does. */
const withWorkDone = (check: ExtraCheck) => ({ captchaId: check.id, proof: solveProofOfWork(check.pow) });

/** `n` wrong passwords from a stranger, doing whatever work is asked so each one is a real guess. */
const strangerFails = async (user: TestUser, n: number, base = apiUrl()) => {
  for (let i = 0; i < n; i++) {
    const identifier = i % 2 ? user.username : user.email;
    let res = await attempt(identifier, WRONG, {}, base);
    const check = extraCheckOf(res);
    if (check) res = await signIn({ identifier, password: WRONG, ...withWorkDone(check) }, base);
    expect([res.status, res.body?.error?.message]).toEqual([400, 'Invalid email or password']);
  }
};

const deviceTokenOf = async (user: TestUser) => {
  const res = await attempt(user.email, user.password);
  expect(res.status).toBe(200);
  expect(res.body.deviceToken).toEqual(expect.stringMatching(/^d1\./));
  return res.body.deviceToken as string;
};

describe('a stranger cannot lock a person out', () => {
  it("answers the owner's right password after ten strangers' failures, once the longer check is done, by email and by username", async () => {
    const user = await registerUser();
    await strangerFails(user, 10);
    for (const identifier of [user.email, user.username]) {
      const asked = await attempt(identifier, user.password);
      expect(asked.status, asked.text).toBe(400);
      expect(asked.body.error.message).toBe(EXTRA_CHECK_MESSAGE);
      const check = extraCheckOf(asked)!;
      expect(check.pow.difficulty).toBe(BASE_BITS + 1);
      expect(asked.body.jwt).toBeUndefined();
      const done = await signIn({ identifier, password: user.password, ...withWorkDone(check) });
      expect(done.status, done.text).toBe(200);
      expect(done.body.jwt).toEqual(expect.any(String));
    }
  });

  it('signs in a browser that signed in before at once, whatever strangers tried', async () => {
    const user = await registerUser();
    const deviceToken = await deviceTokenOf(user);
    await strangerFails(user, 13);
    for (const identifier of [user.email, user.username]) {
      const res = await attempt(identifier, user.password, { deviceTokens: [deviceToken] });
      expect(res.status, res.text).toBe(200);
      expect(res.body.deviceToken).not.toBe(deviceToken);
    }
    // Without it, the same browser is a stranger.
    expect(extraCheckOf(await attempt(user.email, user.password))).toBeDefined();
  });

  it('gives the browser that made the account a device token too', async () => {
    const username = `dev${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const made = await callOn(apiUrl(), 'POST', '/api/auth/local/register', {
      body: { username, email: `${username}@example.test`, password: 'Correct-Horse-9' },
    });
    expect(made.status).toBe(200);
    const user = { id: made.body.user.id, username, email: `${username}@example.test`, password: 'Correct-Horse-9', jwt: made.body.jwt };
    await strangerFails(user, 11);
    expect((await attempt(user.email, user.password, { deviceTokens: [made.body.deviceToken] })).status).toBe(200);
  });

  it('asks one more bit of work per further failure, and does not count an attempt it did not check', async () => {
    const user = await registerUser();
    await strangerFails(user, 10);
    const first = extraCheckOf(await attempt(user.email, WRONG))!;
    expect(first.pow.difficulty).toBe(BASE_BITS + 1);
    // Asking again without the work changes nothing: the password was not looked at.
    expect(extraCheckOf(await attempt(user.email, WRONG))!.pow.difficulty).toBe(BASE_BITS + 1);
    // The captcha's own, easier proof is not enough either.
    const weak = await signIn({ identifier: user.email, password: user.password, ...(await captcha()) });
    expect(extraCheckOf(weak)!.pow.difficulty).toBe(BASE_BITS + 1);

    const guessed = await signIn({ identifier: user.email, password: WRONG, ...withWorkDone(first) });
    expect(guessed.body.error.message).toBe('Invalid email or password');
    const second = extraCheckOf(await attempt(user.email, WRONG))!;
    expect(second.pow.difficulty).toBe(BASE_BITS + 2);
    // A challenge answered with less than is now needed is asked again.
    const stale = await signIn({ identifier: user.email, password: user.password, ...withWorkDone(first) });
    expect(stale.status).toBe(400);
    const fresh = extraCheckOf(await attempt(user.email, user.password))!;
    expect((await signIn({ identifier: user.email, password: user.password, ...withWorkDone(fresh) })).status).toBe(200);
  });

  it('asks the same of an email without an account, so the answer does not tell', async () => {
    const nobody = { id: 0, username: `nobody${Date.now().toString(36)}`, email: `nobody${Date.now().toString(36)}@example.test`, password: 'x', jwt: '' };
    for (let i = 0; i < 10; i++) expect((await attempt(nobody.email, WRONG)).body.error.message).toBe('Invalid email or password');
    const asked = await attempt(nobody.email, WRONG);
    expect(asked.body.error.message).toBe(EXTRA_CHECK_MESSAGE);
    expect(extraCheckOf(asked)!.pow.difficulty).toBe(BASE_BITS + 1);
    expect((await signIn({ identifier: nobody.email, password: WRONG, ...withWorkDone(extraCheckOf(asked)!) })).body.error.message).toBe(
      'Invalid email or password',
    );
  });
});

describe('device tokens', () => {
  it('trusts only a token this server signed, for this account, issued after the last password change', async () => {
    const [user, other] = [await registerUser(), await registerUser()];
    const token = await deviceTokenOf(user);
    const othersToken = await deviceTokenOf(other);
    await strangerFails(user, 10);

    const [version, id, issuedAt, device, mac] = token.split('.');
    const forged = [
      [version, String(other.id), issuedAt, device, mac].join('.'),
      [version, id, String(Number(issuedAt) + 1), device, mac].join('.'),
      // The first character: the last one also holds two unused bits, which may change nothing.
      [version, id, issuedAt, device, `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`].join('.'),
      'd1.not.a.token',
    ];
    for (const deviceTokens of [...forged.map((t) => [t]), [othersToken]]) {
      const res = await attempt(user.email, user.password, { deviceTokens });
      expect(extraCheckOf(res), JSON.stringify(deviceTokens)).toBeDefined();
    }
    // Several tokens (one browser, several accounts): the one for this account counts.
    expect((await attempt(user.email, user.password, { deviceTokens: [othersToken, token] })).status).toBe(200);
  });

  it("counts a device's own failures apart: they neither raise the account's count nor lock the device", async () => {
    const user = await registerUser();
    const deviceTokens = [await deviceTokenOf(user)];
    for (let i = 0; i < 10; i++) expect((await attempt(user.email, WRONG, { deviceTokens })).body.error.message).toBe('Invalid email or password');
    // A stranger is not asked for more: the account's own count did not move.
    expect((await attempt(user.email, WRONG)).body.error.message).toBe('Invalid email or password');
    // Past its budget the device is asked what a stranger is asked, and is not refused.
    const res = await attempt(user.email, user.password, { deviceTokens });
    expect(res.status, res.text).toBe(200);
  });

  it('refuses more than five tokens, or a token longer than any this server makes, with a 400', async () => {
    const user = await registerUser();
    for (const deviceTokens of [Array(6).fill('d1.x'), ['x'.repeat(201)], 'd1.x']) {
      const res = await attempt(user.email, user.password, { deviceTokens });
      expect(res.status).toBe(400);
      expect(res.body.jwt).toBeUndefined();
    }
  });
});

describe('a completed password reset', () => {
  const resetTo = async (email: string, password: string, base = apiUrl()) => {
    const before = mailDropMessages().filter((m) => m.to === email).length;
    expect((await callOn(base, 'POST', '/api/email/forget-password', { body: { email } })).status).toBe(200);
    const message = await waitFor(() => mailDropMessages().filter((m) => m.to === email)[before]);
    const token = message.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1];
    expect((await callOn(base, 'POST', '/api/email/reset-password', { body: { token, password } })).status).toBe(200);
  };

  it("clears the account's count of failures, and the trust of browsers that signed in before it", async () => {
    const user = await registerUser();
    const oldToken = await deviceTokenOf(user);
    await strangerFails(user, 12);
    await resetTo(user.email, 'Fresh-Start-42');
    const res = await attempt(user.email, 'Fresh-Start-42');
    expect(res.status, res.text).toBe(200);
    // A browser trusted before the reset is a stranger after it (the reset may be because of it).
    await strangerFails(user, 10);
    expect(extraCheckOf(await attempt(user.email, 'Fresh-Start-42', { deviceTokens: [oldToken] }))).toBeDefined();
    expect((await attempt(user.email, 'Fresh-Start-42', { deviceTokens: [res.body.deviceToken] })).status).toBe(200);
  });
});

/** Several instances behind a load balancer share the counts and the challenges through Redis (one database: PostgreSQL). */
describe.skipIf(!process.env.TEST_REDIS_URL || !process.env.TEST_DATABASE_URL)('with two instances sharing Redis', () => {
  let second: StrapiProcess;
  let workDir: string;

  beforeAll(async () => {
    workDir = makeWorkDir();
    const env = {
      ...testServerEnv(inject('databaseEnv'), workDir),
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: inject('redisKeyPrefix'),
      SEED_CONTENT: 'false',
    };
    second = await startStrapi(env, await freePort());
  }, 180_000);

  afterAll(async () => {
    await second?.stop();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("counts one account's failures on both, and a longer check asked by one is answered on the other", async () => {
    const user = await registerUser();
    await strangerFails(user, 5);
    await strangerFails(user, 5, second.url);
    const asked = extraCheckOf(await attempt(user.email, user.password, {}, second.url))!;
    expect(asked.pow.difficulty).toBe(BASE_BITS + 1);
    const done = await signIn({ identifier: user.email, password: user.password, ...withWorkDone(asked) });
    expect(done.status, done.text).toBe(200);
    // Its device token, issued by the first, is trusted by the second.
    expect((await attempt(user.email, user.password, { deviceTokens: [done.body.deviceToken] }, second.url)).status).toBe(200);
  });
});
