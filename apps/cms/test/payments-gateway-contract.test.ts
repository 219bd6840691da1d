import { PAYMENT_TEXT } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { callOn, mailDropMessages, registerUser, waitFor, type TestUser } from './api';
import { CARDS, registerOn, subscribeBody, suiteApiUrl, withStripeCms } from './payments-helpers';

/**
 * The gateway contract, run on both implementations over HTTP: the sandbox (the suite's CMS) and the
 * Stripe gateway (a second CMS with STRIPE_SECRET_KEY, its Stripe client pointed at a local stand-in).
 * What only the Stripe path has is in payments-stripe.test.ts.
 */

const stripe = withStripeCms();

type Target = {
  name: 'sandbox' | 'stripe';
  base: () => string;
  register: () => Promise<TestUser>;
  mails: (email: string) => { to: string; subject: string; text: string }[];
  /** What the browser does to get a payment method id for a card. */
  newCard: (user: TestUser, number: string) => Promise<string>;
  /** What the browser does to confirm the first payment (3-D Secure answered yes); null or the error message shown. */
  pay: (user: TestUser, clientSecret: string, paymentMethodId: string) => Promise<string | null>;
  /** The provider reaches the end of the paid period (sandbox: its clock; Stripe: its events). */
  endPeriod: (user: TestUser, subscriptionId: string) => Promise<void>;
};

const TARGETS: Target[] = [
  {
    name: 'sandbox',
    base: () => suiteApiUrl(),
    register: () => registerUser(),
    mails: (email) => mailDropMessages().filter((m) => m.to === email),
    newCard: async (user, number) => {
      const res = await callOn(suiteApiUrl(), 'POST', '/api/stripe/sandbox/tokenize', {
        token: user.jwt,
        body: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
      });
      return res.body.id;
    },
    pay: async (user, clientSecret, paymentMethodId) => {
      const confirm = (authenticated?: boolean) =>
        callOn(suiteApiUrl(), 'POST', '/api/stripe/sandbox/confirm-payment', {
          token: user.jwt,
          body: { clientSecret, paymentMethodId, ...(authenticated ? { authenticated } : {}) },
        });
      let res = await confirm();
      if (res.body?.status === 'requires_action') res = await confirm(true);
      return res.status === 200 ? null : res.body.error.message;
    },
    endPeriod: async (user) => {
      const res = await callOn(suiteApiUrl(), 'POST', '/api/stripe/sandbox/advance-clock', { token: user.jwt, body: { days: 31 } });
      expect(res.status, res.text).toBe(200);
    },
  },
  {
    name: 'stripe',
    base: () => stripe.cms.url,
    register: () => registerOn(stripe.cms.url),
    mails: (email) => stripe.cms.outbox().filter((m) => m.to === email),
    newCard: async (_user, number) => stripe.standIn.createPaymentMethod(number),
    pay: async (_user, clientSecret, paymentMethodId) => {
      const { error, events } = stripe.standIn.confirmCardPayment(clientSecret, paymentMethodId);
      const answers = await stripe.deliver(events);
      for (const a of answers) expect(a.status, a.text).toBe(200);
      return error?.message ?? null;
    },
    endPeriod: async (_user, subscriptionId) => {
      // A minute on: the period's end comes after the cancellation the CMS recorded (events are ordered by time).
      for (const a of await stripe.deliver(stripe.standIn.renew(subscriptionId, Math.floor(Date.now() / 1000) + 60))) expect(a.status, a.text).toBe(200);
    },
  },
];

describe.each(TARGETS)('gateway contract: $name', (t) => {
  const api = (user: TestUser | null, method: string, route: string, body?: unknown) => callOn(t.base(), method, route, { token: user?.jwt, body });

  it('names itself in the public config, with the premium plan', async () => {
    const res = await api(null, 'GET', '/api/stripe/config');
    expect(res.body).toMatchObject({
      gateway: t.name,
      publishableKey: t.name === 'stripe' ? 'pk_test_stand_in' : null,
      premiumPlan: { slug: 'premium-monthly', amount: 499 },
    });
  });

  it('subscribe → incomplete (the same one on a retry) → pay → active with one order and its email → cancel once, at the period end', async () => {
    const user = await t.register();
    const first = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      gateway: t.name,
      status: 'incomplete',
      clientSecret: expect.stringContaining('_secret_'),
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: expect.stringMatching(/^sub_/),
    });
    const retry = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    expect(retry.body).toMatchObject({ subscriptionId: first.body.subscriptionId, clientSecret: first.body.clientSecret, customerId: first.body.customerId });
    expect((await api(user, 'GET', '/api/account')).body.isPremium).toBe(false);

    const pm = await t.newCard(user, CARDS.success);
    expect(await t.pay(user, first.body.clientSecret, pm)).toBeNull();
    const attached = await api(user, 'POST', '/api/stripe/attach-payment-method', { paymentMethodId: pm, makeDefault: true });
    expect(attached.status, attached.text).toBe(200);
    expect(attached.body.data).toMatchObject({ id: pm, isDefault: true, card: { brand: 'visa', last4: '4242', fingerprint: expect.any(String) } });

    const status = await api(user, 'POST', '/api/stripe/subscription-status', { subscriptionId: first.body.subscriptionId });
    expect(status.status, status.text).toBe(200);
    expect(status.body.subscription).toMatchObject({ status: 'active', nextPaymentDate: expect.any(String), startDate: expect.any(String) });
    expect(status.body.order).toMatchObject({
      amount: 499,
      orderStatus: 'completed',
      summary: {
        orderSummary: { productName: 'Steady Premium', quantity: 1, price: 499 },
        paymentDetails: { method: 'card', amount: 499, transactionId: expect.stringMatching(/^pi_/) },
      },
    });
    expect((await api(user, 'GET', '/api/account')).body).toMatchObject({ isPremium: true, hasSubscription: true });
    expect((await api(user, 'GET', '/api/orders')).body.data).toHaveLength(1);
    await waitFor(() => (t.mails(user.email).length === 1 ? true : undefined));
    expect(t.mails(user.email)[0].subject).toBe('Your Steady order');

    const cancels = await Promise.all([1, 2].map(() => api(user, 'POST', '/api/stripe/cancel-subscription', { subscriptionId: first.body.documentId })));
    for (const c of cancels) {
      expect(c.status, c.text).toBe(200);
      // Issue 12.2: the paid period is kept.
      expect(c.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextPaymentDate: status.body.subscription.nextPaymentDate });
    }
    if (t.name === 'stripe') {
      const updates = stripe.standIn.requests.filter(
        (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${first.body.subscriptionId}` && String(r.body.cancel_at_period_end) === 'true',
      );
      expect(updates.length).toBeGreaterThanOrEqual(1);
      expect(stripe.standIn.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${first.body.subscriptionId}`)).toBe(false);
    }
    expect((await api(user, 'GET', '/api/account')).body.isPremium).toBe(true);
    await waitFor(() => (t.mails(user.email).length === 2 ? true : undefined));
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mails(user.email).map((m) => m.subject)).toEqual(['Your Steady order', 'Your Steady Premium subscription is cancelled']);
    expect(t.mails(user.email)[1].text).toContain('Premium stays yours until');

    // 'Keep subscription', then cancel again: each cancellation is confirmed by email.
    const kept = await api(user, 'POST', '/api/stripe/resume-subscription', { subscriptionId: first.body.documentId });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await api(user, 'POST', '/api/stripe/cancel-subscription', { subscriptionId: first.body.documentId })).body.subscription.cancelAtPeriodEnd).toBe(
      true,
    );
    await waitFor(() => (t.mails(user.email).length === 3 ? true : undefined));

    // The period ends: the provider ends it, no new charge, premium over.
    await t.endPeriod(user, first.body.subscriptionId);
    const ended = (await api(user, 'GET', `/api/subscriptions/${first.body.documentId}`)).body.data;
    expect(ended).toMatchObject({ status: 'canceled', nextPaymentDate: null });
    expect(ended.charges).toHaveLength(1);
    expect((await api(user, 'GET', '/api/account')).body.isPremium).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mails(user.email)).toHaveLength(3);
  });

  it('a declined card: its message, no order, not premium', async () => {
    const user = await t.register();
    const created = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    const pm = await t.newCard(user, CARDS.declined);
    expect(await t.pay(user, created.body.clientSecret, pm)).toBe(PAYMENT_TEXT.cardDeclined);
    const status = await api(user, 'POST', '/api/stripe/subscription-status', { subscriptionId: created.body.subscriptionId });
    expect(status.body).toMatchObject({ subscription: { status: 'incomplete' }, order: null });
    expect((await api(user, 'GET', '/api/account')).body).toMatchObject({ isPremium: false, hasSubscription: false });
    expect((await api(user, 'GET', '/api/orders')).body.data).toEqual([]);
  });

  it('cards: saved once per fingerprint, a refused card is a 402 with its message, the default cannot be deleted', async () => {
    const user = await t.register();
    const a = await t.newCard(user, CARDS.success);
    const added = await api(user, 'POST', '/api/stripe/add-payment-method', { paymentMethodId: a });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({ message: PAYMENT_TEXT.methodAdded, reused: false, data: { id: a, isDefault: true } });
    const again = await api(user, 'POST', '/api/stripe/add-payment-method', { paymentMethodId: await t.newCard(user, CARDS.success) });
    expect(again.body).toMatchObject({ reused: true, data: { id: a } });
    const refused = await api(user, 'POST', '/api/stripe/add-payment-method', { paymentMethodId: await t.newCard(user, CARDS.declined) });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(PAYMENT_TEXT.cardDeclined);
    const b = await t.newCard(user, '5555 5555 5555 4444');
    expect((await api(user, 'POST', '/api/stripe/add-payment-method', { paymentMethodId: b })).body.data).toMatchObject({
      id: b,
      isDefault: false,
      card: { brand: 'mastercard' },
    });

    const delDefault = await api(user, 'DELETE', `/api/stripe/delete-method/${a}`);
    expect(delDefault.status).toBe(400);
    expect(delDefault.body.error.message).toBe(PAYMENT_TEXT.defaultMethodNotDeletable);
    expect((await api(user, 'POST', '/api/stripe/default-method', { paymentMethodId: b })).body.data.map((m) => m.id)).toEqual([b, a]);
    expect((await api(user, 'DELETE', `/api/stripe/delete-method/${a}`)).body.data.map((m) => m.id)).toEqual([b]);
    expect((await api(user, 'POST', '/api/stripe/payment-methods', {})).body.data.map((m) => m.id)).toEqual([b]);
    expect((await api(user, 'DELETE', '/api/stripe/delete-method/pm_doesnotexist')).status).toBe(404);
    expect((await api(user, 'POST', '/api/stripe/attach-payment-method', { paymentMethodId: 'pm_doesnotexist' })).status).toBe(404);
  });

  it("another user's subscription and card are not found", async () => {
    const owner = await t.register();
    const other = await t.register();
    const created = await api(owner, 'POST', '/api/stripe/create-subscription', subscribeBody(owner));
    const pm = await t.newCard(owner, CARDS.success);
    await t.pay(owner, created.body.clientSecret, pm);
    await api(owner, 'POST', '/api/stripe/attach-payment-method', { paymentMethodId: pm });
    for (const [method, route, body] of [
      ['POST', '/api/stripe/subscription-status', { subscriptionId: created.body.subscriptionId }],
      ['POST', '/api/stripe/cancel-subscription', { subscriptionId: created.body.documentId }],
      ['GET', `/api/subscriptions/${created.body.documentId}`, undefined],
      ['POST', '/api/stripe/attach-payment-method', { paymentMethodId: pm }],
      ['POST', '/api/stripe/default-method', { paymentMethodId: pm }],
      ['DELETE', `/api/stripe/delete-method/${pm}`, undefined],
    ] as const) {
      const res = await api(other, method, route, body);
      expect(res.status, `${method} ${route}: ${res.text}`).toBe(404);
    }
    expect((await api(owner, 'GET', '/api/account')).body.isPremium).toBe(true);
    expect((await api(owner, 'POST', '/api/stripe/payment-methods', {})).body.data.map((m) => m.id)).toEqual([pm]);
  });
});
