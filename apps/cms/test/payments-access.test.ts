import { beforeAll, describe, expect, it } from 'vitest';
import { call, leakedFields, registerUser, type TestUser } from './api';
import { CARDS, createSubscription, paymentState, purchase, tokenize } from './payments-helpers';

/** Two real accounts: bob has paid, holds a card and a pending checkout; alice tries to reach all of it. */
let alice: TestUser;
let bob: TestUser;
let bobSub: { documentId: string; subscriptionId: string; customerId: string; clientSecret: string };
let bobOrder: string;
let bobCard: string;
let bobSpareCard: string;
let bobBefore: unknown;

beforeAll(async () => {
  alice = await registerUser({ firstName: 'Alice' });
  bob = await registerUser({ firstName: 'Bob' });
  const { created, pm, status } = await purchase(bob);
  bobSub = created;
  bobOrder = status.order.documentId;
  bobCard = pm.id;
  bobSpareCard = (await tokenize(bob, '5555 5555 5555 4444')).id;
  await call('POST', '/api/stripe/add-payment-method', { token: bob.jwt, body: { paymentMethodId: bobSpareCard } });
  bobBefore = await paymentState(bob);
});

const notFoundOrDenied = (status: number) => [400, 401, 403, 404, 405].includes(status);

describe("one user cannot reach another user's payments", () => {
  it('lists show only their own, whatever the filters say', async () => {
    for (const route of [
      '/api/subscriptions',
      `/api/subscriptions?filters[userId][$eq]=${bob.id}`,
      `/api/subscriptions?filters[user][id][$eq]=${bob.id}`,
      `/api/subscriptions?filters[user][id][$eq]=${bob.id}&populate=*`,
      '/api/orders',
      `/api/orders?filters[userId][$eq]=${bob.id}`,
      `/api/orders?filters[user][id][$eq]=${bob.id}`,
      `/api/orders?filters[user][id][$eq]=${bob.id}&populate[user]=*`,
    ]) {
      const res = await call('GET', route, { token: alice.jwt });
      if (route.includes('filters[userId]') || route.includes('populate')) {
        // userId is no field of these types, and no route takes a client's populate: the query guard refuses both.
        expect(res.status, route).toBe(400);
        continue;
      }
      expect(res.status, route).toBe(200);
      expect(res.body.data, route).toEqual([]);
    }
    const cards = await call('POST', '/api/stripe/payment-methods', { token: alice.jwt, body: {} });
    expect(cards.body.data).toEqual([]);
  });

  it('cannot read, cancel, email or re-check his subscription or order, by any id', async () => {
    const reqs: [string, string, unknown?][] = [
      ['GET', `/api/subscriptions/${bobSub.documentId}`],
      ['GET', `/api/subscriptions/${bobSub.documentId}?populate=charges`],
      ['GET', `/api/subscriptions/${bobSub.subscriptionId}`],
      ['GET', `/api/orders/${bobOrder}`],
      ['POST', '/api/stripe/subscription-status', { subscriptionId: bobSub.documentId }],
      ['POST', '/api/stripe/subscription-status', { subscriptionId: bobSub.subscriptionId }],
      ['POST', '/api/stripe/cancel-subscription', { subscriptionId: bobSub.documentId }],
      ['POST', '/api/stripe/cancel-subscription', { subscriptionId: bobSub.subscriptionId }],
      ['POST', '/api/stripe/resume-subscription', { subscriptionId: bobSub.documentId }],
      ['POST', '/api/email/order-email', { orderId: bobOrder }],
      ['POST', '/api/email/cancel-subscription', { subscriptionId: bobSub.documentId }],
    ];
    for (const [method, route, body] of reqs) {
      const res = await call(method, route, { token: alice.jwt, body });
      expect(res.status, `${method} ${route} ${JSON.stringify(body)} → ${res.text}`).toBe(404);
      expect(res.text).not.toContain(bob.email);
    }
  });

  it('cannot use, save, make default or delete his cards', async () => {
    const reqs: [string, string, unknown?][] = [
      ['POST', '/api/stripe/attach-payment-method', { paymentMethodId: bobCard }],
      ['POST', '/api/stripe/attach-payment-method', { paymentMethodId: bobSpareCard, makeDefault: true }],
      ['POST', '/api/stripe/add-payment-method', { paymentMethodId: bobCard }],
      ['POST', '/api/stripe/default-method', { paymentMethodId: bobSpareCard }],
      ['DELETE', `/api/stripe/delete-method/${bobSpareCard}`],
      ['DELETE', `/api/stripe/delete-method/${bob.id}/${bobSpareCard}`],
    ];
    for (const [method, route, body] of reqs) {
      const res = await call(method, route, { token: alice.jwt, body });
      expect(notFoundOrDenied(res.status), `${method} ${route} → ${res.status} ${res.text}`).toBe(true);
    }
    // Her own checkout cannot be paid with his card, nor his checkout with hers.
    const mine = await createSubscription(alice);
    const withHisCard = await call('POST', '/api/stripe/sandbox/confirm-payment', {
      token: alice.jwt,
      body: { clientSecret: mine.body.clientSecret, paymentMethodId: bobCard },
    });
    expect(withHisCard.status).toBe(404);
    const herCard = await tokenize(alice, CARDS.success);
    const bobPending = await createSubscription(bob, { planId: 'price_steady_premium_monthly' });
    expect(bobPending.status).toBe(409); // he is premium already; use his paid checkout's secret instead
    const hisCheckout = await call('POST', '/api/stripe/sandbox/confirm-payment', {
      token: alice.jwt,
      body: { clientSecret: bobSub.clientSecret, paymentMethodId: herCard.id },
    });
    expect(hisCheckout.status).toBe(404);
  });

  it('cannot name a customer or user in any body', async () => {
    const bodies: [string, unknown][] = [
      [
        '/api/stripe/create-subscription',
        {
          customerName: 'A',
          customerEmail: alice.email,
          customerAddress: { line1: 'x', city: 'x', state: 'x', postal_code: '1', country: 'US' },
          customerId: bobSub.customerId,
        },
      ],
      [
        '/api/stripe/create-subscription',
        {
          customerName: 'A',
          customerEmail: alice.email,
          customerAddress: { line1: 'x', city: 'x', state: 'x', postal_code: '1', country: 'US' },
          customerIds: [bobSub.customerId],
        },
      ],
      ['/api/stripe/payment-methods', { customerId: bobSub.customerId }],
      ['/api/stripe/attach-payment-method', { customerId: bobSub.customerId, paymentMethodId: bobCard }],
      ['/api/stripe/add-payment-method', { card: {}, customerId: bobSub.customerId, paymentMethodId: bobCard, userId: bob.id }],
      ['/api/stripe/default-method', { userId: bob.id, customerId: bobSub.customerId, paymentMethodId: bobCard }],
      ['/api/email/cancel-subscription', { userId: bob.id }],
      ['/api/email/order-email', { orderDetails: { customerEmail: bob.email } }],
    ];
    for (const [route, body] of bodies) {
      const res = await call('POST', route, { token: alice.jwt, body });
      expect(res.status, `${route} → ${res.text}`).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
  });

  it('anonymous callers reach none of it', async () => {
    const reqs: [string, string, unknown?][] = [
      ['POST', '/api/stripe/create-subscription', {}],
      ['POST', '/api/stripe/subscription-status', { subscriptionId: bobSub.documentId }],
      ['POST', '/api/stripe/payment-methods', {}],
      ['POST', '/api/stripe/attach-payment-method', { paymentMethodId: bobCard }],
      ['POST', '/api/stripe/add-payment-method', { paymentMethodId: bobCard }],
      ['POST', '/api/stripe/default-method', { paymentMethodId: bobCard }],
      ['DELETE', `/api/stripe/delete-method/${bobSpareCard}`],
      ['POST', '/api/stripe/cancel-subscription', { subscriptionId: bobSub.documentId }],
      ['POST', '/api/email/order-email', { orderId: bobOrder }],
      ['POST', '/api/email/cancel-subscription', { subscriptionId: bobSub.documentId }],
      ['POST', '/api/stripe/sandbox/tokenize', { number: CARDS.success, exp_month: 12, exp_year: 2034, cvc: '123' }],
      ['POST', '/api/stripe/sandbox/confirm-payment', { clientSecret: bobSub.clientSecret, paymentMethodId: bobCard }],
      ['POST', '/api/stripe/sandbox/advance-clock', { days: 1 }],
      ['GET', '/api/subscriptions'],
      ['GET', `/api/subscriptions/${bobSub.documentId}`],
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${bobOrder}`],
      ['GET', '/api/account/skills/box-breathing'],
    ];
    for (const [method, route, body] of reqs) {
      const res = await call(method, route, { body });
      expect([401, 403], `${method} ${route} → ${res.status}`).toContain(res.status);
    }
  });

  it('generic write routes for payment records do not exist', async () => {
    for (const type of ['subscriptions', 'orders']) {
      for (const [method, route] of [
        ['POST', `/api/${type}`],
        ['PUT', `/api/${type}/${bobSub.documentId}`],
        ['DELETE', `/api/${type}/${bobOrder}`],
      ]) {
        const res = await call(method, route, { token: alice.jwt, body: { data: { status: 'active', user: alice.id } } });
        expect([401, 403, 404, 405], `${method} ${route} → ${res.status}`).toContain(res.status);
      }
    }
  });

  it("after all that, bob's payments are exactly as they were, and no response leaked a secret", async () => {
    expect(await paymentState(bob)).toEqual(bobBefore);
    const mine = await paymentState(alice);
    expect(JSON.stringify(mine)).not.toContain(bob.email);
    for (const route of ['/api/subscriptions', `/api/subscriptions/${bobSub.documentId}`, '/api/orders', `/api/orders/${bobOrder}`]) {
      const res = await call('GET', route, { token: bob.jwt });
      expect(
        leakedFields(res.body).filter((f) => f !== 'fingerprint'),
        route,
      ).toEqual([]);
      for (const internal of ['pendingKey', 'stateAt', 'billing', 'chargeKey', 'invoiceId', 'emailSentAt', 'cancelEmailSentAt', 'user'])
        expect(res.text, `${route} ${internal}`).not.toContain(`"${internal}"`);
    }
  });
});
