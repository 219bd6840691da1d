import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, type TestUser } from './api';
import { dbTime, eventually, startPaymentsCms, type PaymentsCms } from './payments-cms';
import { CARDS, WEBHOOK_SECRET, registerOn, subscribeBody } from './payments-helpers';
import { startStripeStandIn, type StandIn } from './stripe-stand-in';

/**
 * Issue 11.6 on the database the suite runs on (SQLite by default, PostgreSQL with TEST_DATABASE_URL): the
 * payment events inbox and reconciliation of a Stripe CMS whose jobs run every few hundred milliseconds.
 * Webhooks are stored before they are answered and applied once; an event that cannot be applied waits
 * longer after each failure (doubling, capped) and is applied once it can be; a payment whose webhook never
 * came is found by the reconciliation job; events applied over 30 days ago are removed, pending ones never. Rows are read (and planted, as a crashed instance would leave
 * them) with SQL on the CMS's own database.
 */

const RETRY = { base: 300, max: 1200 };
let standIn: StandIn;
let cms: PaymentsCms;
const PG = !!process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  standIn = await startStripeStandIn({
    prices: { price_steady_premium_monthly: { unit_amount: 499, currency: 'usd', interval: 'month' } },
    webhookSecret: WEBHOOK_SECRET,
  });
  cms = await startPaymentsCms({
    stripePort: standIn.port,
    env: {
      PAYMENT_EVENTS_INTERVAL_MS: '200',
      PAYMENT_EVENT_RETRY_BASE_MS: String(RETRY.base),
      PAYMENT_EVENT_RETRY_MAX_MS: String(RETRY.max),
      PAYMENT_RECONCILE_INTERVAL_MS: '500',
      PAYMENT_RECONCILE_AFTER_MS: '1000',
      PAYMENT_EVENTS_KEEP_DAYS: '30',
      PAYMENT_EVENTS_PRUNE_INTERVAL_MS: '300',
    },
  });
}, 180_000);

afterAll(async () => {
  await cms?.stop();
  await standIn?.close();
});

const api = (user: TestUser | null, method: string, route: string, body?: unknown) => callOn(cms.url, method, route, { token: user?.jwt, body });

const deliver = async (event: object, secret?: string) => {
  const payload = JSON.stringify(event);
  return callOn(cms.url, 'POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': standIn.sign(payload, secret) } });
};

type InboxRow = {
  event_id: string;
  status: string | null;
  attempts: number;
  subscription_ref: string | null;
  last_error: string | null;
  payload: unknown;
  next_attempt_at: unknown;
  last_attempt_at: unknown;
  processed_at: unknown;
};
const inboxRow = async (eventId: string) => (await cms.sql<InboxRow>('SELECT * FROM processed_events WHERE event_id = ?', [eventId]))[0];
const ms = (v: unknown) =>
  v === null || v === undefined ? NaN : typeof v === 'number' ? v : /^\d+$/.test(String(v)) ? Number(v) : new Date(v as string).getTime();
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, any>;

/** A user with an incomplete Stripe subscription; `pay` confirms it at the stand-in (the events Stripe would send are returned). */
const checkout = async () => {
  const user = await registerOn(cms.url);
  const created = await api(user, 'POST', '/api/stripe/create-subscription', subscribeBody(user));
  expect(created.status, created.text).toBe(200);
  const sub = standIn.subscriptions.get(created.body.subscriptionId)!;
  return {
    user,
    created: created.body as { documentId: string; subscriptionId: string; clientSecret: string },
    invoiceId: sub.latest_invoice as string,
    pay: () => standIn.confirmCardPayment(created.body.clientSecret, standIn.createPaymentMethod(CARDS.success)).events,
  };
};

const localSubscription = async (documentId: string) =>
  (await cms.sql<{ status: string }>('SELECT status FROM subscriptions WHERE document_id = ?', [documentId]))[0];
const ordersOf = (user: TestUser) => api(user, 'GET', '/api/orders').then((r) => r.body.data as { transactionId: string }[]);

type Template = { payload: unknown; sub: string; invoice: string; pi: string };
type Target = { sub: string; invoice: string; pi: string };

/**
 * A real stored invoice.paid payload (another user's) with that user's ids swapped for the target's. The
 * stand-in never took this payment, so a reconciliation round records its 'incomplete' snapshot at the time
 * it reads it, and an event older than that snapshot rightly loses to it. A round may be in flight while the
 * payload is planted, so the event is dated a little ahead: newer than any snapshot taken before it applies.
 */
const paidPayload = (template: Template, target: Target, eventId: string) =>
  JSON.stringify({ ...json(template.payload), id: eventId, created: new Date(Date.now() + 10_000).toISOString() })
    .replaceAll(template.sub, target.sub)
    .replaceAll(template.invoice, target.invoice)
    .replaceAll(template.pi, target.pi);

/** Plants a pending inbox row, as an instance that stored an event and died before applying it leaves one. */
const plantPaidEvent = async (
  template: Template,
  target: Target,
  { payload, dueInMs = 0 }: { payload?: (eventId: string) => string; dueInMs?: number } = {},
) => {
  const eventId = `evt_planted_${randomBytes(6).toString('hex')}`;
  const now = dbTime(cms.db.env, new Date());
  await cms.sql(
    'INSERT INTO processed_events (document_id, event_id, type, gateway, subscription_ref, payload, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      randomBytes(12).toString('hex'),
      eventId,
      'invoice.paid',
      'stripe',
      target.sub,
      payload ? payload(eventId) : paidPayload(template, target, eventId),
      'pending',
      0,
      dbTime(cms.db.env, new Date(Date.now() + dueInMs)),
      now,
      now,
    ],
  );
  return eventId;
};

/** A user whose payment was delivered and applied: the stored row of its invoice.paid is the template for planted ones. */
const appliedTemplate = async () => {
  const a = await checkout();
  const [paid, updated] = a.pay();
  expect((await deliver(paid)).body).toEqual({ received: true, result: 'processed' });
  expect((await deliver(updated)).body).toEqual({ received: true, result: 'processed' });
  const row = await inboxRow(paid.id);
  return { payload: row.payload, sub: a.created.subscriptionId, invoice: a.invoiceId, pi: standIn.invoices.get(a.invoiceId)!._pi as string };
};

describe(`the payment events inbox (${PG ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('a webhook is stored, then applied, and answered; the same delivery again is applied once; a bad signature stores nothing', async () => {
    const { user, created, pay } = await checkout();
    const [paid, updated] = pay();
    const forged = standIn.event('invoice.paid', standIn.invoiceObject(paid.data.object.id));
    const refused = await deliver(forged, 'whsec_someone_else');
    expect(refused.status).toBe(400);
    expect(await inboxRow(forged.id)).toBeUndefined();

    expect((await deliver(paid)).body).toEqual({ received: true, result: 'processed' });
    expect((await deliver(updated)).body).toEqual({ received: true, result: 'processed' });
    for (const event of [paid, updated]) {
      expect(await inboxRow(event.id)).toMatchObject({ status: 'done', attempts: 1, subscription_ref: created.subscriptionId, last_error: null });
      expect(ms((await inboxRow(event.id)).processed_at)).not.toBeNaN();
    }
    const again = await Promise.all([deliver(paid), deliver(paid), deliver(updated)]);
    expect(again.map((a) => [a.status, a.body.result])).toEqual([
      [200, 'duplicate'],
      [200, 'duplicate'],
      [200, 'duplicate'],
    ]);
    expect(await ordersOf(user)).toHaveLength(1);
    expect((await localSubscription(created.documentId)).status).toBe('active');
  });

  it('an event stored but never applied (its instance died) is applied by the worker alone', async () => {
    const template = await appliedTemplate();
    const b = await checkout();
    const pi = standIn.invoices.get(b.invoiceId)!._pi as string;
    const eventId = await plantPaidEvent(template, { sub: b.created.subscriptionId, invoice: b.invoiceId, pi });
    const row = await eventually(async () => ((await inboxRow(eventId))?.status === 'done' ? inboxRow(eventId) : undefined), 20_000, 'planted event applied');
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect((await localSubscription(b.created.documentId)).status).toBe('active');
    expect((await ordersOf(b.user)).map((o) => o.transactionId)).toEqual([pi]);
    expect((await api(b.user, 'GET', '/api/account')).body.isPremium).toBe(true);
  });

  it('an event that fails waits longer after each attempt (doubling, capped), keeps its error, and is applied once it can be', async () => {
    const template = await appliedTemplate();
    const b = await checkout();
    const pi = standIn.invoices.get(b.invoiceId)!._pi as string;
    const target = { sub: b.created.subscriptionId, invoice: b.invoiceId, pi };
    // A payload that cannot be read fails every time.
    const eventId = await plantPaidEvent(template, target, {
      payload: (id) => JSON.stringify({ id, type: 'invoice.paid', created: new Date().toISOString(), invoice: null }),
    });

    const waits = new Map<number, number>();
    await eventually(
      async () => {
        const row = await inboxRow(eventId);
        if (row.attempts > 0) waits.set(row.attempts, ms(row.next_attempt_at) - ms(row.last_attempt_at));
        return row.attempts >= 5 ? row : undefined;
      },
      25_000,
      'five failed attempts',
    );
    const failed = await inboxRow(eventId);
    expect(failed).toMatchObject({ status: 'pending', last_error: expect.stringContaining('no invoice') });
    expect((await localSubscription(b.created.documentId)).status).toBe('incomplete');
    expect(waits.size).toBeGreaterThanOrEqual(3);
    for (const [attempt, wait] of waits) {
      const expected = RETRY.base * 2 ** (attempt - 1);
      expect(wait, `wait after attempt ${attempt}`).toBeGreaterThanOrEqual(Math.min(RETRY.max, expected) - 1);
      expect(wait, `wait after attempt ${attempt}`).toBeLessThanOrEqual(Math.min(RETRY.max, expected * 1.2) + 1);
    }

    // Repaired (here by putting its real payload back), the next attempt applies it.
    await cms.sql('UPDATE processed_events SET payload = ? WHERE event_id = ?', [paidPayload(template, target, eventId), eventId]);
    const done = await eventually(async () => ((await inboxRow(eventId)).status === 'done' ? inboxRow(eventId) : undefined), 20_000, 'repaired event applied');
    expect(done.attempts).toBeGreaterThanOrEqual(6);
    expect(done.last_error).toBeNull();
    expect((await localSubscription(b.created.documentId)).status).toBe('active');
    expect((await ordersOf(b.user)).map((o) => o.transactionId)).toEqual([pi]);
  });

  it('a payment whose webhook never comes is found by the reconciliation job: premium, one order, one email', async () => {
    const c = await checkout();
    c.pay(); // Stripe took the payment; its webhooks are lost.
    await eventually(async () => (await localSubscription(c.created.documentId)).status === 'active', 20_000, 'reconciled');
    const orders = await ordersOf(c.user);
    expect(orders.map((o) => o.transactionId)).toEqual([standIn.invoices.get(c.invoiceId)!._pi]);
    expect((await api(c.user, 'GET', '/api/account')).body.isPremium).toBe(true);
    await eventually(async () => cms.outbox().filter((m) => m.to === c.user.email).length === 1, 10_000, 'order email');
  });

  it.skipIf(!PG)('an event another instance is applying is passed by, and applied once that instance lets go of it', async () => {
    const { Client } = await import('pg');
    const template = await appliedTemplate();
    const [held, free] = [await checkout(), await checkout()];
    const target = (x: typeof held) => ({ sub: x.created.subscriptionId, invoice: x.invoiceId, pi: standIn.invoices.get(x.invoiceId)!._pi as string });
    // Another instance is "applying" this one: it holds the row's lock inside its transaction (taken before the row is due).
    const other = new Client({ connectionString: cms.db.env.DATABASE_URL });
    await other.connect();
    try {
      const heldId = await plantPaidEvent(template, target(held), { dueInMs: 1500 });
      await other.query('BEGIN');
      await other.query('SELECT id FROM processed_events WHERE event_id = $1 FOR UPDATE', [heldId]);
      await new Promise((r) => setTimeout(r, 2000));
      // Due now, and ahead of this one in the worker's order.
      const freeId = await plantPaidEvent(template, target(free));
      await eventually(async () => (await inboxRow(freeId)).status === 'done', 20_000, 'the free event applied');
      expect(await inboxRow(heldId)).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await localSubscription(held.created.documentId)).status).toBe('incomplete');
      // The other instance's connection ends without applying it.
      await other.query('ROLLBACK');
      await eventually(async () => (await inboxRow(heldId)).status === 'done', 20_000, 'the released event applied');
      expect((await inboxRow(heldId)).attempts).toBe(1);
      expect(await ordersOf(held.user)).toHaveLength(1);
    } finally {
      await other.end();
    }
  });

  it.skipIf(PG)('a webhook the database cannot store is a 5xx (Stripe sends it again), and the next delivery is applied once', async () => {
    const { default: Database } = await import('better-sqlite3');
    const { user, created, pay } = await checkout();
    const [paid, updated] = pay();
    const holder = new Database(cms.db.env.DATABASE_FILENAME, { fileMustExist: true });
    let refused;
    try {
      holder.exec('BEGIN EXCLUSIVE');
      refused = await deliver(paid);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(await inboxRow(paid.id)).toBeUndefined();
    expect((await deliver(paid)).body).toEqual({ received: true, result: 'processed' });
    expect((await deliver(updated)).body).toEqual({ received: true, result: 'processed' });
    expect((await deliver(paid)).body).toEqual({ received: true, result: 'duplicate' });
    expect(await ordersOf(user)).toHaveLength(1);
    expect((await localSubscription(created.documentId)).status).toBe('active');
  });
  it('an event Stripe sends after the account was deleted is applied to nothing and keeps only its id, not the customer', async () => {
    const a = await checkout();
    for (const event of a.pay()) expect((await deliver(event)).body.received).toBe(true);
    expect((await api(a.user, 'POST', '/api/account/delete', { password: a.user.password })).status).toBe(200);
    // Stripe tells of the subscription's end after the account (and its stored events) are gone.
    const t = Math.floor(Date.now() / 1000);
    const late = standIn.event(
      'customer.subscription.deleted',
      standIn.subscriptionObject(a.created.subscriptionId, { status: 'canceled', canceled_at: t, ended_at: t }),
      t,
    );
    expect((await deliver(late)).body).toEqual({ received: true, result: 'processed' });
    // Applied at once; its ids may already be gone here (this test's clean-up runs every 300 ms), so only the status is checked.
    expect(await inboxRow(late.id)).toMatchObject({ status: 'done' });
    const forgotten = await eventually(
      async () => ((await inboxRow(late.id)).payload === null ? inboxRow(late.id) : undefined),
      10_000,
      'the late event emptied',
    );
    expect(forgotten).toMatchObject({ status: 'done', subscription_ref: null, payload: null });
    expect((await deliver(late)).body).toEqual({ received: true, result: 'duplicate' });
  });

  it('removes events applied over PAYMENT_EVENTS_KEEP_DAYS ago (and old rows from before the inbox), never a pending one', async () => {
    const day = 24 * 3600_000;
    const at = (daysAgo: number) => dbTime(cms.db.env, new Date(Date.now() - daysAgo * day));
    const plant = async (status: string | null, daysAgo: number) => {
      const eventId = `evt_aged_${randomBytes(6).toString('hex')}`;
      await cms.sql(
        'INSERT INTO processed_events (document_id, event_id, type, gateway, payload, status, attempts, next_attempt_at, processed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        // A pending one is not due for a year, so the worker leaves it as it is.
        [
          randomBytes(12).toString('hex'),
          eventId,
          'invoice.paid',
          'stripe',
          null,
          status,
          0,
          status === 'pending' ? dbTime(cms.db.env, new Date(Date.now() + 365 * day)) : null,
          status === 'done' ? at(daysAgo) : null,
          at(daysAgo),
          at(daysAgo),
        ],
      );
      return eventId;
    };
    const [oldDone, recentDone, oldPending, oldLegacy, recentLegacy] = [
      await plant('done', 31),
      await plant('done', 29),
      await plant('pending', 40),
      await plant(null, 31),
      await plant(null, 29),
    ];
    await eventually(async () => !(await inboxRow(oldDone)) && !(await inboxRow(oldLegacy)), 10_000, 'old applied events removed');
    for (const kept of [recentDone, oldPending, recentLegacy]) expect(await inboxRow(kept), kept).toBeDefined();
    expect((await inboxRow(oldPending)).status).toBe('pending');
  });
});
