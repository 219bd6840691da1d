import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiUrl, call, captcha, challengeOn, login, proofZeroBits, registerUser, solveProofOfWork, uniqueName } from './api';
import { describeWithRedis, redisClients } from './redis';

const loginWith = (user: { email: string; password: string }, fields: Record<string, unknown>) =>
  call('POST', '/api/auth/local', { body: { identifier: user.email, password: user.password, ...fields } });
/** Never a code: 0 is not in the captcha's alphabet. */
const WRONG_CODE = '000000';

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
    const short = await call('POST', '/api/auth/local/register', {
      body: { username: uniqueName(), email: `${uniqueName()}@example.test`, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/at least 8/);
  });

  it('refuses sign-up fields that would raise privileges', async () => {
    for (const extra of [{ role: 1 }, { confirmed: true }, { blocked: false }, { customerId: 'cus_x' }, { provider: 'google' }]) {
      const username = uniqueName();
      const res = await call('POST', '/api/auth/local/register', {
        body: { username, email: `${username}@example.test`, password: 'Correct-Horse-9', ...extra },
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
  });

  it('signs in with the proof-of-work and password', async () => {
    const user = await registerUser();
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
    expect((await call('GET', '/api/account', { token: res.body.jwt })).status).toBe(200);
  });

  it('rejects a wrong typed code before looking at the password', async () => {
    const user = await registerUser();
    const { id } = await challengeOn(apiUrl());
    const res = await loginWith(user, { captchaId: id, captcha: WRONG_CODE });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Captcha Does Not Match');
    expect(res.body.jwt).toBeUndefined();
  });

  it('refuses a proof without enough work, a proof for another challenge, and a replayed proof', async () => {
    const user = await registerUser();
    const weak = await challengeOn(apiUrl());
    let n = 0;
    while (proofZeroBits(weak.pow.salt, n) >= weak.pow.difficulty) n++;
    const weakRes = await loginWith(user, { captchaId: weak.id, proof: String(n) });
    expect(weakRes.status).toBe(400);
    expect(weakRes.body.error.message).toBe('Captcha Does Not Match');

    const [a, b] = [await challengeOn(apiUrl()), await challengeOn(apiUrl())];
    let foreign = 0;
    while (proofZeroBits(a.pow.salt, foreign) < a.pow.difficulty || proofZeroBits(b.pow.salt, foreign) >= b.pow.difficulty) foreign++;
    const crossed = await loginWith(user, { captchaId: b.id, proof: String(foreign) });
    expect(crossed.status).toBe(400);
    expect(crossed.body.error.message).toBe('Captcha Does Not Match');

    const fresh = await captcha();
    expect((await loginWith(user, fresh)).status).toBe(200);
    const replay = await loginWith(user, fresh);
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe('Captcha Does Not Match');
  });

  it('lets each challenge be tried once, whichever way it is answered', async () => {
    const user = await registerUser();
    const c = await captcha();
    expect((await loginWith(user, { captchaId: c.captchaId, captcha: WRONG_CODE })).body.error.message).toBe('Captcha Does Not Match');
    const second = await loginWith(user, c);
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe('Captcha Does Not Match');
    // The typed code and the proof together are refused, and use the challenge up as well.
    const both = await captcha();
    expect((await loginWith(user, { ...both, captcha: WRONG_CODE })).body.error.message).toBe('Captcha Does Not Match');
    expect((await loginWith(user, both)).status).toBe(400);
  });

  it('requires a captcha', async () => {
    const user = await registerUser();
    for (const fields of [{}, { captchaId: (await challengeOn(apiUrl())).id }, { proof: '1' }, { captcha: 'Ab3dEf' }]) {
      const res = await loginWith(user, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error.message).toBe('Captcha is required');
    }
  });

  it('issues the code as outlines with a proof-of-work, never as text', async () => {
    const res = await call('GET', '/api/captcha');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: true,
      id: expect.any(String),
      svg: expect.stringMatching(/^<svg /),
      expiresAt: expect.any(String),
      pow: { salt: expect.stringMatching(/^[0-9a-f]{32}$/), difficulty: 8 },
    });
    expect(res.body.svg).not.toMatch(/<text|<title|<desc|aria-|data-|id=/);
    expect(new Set([...res.body.svg.matchAll(/<([a-z]+)/g)].map((m: RegExpMatchArray) => m[1]))).toEqual(new Set(['svg', 'rect', 'path']));
    expect(Object.keys(res.body)).not.toContain('code');
  });

  it('answers a wrong password with a message and no token', async () => {
    const user = await registerUser();
    const res = await login(user.email, 'not-the-password');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid email or password');
  });

  it('slows sign-in attempts per account without refusing the right password', async () => {
    const user = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(user.email, 'wrong-password')).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    // Past the budget the right password needs a longer check first (decision 013), never a 429.
    const asked = await login(user.email, user.password);
    expect(asked.status).toBe(400);
    const { id, pow } = asked.body.error.details.extraCheck;
    expect(pow.difficulty).toBe(9);
    expect((await loginWith(user, { captchaId: id, proof: solveProofOfWork(pow) })).status).toBe(200);
  });

  it('signs in the seeded demo account', async () => {
    const res = await login('demo@steady.example', 'SteadyDemo1!');
    expect(res.status).toBe(200);
    expect(res.body.user.firstName).toBe('Sam');
  });
});

describeWithRedis('the typed code over HTTP', () => {
  // The suite's CMS keeps its challenges in this Redis; reading one there stands in for a person reading the picture.
  const redis = redisClients();
  const typedAnswer = async () => {
    const { id } = await challengeOn(apiUrl());
    const stored = JSON.parse((await redis().get(`${inject('redisKeyPrefix')}:captcha:${id}`))!) as { code: string };
    return { captchaId: id, captcha: stored.code };
  };

  it('signs in with the code typed exactly, once', async () => {
    const user = await registerUser();
    const answer = await typedAnswer();
    expect((await loginWith(user, answer)).status).toBe(200);
    expect((await loginWith(user, answer)).body.error.message).toBe('Captcha Does Not Match');
  });

  it('compares the typed code case-sensitively', async () => {
    const user = await registerUser();
    let answer = await typedAnswer();
    while (!/[a-zA-Z]/.test(answer.captcha)) answer = await typedAnswer();
    const swapped = answer.captcha.replace(/[a-zA-Z]/, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
    expect((await loginWith(user, { ...answer, captcha: swapped })).body.error.message).toBe('Captcha Does Not Match');
  });
});
