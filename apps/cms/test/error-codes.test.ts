import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, errorText, type ErrorCode } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { call, captcha, registerUser, type Res } from './api';
import { CARDS, confirm, createSubscription, purchase, tokenize } from './payments-helpers';

/*
 * Every error answer carries a stable code in error.details.code (docs/api.md "Error codes"), with the
 * status and English message of the contracts list; one representative refusal per domain, and Strapi's own.
 */
const expectCode = (res: Res, code: ErrorCode) => {
  expect(res.body?.error?.details?.code, res.text).toBe(code);
  expect(res.status).toBe(ERROR_CODES[code].status);
  expect(res.body.error.status).toBe(res.status);
};

const premiumSlug = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'seed', 'skills.json'), 'utf8')) as { slug: string; premium?: boolean }[]).find(
  (s) => s.premium,
)!.slug;

describe('error codes', () => {
  it('auth: a wrong password is invalid_credentials with its message; a token not ours sign_in_required; no token forbidden', async () => {
    const user = await registerUser();
    const wrong = await call('POST', '/api/auth/local', { body: { identifier: user.email, password: 'not-the-password', ...(await captcha()) } });
    expectCode(wrong, 'invalid_credentials');
    expect(wrong.body.error.message).toBe(errorText('invalid_credentials'));
    expectCode(await call('GET', '/api/account', { token: 'not.a.token' }), 'sign_in_required');
    expectCode(await call('GET', '/api/account'), 'forbidden');
  });

  it('captcha: a sign-in without the captcha is captcha_required', async () => {
    const user = await registerUser();
    const res = await call('POST', '/api/auth/local', { body: { identifier: user.email, password: user.password } });
    expectCode(res, 'captcha_required');
  });

  it('account: a wrong current password and a taken email have their codes', async () => {
    const [a, b] = [await registerUser(), await registerUser()];
    const wrong = await call('PUT', '/api/account/profile', { token: a.jwt, body: { password: 'Brand-New-Pass-1', currentPassword: 'nope-nope' } });
    expectCode(wrong, 'current_password_incorrect');
    expect(wrong.body.error.message).toBe('The current password is not correct');
    const without = await call('PUT', '/api/account/profile', { token: a.jwt, body: { password: 'Brand-New-Pass-1' } });
    expectCode(without, 'invalid_input');
    expect(without.body.error.details.errors).toEqual([{ path: ['currentPassword'], message: errorText('current_password_required'), code: 'custom' }]);
    // users-permissions' own refusal at sign-up answers with our words, so it gets our code too.
    const taken = await call('POST', '/api/auth/local/register', { body: { username: `x${b.username}`, email: b.email, password: 'Correct-Horse-9' } });
    expectCode(taken, 'account_taken');
  });

  it('validation: a schema refusal is invalid_input with each field path, message and code', async () => {
    const res = await call('POST', '/api/auth/local/register', { body: { username: 'ab', email: 'not-an-email', password: 'short' } });
    expectCode(res, 'invalid_input');
    expect(res.body.error.message).toMatch(/^username: Username must be at least 3 characters$/);
    expect(res.body.error.details.errors).toEqual(
      expect.arrayContaining([
        { path: ['username'], message: 'Username must be at least 3 characters', code: 'too_small' },
        { path: ['password'], message: 'Password must be at least 8 characters', code: 'too_small' },
        expect.objectContaining({ path: ['email'], message: 'Enter a valid email address' }),
      ]),
    );
  });

  it('content: an unknown skill is skill_not_found, a premium one without premium premium_required', async () => {
    const user = await registerUser();
    expectCode(await call('GET', '/api/account/skills/no-such-skill', { token: user.jwt }), 'skill_not_found');
    const premium = await call('GET', `/api/account/skills/${premiumSlug}`, { token: user.jwt });
    expectCode(premium, 'premium_required');
    expect(premium.body.error).toMatchObject({ name: 'ForbiddenError', message: 'This skill is part of Steady Premium.' });
  });

  it('content: a diary range the wrong way round names its field', async () => {
    const user = await registerUser();
    const res = await call('GET', '/api/account/diary?from=2026-03-10&to=2026-03-01', { token: user.jwt });
    expectCode(res, 'date_range_reversed');
    expect(res.body.error.message).toBe('from: The first day must not be after the last day');
    expect(res.body.error.details.errors).toEqual([{ path: ['from'], message: 'The first day must not be after the last day', code: 'date_range_reversed' }]);
  });

  it("payments: a declined card is the provider's card_declined (402), a second subscription already_subscribed (409)", async () => {
    const user = await registerUser();
    const created = await createSubscription(user);
    const pm = await tokenize(user, CARDS.declined);
    const refused = await confirm(user, created.body.clientSecret, pm.id);
    expectCode(refused, 'card_declined');
    expect(refused.body.error).toMatchObject({ name: 'CardError', message: errorText('card_declined'), details: { decline_code: 'generic_decline' } });

    const buyer = await registerUser();
    await purchase(buyer);
    const twice = await createSubscription(buyer);
    expectCode(twice, 'already_subscribed');
    expect(twice.body.error).toMatchObject({ name: 'ConflictError', message: 'You already have an active subscription.' });
  });

  it("Strapi's own answers get codes: an unknown route not_found, a wrong body type json_body_required, a bad query invalid_query", async () => {
    expectCode(await call('GET', '/api/no-such-route'), 'not_found');
    const text = await call('POST', '/api/auth/local', { body: 'hello', headers: { 'content-type': 'application/xml' } });
    expectCode(text, 'json_body_required');
    expectCode(await call('GET', '/api/skills?populate[nope][populate]=*'), 'invalid_query');
  });
});
