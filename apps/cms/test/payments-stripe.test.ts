import { describe, expect, it } from 'vitest';
import { callOn, waitFor, type TestUser } from './api';
import { CARDS, registerOn, subscribeBody, suiteApiUrl, withStripeCms } from './payments-helpers';

/**
 * What only the Stripe gateway has, against a second CMS with STRIPE_SECRET_KEY whose Stripe client is
 * pointed at a local stand-in: request shapes, provider errors, signed webhooks. The behaviour both
 * gateways share is in payments-gateway-contract.test.ts.
 */

const stripe = withStripeCms();

describe('the Stripe gateway against the stand-in', () => {
  const api = (user: TestUser | null, method: string, route: string, body?: unknown) => callOn(stripe.cms.url, method, route, { token: user?.jwt, body });

  it('sends the request shapes Stripe expects: server-side customer, default_incomplete, the expanded secret, idempotency keys', async () => {
    const user = await registerOn(stripe.cms.url);
    const from = stripe.standIn.requests.length;
    const created = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    expect(created.status, created.text).toBe(200);
    const sent = stripe.standIn.requests.slice(from);
    const customer = sent.find((r) => r.method === 'POST' && r.path === '/v1/customers')!;
    expect(customer.headers.authorization).toBe('Bearer sk_test_stand_in');
    expect(customer.headers['idempotency-key']).toMatch(/^customer:\w+$/);
    expect(customer.body).toMatchObject({
      name: `${user.username} Tester`,
      email: user.email,
      address: { line1: '1 Calm Street', postal_code: '97477', country: 'US' },
      metadata: { userId: String(user.id) },
    });
    const sub = sent.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(sub.headers['idempotency-key']).toBe(`subscription:${created.body.documentId}`);
    expect(sub.body).toMatchObject({
      customer: created.body.customerId,
      items: { 0: { price: 'price_steady_premium_monthly' } },
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: { 0: 'card' } },
      expand: { 0: 'latest_invoice.confirmation_secret' },
      metadata: { userId: String(user.id), localSubscription: created.body.documentId },
    });
    expect(sub.headers['stripe-version']).toBe('2025-09-30.clover');
    // The secret came from latest_invoice.confirmation_secret.
    const invoice = stripe.standIn.invoices.get(stripe.standIn.subscriptions.get(created.body.subscriptionId)!.latest_invoice)!;
    expect(created.body.clientSecret).toBe(invoice._secret);
  });

  it('concurrent Subscribe clicks create one Stripe subscription', async () => {
    const user = await registerOn(stripe.cms.url);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user))));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect(new Set(answers.map((a) => a.body.subscriptionId)).size).toBe(1);
    const customerId = answers[0].body.customerId;
    expect([...stripe.standIn.subscriptions.values()].filter((s) => s.customer === customerId)).toHaveLength(1);
    expect([...stripe.standIn.customers.values()].filter((c) => c.metadata.userId === String(user.id))).toHaveLength(1);
  });

  it('before any webhook arrives, subscription-status asks Stripe and records the payment; the late webhooks add nothing', async () => {
    const user = await registerOn(stripe.cms.url);
    const created = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    const { events } = stripe.standIn.confirmCardPayment(created.body.clientSecret, stripe.standIn.createPaymentMethod(CARDS.success));
    // The browser saying "it worked" is not enough: the server reads Stripe's own record.
    const from = stripe.standIn.requests.length;
    const status = await api(user, 'POST', '/api/stripe/subscription-status', { subscriptionId: created.body.documentId });
    expect(status.body.subscription.status).toBe('active');
    const paidInvoice = stripe.standIn.invoices.get(stripe.standIn.subscriptions.get(created.body.subscriptionId)!.latest_invoice)!;
    expect(status.body.order).toMatchObject({ amount: 499, transactionId: paidInvoice._pi });
    const retrieve = stripe.standIn.requests.slice(from).find((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${created.body.subscriptionId}`)!;
    expect(Object.values(retrieve.query.expand)).toEqual(['latest_invoice.confirmation_secret', 'latest_invoice.payments']);
    expect((await api(user, 'GET', '/api/account')).body.isPremium).toBe(true);
    const late = await stripe.deliver(events);
    expect(late.map((a) => a.status)).toEqual([200, 200]);
    expect((await api(user, 'GET', '/api/orders')).body.data).toHaveLength(1);
  });

  it('deleting the account cancels its Stripe subscription at once, detaches its cards, deletes the customer and forgets its events', async () => {
    const user = await registerOn(stripe.cms.url);
    const created = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    const pm = stripe.standIn.createPaymentMethod(CARDS.success);
    for (const a of await stripe.deliver(stripe.standIn.confirmCardPayment(created.body.clientSecret, pm).events)) expect(a.status, a.text).toBe(200);
    expect((await api(user, 'POST', '/api/stripe/subscription-status', { subscriptionId: created.body.documentId })).body.subscription.status).toBe('active');
    const storedEvents = () => stripe.cms.sql('SELECT event_id FROM processed_events WHERE subscription_ref = ?', [created.body.subscriptionId]);
    expect(await storedEvents()).toHaveLength(2);
    const customerId = created.body.customerId as string;
    expect(stripe.standIn.customers.get(customerId)).toMatchObject({ email: user.email });
    expect((await api(user, 'POST', '/api/stripe/attach-payment-method', { paymentMethodId: pm, makeDefault: true })).status).toBe(200);

    const from = stripe.standIn.requests.length;
    const res = await api(user, 'POST', '/api/account/delete', { password: user.password });
    expect(res.status, res.text).toBe(200);
    const sent = stripe.standIn.requests.slice(from);
    expect(sent.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${created.body.subscriptionId}`)?.headers['idempotency-key']).toBe(
      `cancel:${created.body.documentId}`,
    );
    expect(stripe.standIn.subscriptions.get(created.body.subscriptionId)!.status).toBe('canceled');
    expect(sent.some((r) => r.method === 'POST' && r.path === `/v1/payment_methods/${pm}/detach`)).toBe(true);
    // Stripe's customers.del: its name, email and billing address are gone from Stripe; the events naming it from here.
    expect(sent.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`)).toBe(true);
    expect(stripe.standIn.customers.has(customerId)).toBe(false);
    expect(await storedEvents()).toEqual([]);
  });

  it('a provider failure is a 502 with a readable message and changes nothing; the retry works', async () => {
    const user = await registerOn(stripe.cms.url);
    stripe.standIn.failNext(1);
    const failed = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe('The payment provider could not be reached. Please try again in a moment.');
    expect(failed.text).not.toContain('stand-in');
    expect((await api(user, 'GET', '/api/account')).body).toMatchObject({ hasSubscription: false, isPremium: false });
    const ok = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    expect(ok.status, ok.text).toBe(200);
  });

  describe('webhooks', () => {
    /** A paid-up user on the Stripe CMS; returns its ids. */
    const paidUser = async () => {
      const user = await registerOn(stripe.cms.url);
      const created = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
      const pm = stripe.standIn.createPaymentMethod(CARDS.success);
      const { events } = stripe.standIn.confirmCardPayment(created.body.clientSecret, pm);
      return { user, created: created.body, events };
    };
    const detail = async (user: TestUser, documentId: string) => (await api(user, 'GET', `/api/subscriptions/${documentId}`)).body.data;

    it('a bad, missing, foreign or stale signature, or a changed body, is a 400 and changes nothing', async () => {
      const { user, created, events } = await paidUser();
      const payload = JSON.stringify(events[0]);
      const good = stripe.standIn.sign(payload);
      const stale = `t=${Math.floor(Date.now() / 1000) - 3600},${good.split(',').slice(1).join(',')}`;
      const bad: [string, Record<string, string>][] = [
        [payload, {}],
        [payload, { 'stripe-signature': 'garbage' }],
        [payload, { 'stripe-signature': stripe.standIn.sign(payload, 'whsec_someone_else') }],
        [payload, { 'stripe-signature': stale }],
        [payload.replace('"paid"', '"void"'), { 'stripe-signature': good }],
        ['{"oops": ', { 'stripe-signature': good }],
      ];
      for (const [body, headers] of bad) {
        const res = await callOn(stripe.cms.url, 'POST', '/api/stripe/webhook', { body, headers });
        expect(res.status, res.text).toBe(400);
        expect(res.body.error.message).toEqual(expect.any(String));
      }
      expect(await detail(user, created.documentId)).toMatchObject({ status: 'incomplete', charges: [] });
      expect((await api(user, 'GET', '/api/account')).body.isPremium).toBe(false);
      // The good signature then works.
      const [ok] = await stripe.deliver([events[0]]);
      expect(ok.body).toEqual({ received: true, result: 'processed' });
      expect((await detail(user, created.documentId)).status).toBe('active');
    });

    it('the same event twice has one effect', async () => {
      const { user, created, events } = await paidUser();
      const first = await stripe.deliver(events);
      const second = await stripe.deliver(events);
      expect(first.map((a) => a.body.result)).toEqual(['processed', 'processed']);
      expect(second.map((a) => a.body.result)).toEqual(['duplicate', 'duplicate']);
      // Even delivered at the same moment.
      const renewal = stripe.standIn.renew(created.subscriptionId);
      await Promise.all([stripe.deliver(renewal), stripe.deliver(renewal), stripe.deliver(renewal)]);
      const sub = await detail(user, created.documentId);
      expect(sub.charges).toHaveLength(2);
      expect((await api(user, 'GET', '/api/orders')).body.data).toHaveLength(2);
      await waitFor(() => (stripe.cms.outbox().filter((m) => m.to === user.email).length === 2 ? true : undefined));
      await new Promise((r) => setTimeout(r, 200));
      expect(stripe.cms.outbox().filter((m) => m.to === user.email)).toHaveLength(2);
    });

    it('out of order: the newest state wins, a cancellation is final, nextPaymentDate only moves forward', async () => {
      const { user, created, events } = await paidUser();
      const [paid, updated] = events;
      const t = updated.created;
      const pastDue = stripe.standIn.event(
        'customer.subscription.updated',
        stripe.standIn.subscriptionObject(created.subscriptionId, { status: 'past_due' }),
        t - 60,
      );
      // Stripe sent past_due first, then the payment; they arrive the other way round.
      await stripe.deliver([updated, paid, pastDue]);
      let sub = await detail(user, created.documentId);
      expect(sub.status).toBe('active');
      expect(sub.charges).toHaveLength(1);

      // A renewal's events arrive before an older subscription.updated: the date does not go back.
      const renewal = stripe.standIn.renew(created.subscriptionId, t + 120);
      await stripe.deliver(renewal);
      const renewedNext = (await detail(user, created.documentId)).nextPaymentDate;
      expect(new Date(renewedNext).getTime()).toBeGreaterThan(new Date(sub.nextPaymentDate).getTime());
      await stripe.deliver([updated]);
      expect((await detail(user, created.documentId)).nextPaymentDate).toBe(renewedNext);

      // Deleted (newest) arrives before an older "active": canceled stays, with one cancellation email.
      const deleted = stripe.standIn.event(
        'customer.subscription.deleted',
        stripe.standIn.subscriptionObject(created.subscriptionId, { status: 'canceled', canceled_at: t + 300, ended_at: t + 300 }),
        t + 300,
      );
      const olderActive = stripe.standIn.event('customer.subscription.updated', stripe.standIn.subscriptionObject(created.subscriptionId), t + 200);
      await stripe.deliver([deleted, olderActive, deleted]);
      sub = await detail(user, created.documentId);
      expect(sub).toMatchObject({ status: 'canceled', nextPaymentDate: null });
      expect((await api(user, 'GET', '/api/account')).body.isPremium).toBe(false);
      await waitFor(() => (stripe.cms.outbox().filter((m) => m.to === user.email && m.subject.includes('cancelled')).length === 1 ? true : undefined));
    });

    it('a renewal from Stripe adds a charge and an order and moves nextPaymentDate; unknown event types are acknowledged', async () => {
      const { user, created, events } = await paidUser();
      await stripe.deliver(events);
      const before = await detail(user, created.documentId);
      await stripe.deliver(stripe.standIn.renew(created.subscriptionId));
      const after = await detail(user, created.documentId);
      expect(after.charges).toHaveLength(2);
      expect(new Date(after.nextPaymentDate).getTime() - new Date(before.nextPaymentDate).getTime()).toBeGreaterThan(27 * 86_400_000);
      const orders = (await api(user, 'GET', '/api/orders')).body.data;
      expect(orders[0]).toMatchObject({ description: 'Steady Premium — renewal', transactionId: expect.stringMatching(/^pi_/) });
      const [other] = await stripe.deliver([stripe.standIn.event('customer.created', { id: 'cus_x', object: 'customer' })]);
      expect(other.body).toEqual({ received: true, result: 'ignored' });
    });

    it('the sandbox-only routes are not there', async () => {
      const user = await registerOn(stripe.cms.url);
      for (const route of ['/api/stripe/sandbox/tokenize', '/api/stripe/sandbox/confirm-payment', '/api/stripe/sandbox/advance-clock']) {
        const body = route.endsWith('tokenize')
          ? { number: CARDS.success, exp_month: 12, exp_year: 2034, cvc: '123' }
          : route.endsWith('clock')
            ? { days: 1 }
            : { clientSecret: 'pi_x_secret_y', paymentMethodId: 'pm_x' };
        expect((await api(user, 'POST', route, body)).status, route).toBe(404);
      }
      // And the sandbox has no webhook.
      expect((await callOn(suiteApiUrl(), 'POST', '/api/stripe/webhook', { body: '{}', headers: { 'stripe-signature': 'x' } })).status).toBe(404);
    });
  });
});
