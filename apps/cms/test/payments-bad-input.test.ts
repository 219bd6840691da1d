import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type TestUser } from './api';
import { CARDS, paymentState, purchase, subscribeBody, tokenize } from './payments-helpers';

/** Every payment route refuses bad input with a 4xx and a message (never a 500), and nothing changes. */
let user: TestUser;
let ids: { documentId: string; subscriptionId: string; clientSecret: string; orderId: string; pm: string };
let before: unknown;
const MB_STRING = 'x'.repeat(1024 * 1024);

beforeAll(async () => {
  user = await registerUser();
  const { created, pm, status } = await purchase(user);
  ids = {
    documentId: created.documentId,
    subscriptionId: created.subscriptionId,
    clientSecret: created.clientSecret,
    orderId: status.order.documentId,
    pm: pm.id,
  };
  before = await paymentState(user);
});

type Case = { name: string; body: unknown };
const common = (valid: Record<string, unknown>): Case[] => {
  const first = Object.keys(valid)[0];
  return [
    { name: 'malformed JSON', body: '{"oops": ' },
    { name: 'a JSON array', body: '[1,2,3]' },
    { name: 'a JSON string', body: '"hello"' },
    { name: 'wrong types', body: Object.fromEntries(Object.keys(valid).map((k) => [k, 12345])) },
    { name: 'nested wrong types', body: Object.fromEntries(Object.keys(valid).map((k) => [k, { $ne: null }])) },
    { name: 'an unknown field', body: { ...valid, isAdmin: true } },
    { name: 'a customerId', body: { ...valid, customerId: 'cus_someone' } },
    { name: 'a 1 MB string', body: { ...valid, [first]: MB_STRING } },
    { name: 'null', body: 'null' },
    { name: 'missing fields', body: {} },
  ];
};

const ROUTES = () => [
  { route: '/api/stripe/create-subscription', valid: subscribeBody(user) as Record<string, unknown> },
  { route: '/api/stripe/subscription-status', valid: { subscriptionId: ids.documentId } },
  { route: '/api/stripe/attach-payment-method', valid: { paymentMethodId: ids.pm } },
  { route: '/api/stripe/add-payment-method', valid: { paymentMethodId: ids.pm } },
  { route: '/api/stripe/default-method', valid: { paymentMethodId: ids.pm } },
  { route: '/api/stripe/cancel-subscription', valid: { subscriptionId: ids.documentId } },
  { route: '/api/stripe/resume-subscription', valid: { subscriptionId: ids.documentId } },
  { route: '/api/email/order-email', valid: { orderId: ids.orderId } },
  { route: '/api/email/cancel-subscription', valid: { subscriptionId: ids.documentId } },
  { route: '/api/stripe/sandbox/tokenize', valid: { number: CARDS.success, exp_month: 12, exp_year: 2034, cvc: '123' } },
  { route: '/api/stripe/sandbox/confirm-payment', valid: { clientSecret: ids.clientSecret, paymentMethodId: ids.pm } },
  { route: '/api/stripe/sandbox/advance-clock', valid: { days: 1 } },
];

/** A secret one character off (always a different character, so the case can never be the real secret). */
const alterLastCharacter = (secret: string) => secret.slice(0, -1) + (secret.endsWith('0') ? '1' : '0');

const expect4xx = (res: { status: number; text: string; body: any }) => {
  expect(res.status, res.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
  expect(res.body?.error?.message, res.text.slice(0, 300)).toEqual(expect.any(String));
};

describe('payment routes refuse bad bodies with a 4xx message and change nothing', () => {
  const names = [
    'create-subscription',
    'subscription-status',
    'attach-payment-method',
    'add-payment-method',
    'default-method',
    'cancel-subscription',
    'resume-subscription',
    'email/order-email',
    'email/cancel-subscription',
    'sandbox/tokenize',
    'sandbox/confirm-payment',
    'sandbox/advance-clock',
  ];
  it.each(names.map((n, i) => ({ n, i })))('$n', async ({ i }) => {
    const { route, valid } = ROUTES()[i];
    for (const { name, body } of common(valid)) {
      const res = await call('POST', route, { body, token: user.jwt });
      expect4xx(res);
      expect(res.status, `${route} ${name}`).not.toBe(404);
    }
    expect(await paymentState(user)).toEqual(before);
  });

  it('create-subscription checks every field: required, the postcode for the country, a real email, a known plan', async () => {
    const base = subscribeBody(user);
    const address = base.customerAddress as Record<string, string>;
    const bad = [
      { ...base, customerName: '' },
      { ...base, customerEmail: 'not-an-email' },
      { ...base, customerAddress: { ...address, postal_code: '123456' } },
      { ...base, customerAddress: { ...address, line1: '' } },
      { ...base, customerAddress: { ...address, extra: 'x' } },
      { ...base, customerAddress: 'somewhere' },
      { ...base, planId: 'no-such-plan' },
      { ...base, planId: '' },
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/stripe/create-subscription', { body, token: user.jwt });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const zip = await call('POST', '/api/stripe/create-subscription', { body: bad[2], token: user.jwt });
    expect(zip.body.error.message).toBe('customerAddress.postal_code: Enter a US ZIP code, like 12345 or 12345-6789.');
    expect(await paymentState(user)).toEqual(before);
  });

  it('payment-methods takes an empty body only', async () => {
    for (const body of ['{"oops": ', '[1]', { customerId: 'cus_x' }, { x: MB_STRING }]) {
      expect4xx(await call('POST', '/api/stripe/payment-methods', { body, token: user.jwt }));
    }
    expect((await call('POST', '/api/stripe/payment-methods', { token: user.jwt })).status).toBe(200);
  });

  it('ids in paths are checked', async () => {
    for (const bad of ['../../etc', 'a'.repeat(500), '%00', 'x;drop', 'pm_', 'card_123']) {
      expect4xx(await call('DELETE', `/api/stripe/delete-method/${encodeURIComponent(bad)}`, { token: user.jwt }));
      for (const type of ['subscriptions', 'orders']) expect4xx(await call('GET', `/api/${type}/${encodeURIComponent(bad)}`, { token: user.jwt }));
      expect4xx(await call('GET', `/api/account/skills/${encodeURIComponent(bad)}`, { token: user.jwt }));
    }
    expect(await paymentState(user)).toEqual(before);
  });

  it('the sandbox refuses wrong secrets and card details', async () => {
    const pm = await tokenize(user, CARDS.success);
    for (const body of [
      { clientSecret: 'pi_nothing_secret_nothing', paymentMethodId: pm.id },
      { clientSecret: alterLastCharacter(ids.clientSecret), paymentMethodId: pm.id },
      { clientSecret: ids.clientSecret, paymentMethodId: 'pm_sandbox_unknown' },
    ])
      expect4xx(await call('POST', '/api/stripe/sandbox/confirm-payment', { body, token: user.jwt }));
    for (const body of [
      { number: 'abcd', exp_month: 12, exp_year: 2034, cvc: '123' },
      { number: CARDS.success, exp_month: 13, exp_year: 2034, cvc: '123' },
      { number: CARDS.success, exp_month: 12, exp_year: 2034, cvc: '12a' },
      { number: CARDS.success, exp_month: 1.5, exp_year: 2034, cvc: '123' },
    ])
      expect4xx(await call('POST', '/api/stripe/sandbox/tokenize', { body, token: user.jwt }));
    for (const days of [0, -1, 1.5, 100000]) expect4xx(await call('POST', '/api/stripe/sandbox/advance-clock', { body: { days }, token: user.jwt }));
  });
});
