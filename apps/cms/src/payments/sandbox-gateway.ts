import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';
import { PAYMENT_TEXT } from '@steady/contracts';
import { errors } from '@strapi/utils';
import { CardError, WebhookSignatureError, addInterval, type PaymentGateway } from './gateway';
import { createKeyedLock, isUniqueViolation } from './db';
import type { CreateSubscriptionInput, EventSink, GatewayCard, GatewayCustomerInput, GatewayEvent, GatewayInvoice, GatewayPaymentMethod, GatewaySubscription } from './model';

/**
 * The offline gateway (DESIGN.md § Payments): behaves like Stripe in test mode. It keeps its own records
 * (customers, cards, subscriptions, invoices) in `sandbox_objects`, as Stripe keeps them on its side, and
 * tells the CMS what happened through the same events Stripe's webhooks deliver, so one code path
 * records charges, orders and subscription states for both gateways.
 *
 * Each change and the events describing it are written in one transaction (its events go to the CMS's
 * inbox), so a payment taken is never without its events, even if the database goes away a moment later
 * (issue 11.6); the events are applied once the transaction committed, or later by the inbox's worker.
 *
 * A card number arrives once (tokenize) and is never stored: only brand, last4, expiry, an HMAC fingerprint
 * and the test card's behaviour are kept. Its clock can be moved forward like a Stripe test clock.
 */

const OBJ = 'api::sandbox-object.sandbox-object';
const DAY = 86_400_000;

type Outcome = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

/** Stripe's public test cards (https://docs.stripe.com/testing) and what each does. */
const TEST_CARDS: Record<string, { brand: string; outcome: Outcome }> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeed' },
  '4000056655665556': { brand: 'visa', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeed' },
  '2223003122003222': { brand: 'mastercard', outcome: 'succeed' },
  '5200828282828210': { brand: 'mastercard', outcome: 'succeed' },
  '378282246310005': { brand: 'amex', outcome: 'succeed' },
  '371449635398431': { brand: 'amex', outcome: 'succeed' },
  '6011111111111117': { brand: 'discover', outcome: 'succeed' },
  '4000000000000002': { brand: 'visa', outcome: 'decline' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', outcome: 'authenticate' },
  '4000002760003184': { brand: 'visa', outcome: 'authenticate' },
  '4000000000000069': { brand: 'visa', outcome: 'expired_card' },
  '4000000000000127': { brand: 'visa', outcome: 'incorrect_cvc' },
  '4000000000000119': { brand: 'visa', outcome: 'processing_error' },
};

const cardError = (outcome: Outcome): CardError | null => {
  switch (outcome) {
    case 'decline':
      return new CardError(PAYMENT_TEXT.cardDeclined, 'card_declined', 'generic_decline');
    case 'insufficient_funds':
      return new CardError(PAYMENT_TEXT.insufficientFunds, 'card_declined', 'insufficient_funds');
    case 'expired_card':
      return new CardError(PAYMENT_TEXT.expiredCard, 'expired_card', 'expired_card');
    case 'incorrect_cvc':
      return new CardError(PAYMENT_TEXT.incorrectCvc, 'incorrect_cvc', 'incorrect_cvc');
    case 'processing_error':
      return new CardError(PAYMENT_TEXT.processingError, 'processing_error', 'processing_error');
    default:
      return null;
  }
};

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const stableId = (prefix: string, ...parts: string[]) => `${prefix}_sandbox_${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const toDate = (s: unknown) => (typeof s === 'string' || s instanceof Date ? new Date(s) : null);

type EventType = 'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.updated' | 'customer.subscription.deleted';
/** Raises an event inside the current change's transaction. */
type Emit = (type: EventType, row: Row, created: Date, suffix?: string) => Promise<void>;

type Row = { id: number; kind: string; objectId: string; lookupKey: string | null; customerId: string | null; ownerUserId: number | null; status: string | null; dueAt: string | Date | null; data: any };

export type SandboxGatewayOptions = {
  strapi: Core.Strapi;
  /** Key of the card fingerprint HMAC. */
  secret: string;
  /** Receives every event, as a webhook endpoint would: stored with the change, applied after the commit. */
  events: EventSink;
};

export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;
  private readonly strapi: Core.Strapi;
  private readonly secret: string;
  private readonly events: EventSink;
  private readonly lock = createKeyedLock();

  constructor(options: SandboxGatewayOptions) {
    this.strapi = options.strapi;
    this.secret = options.secret;
    this.events = options.events;
  }

  /** Runs a change and records the events it raises in one transaction; once committed, hands them to the CMS. */
  private async atomically<T>(change: (emit: Emit) => Promise<T>): Promise<T> {
    const raised: string[] = [];
    const result = await this.strapi.db.transaction(() =>
      change(async (type, row, created, suffix = '') => {
        const event = await this.event(type, row, created, suffix);
        await this.events.record(event);
        raised.push(event.id);
      }),
    );
    if (raised.length) await this.events.deliver(raised);
    return result;
  }

  private get q() {
    return this.strapi.db.query(OBJ);
  }

  private async find(where: Record<string, unknown>): Promise<Row | null> {
    return (await this.q.findOne({ where })) as Row | null;
  }

  /** Inserts a row; when a unique key says it exists already, returns the existing one (idempotent create). */
  private async insertOnce(data: Omit<Row, 'id'>, existingWhere: Record<string, unknown>): Promise<{ row: Row; created: boolean }> {
    const found = await this.find(existingWhere);
    if (found) return { row: found, created: false };
    try {
      return { row: (await this.q.create({ data })) as Row, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = await this.find(existingWhere);
      if (!again) throw error;
      return { row: again, created: false };
    }
  }

  private async save(row: Row, changes: Partial<Row>) {
    return (await this.q.update({ where: { id: row.id }, data: changes })) as Row;
  }

  // ─── Clock ──────────────────────────────────────────────────────────────────────────────────────
  // Each advance is a row of its own and the offset is their sum: inserts never overwrite each other,
  // so advances made at once, on any instance, all count (issue 11.9: 10 × 1 day once made 7 days).
  // The single 'clock' row of earlier versions still counts as the starting offset.
  private async clockOffset(): Promise<number> {
    const rows = (await this.q.findMany({ where: { kind: { $in: ['clock', 'clock_advance'] } }, select: ['data'] })) as Row[];
    return rows.reduce((sum, row) => sum + Number(row.data?.offsetMs ?? 0), 0);
  }

  /** The sandbox's "now": real time plus however far operators or tests moved the clock. */
  async now(): Promise<Date> {
    return new Date(Date.now() + (await this.clockOffset()));
  }

  /** Moves the clock forward and runs what became due (renewals), like advancing a Stripe test clock. */
  async advanceClock(days: number): Promise<{ now: Date; renewals: number }> {
    await this.q.create({
      data: { kind: 'clock_advance', objectId: `clock_${randomUUID()}`, lookupKey: null, customerId: null, ownerUserId: null, status: null, dueAt: null, data: { offsetMs: days * DAY } },
    });
    const renewals = await this.runDueRenewals();
    return { now: await this.now(), renewals };
  }

  // ─── Cards ──────────────────────────────────────────────────────────────────────────────────────
  private fingerprint(number: string) {
    return createHmac('sha256', this.secret).update(`card:${number}`).digest('base64url').slice(0, 16);
  }

  /** The browser's card details become a `pm_sandbox_…` id; the number and CVC are dropped here. */
  async tokenize(input: { number: string; exp_month: number; exp_year: number; cvc: string }, ownerUserId: number): Promise<GatewayPaymentMethod> {
    const number = input.number.replace(/\s+/g, '');
    if (!/^[0-9]{12,19}$/.test(number) || !luhn(number)) throw new errors.ValidationError(PAYMENT_TEXT.invalidNumber);
    const test = TEST_CARDS[number];
    if (!test) throw new errors.ValidationError(PAYMENT_TEXT.notATestCard);
    const expYear = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
    const now = await this.now();
    const endOfExpiryMonth = Date.UTC(expYear, input.exp_month, 1);
    if (endOfExpiryMonth <= now.getTime()) throw new errors.ValidationError(PAYMENT_TEXT.expiredCard);
    const expectedCvc = test.brand === 'amex' ? 4 : 3;
    if (input.cvc.length !== expectedCvc) throw new errors.ValidationError(PAYMENT_TEXT.incorrectCvc);
    const card: GatewayCard = { brand: test.brand, last4: number.slice(-4), exp_month: input.exp_month, exp_year: expYear, fingerprint: this.fingerprint(number) };
    const id = newId('pm');
    await this.q.create({ data: { kind: 'payment_method', objectId: id, lookupKey: null, customerId: null, ownerUserId, status: 'unattached', dueAt: null, data: { card, outcome: test.outcome } } });
    return { id, customerId: null, card };
  }

  private async paymentMethodRow(id: string) {
    return this.find({ kind: 'payment_method', objectId: id });
  }

  /** Only the user that tokenized a card may use it before it is attached. */
  async mayAttachUnowned(id: string, userId: number): Promise<boolean> {
    return ((await this.paymentMethodRow(id))?.ownerUserId ?? null) === userId;
  }

  async retrievePaymentMethod(id: string): Promise<GatewayPaymentMethod | null> {
    const row = await this.paymentMethodRow(id);
    return row ? { id: row.objectId, customerId: row.customerId, card: row.data.card } : null;
  }

  async attachPaymentMethod(id: string, customerId: string): Promise<GatewayPaymentMethod> {
    const row = await this.paymentMethodRow(id);
    if (!row) throw new errors.NotFoundError('Unknown payment method');
    if (row.customerId && row.customerId !== customerId) throw new errors.NotFoundError('Unknown payment method');
    // Like Stripe, attaching checks the card with the bank: a card that is always refused cannot be saved.
    const outcome = row.data.outcome as Outcome;
    if (outcome !== 'insufficient_funds') {
      const refused = cardError(outcome);
      if (refused) throw refused;
    }
    if (!row.customerId) await this.save(row, { customerId, status: 'attached' });
    return { id: row.objectId, customerId, card: row.data.card };
  }

  async detachPaymentMethod(id: string) {
    const row = await this.paymentMethodRow(id);
    if (row?.customerId) await this.save(row, { customerId: null, status: 'detached' });
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string, subscriptionIds: string[]) {
    const customer = await this.find({ kind: 'customer', objectId: customerId });
    if (customer) await this.save(customer, { data: { ...customer.data, defaultPaymentMethod: paymentMethodId } });
    for (const id of subscriptionIds) {
      const sub = await this.find({ kind: 'subscription', objectId: id });
      if (sub && sub.customerId === customerId) await this.save(sub, { data: { ...sub.data, defaultPaymentMethod: paymentMethodId } });
    }
  }

  // ─── Customers ──────────────────────────────────────────────────────────────────────────────────
  async createCustomer(input: GatewayCustomerInput, idempotencyKey: string) {
    const { row } = await this.insertOnce(
      { kind: 'customer', objectId: newId('cus'), lookupKey: `idem:${idempotencyKey}`, customerId: null, ownerUserId: null, status: null, dueAt: null, data: { ...input, defaultPaymentMethod: null } },
      { lookupKey: `idem:${idempotencyKey}` },
    );
    return { id: row.objectId };
  }

  async updateCustomer(customerId: string, input: Partial<GatewayCustomerInput>) {
    const row = await this.find({ kind: 'customer', objectId: customerId });
    if (row) await this.save(row, { data: { ...row.data, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } });
  }

  /** Stripe's customers.del, and more: these records are ours, so the customer's subscriptions, invoices and cards go too. */
  async deleteCustomer(customerId: string | null, userId: number) {
    const ofCustomer = customerId ? [{ objectId: customerId }, { customerId }] : [];
    await this.q.deleteMany({ where: { $or: [...ofCustomer, { kind: 'payment_method', ownerUserId: userId }] } });
  }

  // ─── Subscriptions and invoices ─────────────────────────────────────────────────────────────────
  async createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription> {
    const customer = await this.find({ kind: 'customer', objectId: input.customerId });
    if (!customer) throw new errors.ValidationError('No such customer');
    const now = await this.now();
    const subId = newId('sub');
    const { row, created } = await this.insertOnce(
      {
        kind: 'subscription',
        objectId: subId,
        lookupKey: `idem:${input.idempotencyKey}`,
        customerId: input.customerId,
        ownerUserId: null,
        status: 'incomplete',
        dueAt: null,
        data: {
          priceId: input.priceId, amount: input.plan.amount, currency: input.plan.currency, interval: input.plan.interval, productName: input.plan.name,
          metadata: input.metadata, created: iso(now), startDate: iso(now), currentPeriodStart: null, currentPeriodEnd: null, periods: 0,
          canceledAt: null, defaultPaymentMethod: null, latestInvoiceId: null,
        },
      },
      { lookupKey: `idem:${input.idempotencyKey}` },
    );
    if (created) {
      const invoice = await this.createInvoice(row, 1, 'subscription_create', now, null, null);
      await this.save(row, { data: { ...row.data, latestInvoiceId: invoice.objectId } });
    }
    return (await this.retrieveSubscription(row.objectId))!;
  }

  private async createInvoice(sub: Row, period: number, billingReason: string, now: Date, periodStart: Date | null, periodEnd: Date | null) {
    const invoiceId = stableId('in', sub.objectId, String(period));
    const piId = stableId('pi', sub.objectId, String(period));
    const { row } = await this.insertOnce(
      {
        kind: 'invoice',
        objectId: invoiceId,
        lookupKey: piId,
        customerId: sub.customerId,
        ownerUserId: null,
        status: 'open',
        dueAt: null,
        data: {
          subscriptionId: sub.objectId, amount: sub.data.amount, currency: sub.data.currency, period, billingReason,
          paymentIntentId: piId, clientSecret: `${piId}_secret_${randomBytes(16).toString('hex')}`, piStatus: 'requires_payment_method',
          paymentMethod: null, created: iso(now), paidAt: null, periodStart: iso(periodStart), periodEnd: iso(periodEnd), attemptCount: 0, failureMessage: null,
        },
      },
      { objectId: invoiceId },
    );
    return row;
  }

  private toInvoice(row: Row): GatewayInvoice {
    const d = row.data;
    return {
      id: row.objectId,
      subscriptionId: d.subscriptionId,
      customerId: row.customerId,
      status: row.status ?? 'open',
      amountPaid: row.status === 'paid' ? d.amount : 0,
      amountDue: d.amount,
      currency: d.currency,
      created: new Date(d.created),
      paidAt: toDate(d.paidAt),
      periodStart: toDate(d.periodStart),
      periodEnd: toDate(d.periodEnd),
      billingReason: d.billingReason,
      transactionId: d.paymentIntentId,
      attemptCount: d.attemptCount ?? 0,
      failureMessage: d.failureMessage ?? null,
    };
  }

  private async toSubscription(row: Row): Promise<GatewaySubscription> {
    const d = row.data;
    const invoiceRow = d.latestInvoiceId ? await this.find({ kind: 'invoice', objectId: d.latestInvoiceId }) : null;
    return {
      id: row.objectId,
      customerId: row.customerId as string,
      status: row.status ?? 'incomplete',
      priceId: d.priceId,
      startDate: toDate(d.startDate),
      currentPeriodStart: toDate(d.currentPeriodStart),
      currentPeriodEnd: toDate(d.currentPeriodEnd),
      canceledAt: toDate(d.canceledAt),
      cancelAtPeriodEnd: d.cancelAtPeriodEnd === true,
      metadata: d.metadata ?? {},
      clientSecret: invoiceRow && invoiceRow.status === 'open' && row.status === 'incomplete' ? invoiceRow.data.clientSecret : null,
      latestInvoice: invoiceRow ? this.toInvoice(invoiceRow) : null,
    };
  }

  async retrieveSubscription(id: string): Promise<GatewaySubscription | null> {
    const row = await this.find({ kind: 'subscription', objectId: id });
    if (!row) return null;
    // An incomplete subscription whose first payment was not made within 23 hours expires, as with Stripe.
    if (row.status === 'incomplete' && (await this.now()).getTime() - new Date(row.data.created).getTime() > 23 * 3600_000) {
      const expired = await this.atomically(async (emit) => {
        const { count } = await this.q.updateMany({ where: { id: row.id, status: 'incomplete' }, data: { status: 'incomplete_expired' } });
        const after = (await this.find({ id: row.id }))!;
        if (count === 1) await emit('customer.subscription.updated', after, await this.now());
        return after;
      });
      return this.toSubscription(expired);
    }
    return this.toSubscription(row);
  }

  async cancelSubscription(id: string, _idempotencyKey: string): Promise<GatewaySubscription> {
    const row = await this.find({ kind: 'subscription', objectId: id });
    if (!row) throw new errors.NotFoundError('No such subscription');
    if (row.status === 'canceled') return this.toSubscription(row);
    const canceled = await this.atomically(async (emit) => {
      const now = await this.now();
      const { count } = await this.q.updateMany({ where: { id: row.id, status: { $ne: 'canceled' } }, data: { status: 'canceled', dueAt: null, data: { ...row.data, canceledAt: iso(now) } } });
      const after = (await this.find({ id: row.id }))!;
      if (count === 1) await emit('customer.subscription.deleted', after, now);
      return after;
    });
    return this.toSubscription(canceled);
  }

  /**
   * Stripe's `cancel_at_period_end`: the subscription stays active until its period ends, when the renewal job
   * ends it instead of charging (renewOnce). Each change is its own event (a counted suffix keeps the ids apart).
   */
  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<GatewaySubscription> {
    return this.lock(`subscription:${id}`, async () => {
      const row = await this.find({ kind: 'subscription', objectId: id });
      if (!row) throw new errors.NotFoundError('No such subscription');
      if (row.status === 'canceled' || row.status === 'incomplete_expired') throw new errors.ValidationError('This subscription has ended.');
      if ((row.data.cancelAtPeriodEnd === true) === cancel) return this.toSubscription(row);
      const changed = await this.atomically(async (emit) => {
        const now = await this.now();
        const changes = Number(row.data.cancelChanges ?? 0) + 1;
        const after = await this.save(row, { data: { ...row.data, cancelAtPeriodEnd: cancel, cancelChanges: changes, canceledAt: cancel ? iso(now) : null } });
        await emit('customer.subscription.updated', after, now, `cancel_at_period_end:${changes}`);
        return after;
      });
      return this.toSubscription(changed);
    });
  }

  /**
   * What Stripe.js's confirmCardPayment does in the browser: pays the invoice behind a client secret with a card.
   * 'requires_action' stands for 3-D Secure; the browser asks the person and calls again with `authenticated`.
   */
  async confirmPayment(input: { clientSecret: string; paymentMethodId: string; authenticated?: boolean; customerId: string | null; userId: number }) {
    const piId = input.clientSecret.split('_secret_')[0];
    const invoice = await this.find({ kind: 'invoice', lookupKey: piId });
    const secretOk = invoice && safeEqual(invoice.data.clientSecret, input.clientSecret);
    if (!invoice || !secretOk || !input.customerId || invoice.customerId !== input.customerId) throw new errors.NotFoundError('No such payment');
    const pm = await this.paymentMethodRow(input.paymentMethodId);
    if (!pm || !(pm.ownerUserId === input.userId || pm.customerId === input.customerId) || (pm.customerId && pm.customerId !== input.customerId)) {
      throw new errors.NotFoundError('Unknown payment method');
    }
    const subscriptionId = invoice.data.subscriptionId as string;

    return this.lock(`invoice:${invoice.objectId}`, async () => {
      // The charge, the card saved on the customer, the active subscription and their events: all or nothing.
      const result = await this.atomically(async (emit): Promise<{ status: 'succeeded' | 'requires_action' } | { refused: CardError }> => {
        const current = (await this.find({ id: invoice.id }))!;
        if (current.status === 'paid') return { status: 'succeeded' };
        if (current.status !== 'open') throw new errors.ApplicationError('This payment can no longer be confirmed.');
        const sub = await this.find({ kind: 'subscription', objectId: subscriptionId });
        if (!sub || sub.status !== 'incomplete') throw new errors.ApplicationError('This payment can no longer be confirmed.');

        const outcome = pm.data.outcome as Outcome;
        if (outcome === 'authenticate') {
          const waiting = current.data.piStatus === 'requires_action' && current.data.paymentMethod === pm.objectId;
          if (!waiting || input.authenticated === undefined) {
            await this.save(current, { data: { ...current.data, piStatus: 'requires_action', paymentMethod: pm.objectId } });
            return { status: 'requires_action' };
          }
          if (!input.authenticated) return { refused: await this.fail(current, new CardError(PAYMENT_TEXT.authenticationFailed, 'payment_intent_authentication_failure'), emit) };
        } else {
          const refused = cardError(outcome);
          if (refused) return { refused: await this.fail(current, refused, emit) };
        }

        const now = await this.now();
        const periodEnd = addInterval(now, sub.data.interval, 1);
        // Paid once, even by two instances at the same moment.
        const { count } = await this.q.updateMany({
          where: { id: current.id, status: 'open' },
          data: { status: 'paid', data: { ...current.data, piStatus: 'succeeded', paymentMethod: pm.objectId, paidAt: iso(now), periodStart: iso(now), periodEnd: iso(periodEnd), attemptCount: (current.data.attemptCount ?? 0) + 1 } },
        });
        if (count !== 1) return { status: 'succeeded' };
        // `save_default_payment_method: on_subscription`: the card is kept on the customer for renewals.
        if (!pm.customerId) await this.save(pm, { customerId: input.customerId, status: 'attached' });
        const active = await this.save(sub, {
          status: 'active',
          dueAt: periodEnd.toISOString(),
          data: { ...sub.data, anchor: iso(now), currentPeriodStart: iso(now), currentPeriodEnd: iso(periodEnd), periods: 1, defaultPaymentMethod: pm.objectId },
        });
        await emit('invoice.paid', (await this.find({ id: current.id }))!, now);
        await emit('customer.subscription.updated', active, now);
        return { status: 'succeeded' };
      });
      if ('refused' in result) throw result.refused;
      return { status: result.status, subscriptionId };
    });
  }

  /** Records a failed attempt and its event (invoice.payment_failed); returns the card error to show. */
  private async fail(invoice: Row, error: CardError, emit: Emit): Promise<CardError> {
    const attempt = (invoice.data.attemptCount ?? 0) + 1;
    const failed = await this.save(invoice, { data: { ...invoice.data, piStatus: 'requires_payment_method', paymentMethod: null, attemptCount: attempt, failureMessage: error.message } });
    await emit('invoice.payment_failed', failed, await this.now(), String(attempt));
    return error;
  }

  /**
   * Renews every active subscription whose period ended by the sandbox's now (or ends it, when it was cancelled at
   * the period end); returns how many periods were paid.
   */
  async runDueRenewals(): Promise<number> {
    const now = await this.now();
    const due = (await this.q.findMany({ where: { kind: 'subscription', status: 'active', dueAt: { $lte: now } } })) as Row[];
    let renewals = 0;
    for (const row of due) renewals += await this.lock(`subscription:${row.objectId}`, () => this.renew(row.id, now));
    return renewals;
  }

  private async renew(rowId: number, now: Date): Promise<number> {
    let paid = 0;
    while (await this.renewOnce(rowId, now)) paid++;
    return paid;
  }

  /** Charges one due period of a subscription, with its events, in one transaction; false when nothing (more) was paid. */
  private renewOnce(rowId: number, now: Date): Promise<boolean> {
    return this.atomically(async (emit) => {
      const sub = await this.find({ id: rowId });
      if (!sub || sub.status !== 'active') return false;
      const periodEnd = toDate(sub.data.currentPeriodEnd);
      if (!periodEnd || periodEnd.getTime() > now.getTime()) return false;
      if (sub.data.cancelAtPeriodEnd === true) {
        // Cancelled at the period end: it ends when the paid time does, with no new charge (Stripe: subscription.deleted).
        const { count } = await this.q.updateMany({ where: { id: sub.id, status: 'active' }, data: { status: 'canceled', dueAt: null, data: { ...sub.data, endedAt: iso(periodEnd) } } });
        if (count === 1) await emit('customer.subscription.deleted', (await this.find({ id: sub.id }))!, periodEnd);
        return false;
      }
      const period = Number(sub.data.periods ?? 1) + 1;
      const anchor = toDate(sub.data.anchor) ?? periodEnd;
      const nextEnd = addInterval(anchor, sub.data.interval, period);
      const invoice = await this.createInvoice(sub, period, 'subscription_cycle', periodEnd, periodEnd, nextEnd);
      if (invoice.status !== 'open') return false; // another process renewed this period
      const customer = sub.customerId ? await this.find({ kind: 'customer', objectId: sub.customerId }) : null;
      const pmId = sub.data.defaultPaymentMethod ?? customer?.data?.defaultPaymentMethod;
      const pm = pmId ? await this.paymentMethodRow(pmId) : null;
      const outcome: Outcome = pm && pm.customerId === sub.customerId ? pm.data.outcome : 'decline';
      // Off-session renewals of a card set up with authentication succeed, as Stripe's 3155 card does.
      const refused = outcome === 'authenticate' ? null : cardError(outcome);
      if (refused) {
        const failed = await this.save(invoice, { data: { ...invoice.data, attemptCount: 1, failureMessage: refused.message, paymentMethod: pm?.objectId ?? null } });
        const pastDue = await this.save(sub, { status: 'past_due', dueAt: null, data: { ...sub.data, latestInvoiceId: invoice.objectId } });
        await emit('invoice.payment_failed', failed, periodEnd, '1');
        await emit('customer.subscription.updated', pastDue, periodEnd);
        return false;
      }
      const { count } = await this.q.updateMany({ where: { id: invoice.id, status: 'open' }, data: { status: 'paid' } });
      if (count !== 1) return false;
      const paidInvoice = await this.save({ ...invoice, status: 'paid' }, { data: { ...invoice.data, piStatus: 'succeeded', paymentMethod: pm!.objectId, paidAt: iso(periodEnd), attemptCount: 1 } });
      const renewed = await this.save(sub, {
        dueAt: nextEnd.toISOString(),
        data: { ...sub.data, currentPeriodStart: iso(periodEnd), currentPeriodEnd: iso(nextEnd), periods: period, latestInvoiceId: invoice.objectId },
      });
      await emit('invoice.paid', paidInvoice, periodEnd);
      await emit('customer.subscription.updated', renewed, periodEnd);
      return true;
    });
  }

  /** The event Stripe would send for this change; its id is derived from the change, so the same change is the same event. */
  private async event(type: EventType, row: Row, created: Date, suffix: string): Promise<GatewayEvent> {
    const id = stableId('evt', type, row.objectId, row.status ?? '', suffix, row.kind === 'subscription' ? String(row.data.periods ?? 0) : '');
    return type === 'invoice.paid' || type === 'invoice.payment_failed'
      ? { id, type, created, invoice: this.toInvoice(row) }
      : { id, type, created, subscription: await this.toSubscription(row) };
  }

  async parseWebhook(): Promise<GatewayEvent> {
    throw new WebhookSignatureError('The sandbox gateway has no webhooks');
  }
}

const safeEqual = (a: unknown, b: string) => {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
};
