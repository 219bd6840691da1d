import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type TestUser } from './api';

let user: TestUser;
let before: unknown;
const MB_STRING = 'x'.repeat(1024 * 1024);

beforeAll(async () => {
  user = await registerUser({ firstName: 'Kim' });
  await call('PUT', '/api/account/billing-address', { token: user.jwt, body: { address: '3 Still Road', postalCode: '54321' } });
  before = (await call('GET', '/api/account', { token: user.jwt })).body;
});

type Case = { name: string; body: unknown };
const common = (valid: Record<string, unknown>, firstKey: string): Case[] => [
  { name: 'malformed JSON', body: '{"oops": ' },
  { name: 'a JSON array', body: '[1,2,3]' },
  { name: 'wrong types', body: Object.fromEntries(Object.keys(valid).map((k) => [k, 12345])) },
  { name: 'an unknown field', body: { ...valid, isAdmin: true } },
  { name: 'a 1 MB string', body: { ...valid, [firstKey]: MB_STRING } },
  { name: 'null', body: 'null' },
];

const ROUTES: { method: string; route: string; auth: boolean; valid: Record<string, unknown>; missing?: boolean }[] = [
  { method: 'POST', route: '/api/auth/local', auth: false, valid: { identifier: 'a@b.c', password: 'x', captchaId: 'id', captcha: 'abc123' }, missing: true },
  {
    method: 'POST',
    route: '/api/auth/local/register',
    auth: false,
    valid: { username: 'someone', email: 'someone@example.test', password: 'Correct-Horse-9' },
    missing: true,
  },
  { method: 'POST', route: '/api/email/forget-password', auth: false, valid: { email: 'someone@example.test' }, missing: true },
  { method: 'POST', route: '/api/email/reset-password', auth: false, valid: { token: 'abc', password: 'Correct-Horse-9' }, missing: true },
  { method: 'PUT', route: '/api/account/profile', auth: true, valid: { username: 'whoever' } },
  { method: 'PUT', route: '/api/account/billing-address', auth: true, valid: { city: 'Town' } },
];

describe.each(ROUTES)('$method $route refuses bad input with a 4xx message and changes nothing', ({ method, route, auth, valid, missing }) => {
  const cases = [...common(valid, Object.keys(valid)[0]), ...(missing ? [{ name: 'missing fields', body: {} }] : [])];
  it.each(cases)('$name', async ({ body }) => {
    const res = await call(method, route, { body, token: auth ? user.jwt : undefined });
    expect(res.status, res.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body?.error?.message, res.text.slice(0, 300)).toEqual(expect.any(String));
    expect((await call('GET', '/api/account', { token: user.jwt })).body).toEqual(before);
  });
});

describe('skill routes refuse bad slugs', () => {
  it.each(['../../etc', 'UPPER', 'a'.repeat(500), '%00', 'x;drop'])('%s', async (slug) => {
    for (const [method, path] of [
      ['PUT', 'favourites'],
      ['DELETE', 'favourites'],
      ['POST', 'completions'],
    ] as const) {
      const res = await call(method, `/api/account/${path}/${encodeURIComponent(slug)}`, { token: user.jwt });
      expect(res.status, `${method} ${path} ${res.status}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await call('GET', '/api/account', { token: user.jwt })).body).toEqual(before);
  });
});
