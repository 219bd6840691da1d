import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, type Res, type TestUser } from './api';
import { hostAndPort, startFaultProxy, type FaultProxy } from './fault-proxy';
import { eventually, NO_JOBS, startPaymentsCms, type PaymentsCms } from './payments-cms';
import { CARDS, WEBHOOK_SECRET, registerOn, subscribeBody } from './payments-helpers';
import { startStripeStandIn, type StandIn } from './stripe-stand-in';

/**
 * Issue 11.6, "charged but not premium": PostgreSQL restarted while a card payment was being recorded, and the
 * buyer was charged but still locked out 14 minutes later. Here the CMS reaches PostgreSQL through a fault
 * proxy, and the cut lands deterministically just after the charge: the test holds a lock on the buyer's
 * subscription row, so the CMS — having taken the payment and stored its events — waits there to mark it paid;
 * at that moment the proxy goes down and the server ends the CMS's sessions (what a restart does). Then, with
 * the database back, either one subscription-status call (on an instance whose jobs never run) or the worker
 * of another instance alone makes the buyer premium, with exactly one order, one charge and one order email,
 * and every stored event done. The same for Stripe's webhooks.
 */

const PG_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG_URL)('a PostgreSQL restart while a payment is being recorded', () => {
  let proxy: FaultProxy;
  let standIn: StandIn;
  let sandbox: PaymentsCms;
  let stripe: PaymentsCms;
  const fastJobs = { PAYMENT_EVENTS_INTERVAL_MS: '300', PAYMENT_EVENT_RETRY_BASE_MS: '300', PAYMENT_EVENT_RETRY_MAX_MS: '2000' };

  beforeAll(async () => {
    proxy = await startFaultProxy(hostAndPort(PG_URL!, 5432));
    standIn = await startStripeStandIn({
      prices: { price_steady_premium_monthly: { unit_amount: 499, currency: 'usd', interval: 'month' } },
      webhookSecret: WEBHOOK_SECRET,
    });
    // Short waits for a connection, so requests made while the database is down end within the test.
    const db = { DATABASE_CONNECTION_TIMEOUT: '1500', DATABASE_POOL_MIN: '0' };
    sandbox = await startPaymentsCms({ proxyPort: proxy.port, env: { ...db, ...NO_JOBS } });
    // Its reconciliation waits long, so what repairs a webhook here is the inbox's worker.
    stripe = await startPaymentsCms({ stripePort: standIn.port, proxyPort: proxy.port, env: { ...db, ...fastJobs, PAYMENT_RECONCILE_AFTER_MS: '600000' } });
  }, 300_000);

  afterAll(async () => {
    proxy?.up();
    await sandbox?.stop();
    await stripe?.stop();
    await standIn?.close();
    await proxy?.close();
  });

  const api = (cms: PaymentsCms, user: TestUser, method: string, route: string, body?: unknown) => callOn(cms.url, method, route, { token: user.jwt, body });
  const dbName = (cms: PaymentsCms) => new URL(cms.db.env.DATABASE_URL).pathname.slice(1);

  /**
   * Runs `request` with the buyer's subscription row locked; once the CMS has stored the payment's events and waits
   * on that lock, PostgreSQL "restarts": the proxy refuses connections and every session of the CMS is ended.
   * Returns the request's answer; the database stays down until the caller brings it up.
   */
  const cutWhileApplying = async (cms: PaymentsCms, subscription: { documentId: string; subscriptionId: string }, request: () => Promise<Res>) => {
    const holder = new Client({ connectionString: cms.db.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      const held = await holder.query('SELECT id FROM subscriptions WHERE document_id = $1 FOR NO KEY UPDATE', [subscription.documentId]);
      expect(held.rowCount).toBe(1);
      const inFlight = request();
      await eventually(
        async () => {
          const [stored] = await cms.sql<{ n: string }>('SELECT COUNT(*) AS n FROM processed_events WHERE subscription_ref = ?', [subscription.subscriptionId]);
          const [waiting] = await cms.sql<{ n: string }>("SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = ? AND wait_event_type = 'Lock'", [
            dbName(cms),
          ]);
          return Number(stored.n) > 0 && Number(waiting.n) > 0;
        },
        20_000,
        'the CMS waiting to record the payment',
      );
      proxy.down();
      await cms.sql('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid() AND pid <> ?', [
        dbName(cms),
        (holder as unknown as { processID: number }).processID,
      ]);
      await holder.query('ROLLBACK');
      return await inFlight;
    } finally {
      await holder.end();
    }
  };

  const events = (cms: PaymentsCms, subscriptionId: string) =>
    cms.sql<{ type: string; status: string }>('SELECT type, status FROM processed_events WHERE subscription_ref = ? ORDER BY id', [subscriptionId]);
  const localStatus = async (cms: PaymentsCms, documentId: string) =>
    (await cms.sql<{ status: string }>('SELECT status FROM subscriptions WHERE document_id = ?', [documentId]))[0].status;
  const mailsTo = (cms: PaymentsCms, user: TestUser) => cms.outbox().filter((m) => m.to === user.email);

  /** Sandbox checkout up to the card confirmation, which is made with the database cut just after the charge. */
  const chargedButNotRecorded = async () => {
    const user = await registerOn(sandbox.url);
    const created = await api(sandbox, user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    expect(created.status, created.text).toBe(200);
    const card = await api(sandbox, user, 'POST', '/api/stripe/sandbox/tokenize', { number: CARDS.success, exp_month: 12, exp_year: 2034, cvc: '123' });
    const confirmed = await cutWhileApplying(sandbox, created.body, () =>
      api(sandbox, user, 'POST', '/api/stripe/sandbox/confirm-payment', { clientSecret: created.body.clientSecret, paymentMethodId: card.body.id }),
    );
    // The payment went through, and the buyer is told so.
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status).toBe('succeeded');
    // Charged but not premium, the reported state: the gateway's invoice is paid, our record is not, its events wait.
    const [invoice] = await sandbox.sql<{ status: string }>("SELECT status FROM sandbox_objects WHERE kind = 'invoice' AND customer_id = ?", [
      created.body.customerId,
    ]);
    expect(invoice.status).toBe('paid');
    expect(await localStatus(sandbox, created.body.documentId)).toBe('incomplete');
    expect(await events(sandbox, created.body.subscriptionId)).toEqual([
      { type: 'invoice.paid', status: 'pending' },
      { type: 'customer.subscription.updated', status: 'pending' },
    ]);
    return { user, created: created.body as { documentId: string; subscriptionId: string } };
  };

  const expectPremiumOnce = async (cms: PaymentsCms, user: TestUser, created: { documentId: string; subscriptionId: string }) => {
    expect((await api(cms, user, 'GET', '/api/account')).body).toMatchObject({ isPremium: true, hasSubscription: true });
    expect((await api(cms, user, 'GET', '/api/orders')).body.data).toHaveLength(1);
    const detail = (await api(cms, user, 'GET', `/api/subscriptions/${created.documentId}`)).body.data;
    expect(detail).toMatchObject({ status: 'active' });
    expect(detail.charges.map((c: { status: string }) => c.status)).toEqual(['succeeded']);
    expect((await events(cms, created.subscriptionId)).map((e) => e.status)).toEqual(['done', 'done']);
    await eventually(async () => mailsTo(cms, user).length > 0, 10_000, 'the order email');
    expect(mailsTo(cms, user).map((m) => m.subject)).toEqual(['Your Steady order']);
  };

  it('sandbox: with the database back, one subscription-status call makes the buyer premium (the jobs of this instance never run)', async () => {
    const { user, created } = await chargedButNotRecorded();
    proxy.up();
    const status = await api(sandbox, user, 'POST', '/api/stripe/subscription-status', { subscriptionId: created.documentId });
    expect(status.status, status.text).toBe(200);
    expect(status.body.subscription.status).toBe('active');
    expect(status.body.order).toMatchObject({ amount: 499, orderStatus: 'completed' });
    await expectPremiumOnce(sandbox, user, created);
  });

  it("sandbox: with the database back, another instance's worker alone makes the buyer premium", async () => {
    // A second instance on the same database, the only one whose jobs run.
    const worker = await sandbox.startAnother({ ...fastJobs });
    try {
      const { user, created } = await chargedButNotRecorded();
      proxy.up();
      await eventually(async () => (await localStatus(sandbox, created.documentId)) === 'active', 30_000, 'premium without any request');
      await eventually(async () => (await events(sandbox, created.subscriptionId)).every((e) => e.status === 'done'), 10_000, 'events done');
      await expectPremiumOnce(sandbox, user, created);
    } finally {
      await worker.stop();
    }
  });

  it('Stripe: a webhook cut after it was stored is answered 2xx, applied by the worker once the database is back, and its redelivery is a duplicate', async () => {
    const user = await registerOn(stripe.url);
    const created = await api(stripe, user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
    const [paid, updated] = standIn.confirmCardPayment(created.body.clientSecret, standIn.createPaymentMethod(CARDS.success)).events;
    const deliver = (event: object) => {
      const payload = JSON.stringify(event);
      return callOn(stripe.url, 'POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': standIn.sign(payload) } });
    };
    const answer = await cutWhileApplying(stripe, created.body, () => deliver(paid));
    // Stored before the cut: Stripe is told it arrived (and need not send it again).
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ received: true, result: 'queued' });
    expect(await localStatus(stripe, created.body.documentId)).toBe('incomplete');

    // While the database is still down, a delivery cannot be stored: a 5xx, so Stripe sends it again later.
    const refused = await deliver(updated);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    proxy.up();
    expect(await events(stripe, created.body.subscriptionId)).toEqual([{ type: 'invoice.paid', status: expect.any(String) }]);

    await eventually(async () => (await localStatus(stripe, created.body.documentId)) === 'active', 30_000, 'the worker applying the webhook');
    expect((await deliver(paid)).body).toEqual({ received: true, result: 'duplicate' });
    expect((await deliver(updated)).body).toEqual({ received: true, result: 'processed' });
    await expectPremiumOnce(stripe, user, created.body);
  });
});
