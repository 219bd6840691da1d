import { randomBytes, timingSafeEqual } from 'crypto';
import { PAYMENT_TEXT } from '@steady/contracts';
import { createKeyedLock } from './db';
import { CardError, addInterval } from './gateway';
import type { CreateSubscriptionInput, EventSink, GatewayEvent, GatewayInvoice, GatewaySubscription } from './model';
import { cardError, type Outcome } from './sandbox-cards';
import type { SandboxClock } from './sandbox-clock';
import { iso, newId, stableId, toDate, type SandboxRow, type SandboxStore } from './sandbox-store';
import { fail } from '../http';

/**
 * The sandbox's subscriptions and invoices, as Stripe moves them: incomplete until the first invoice is paid
 * (or incomplete_expired after 23 hours), then active, renewed each period by runDueRenewals (past_due when
 * the card is refused), canceled now or at the period end.
 *
 * Each change and the events describing it are written in one transaction (its events go to the CMS's
 * inbox), so a payment taken is never without its events, even if the database goes away a moment later;
 * the events are applied once the transaction committed, or later by the inbox's worker.
 */

type EventType = 'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.updated' | 'customer.subscription.deleted';
/** Raises an event inside the current change's transaction. */
type Emit = (type: EventType, row: SandboxRow, created: Date, suffix?: string) => Promise<void>;

export class SandboxBilling {
  private readonly lock = createKeyedLock();

  constructor(
    private readonly store: SandboxStore,
    private readonly clock: SandboxClock,
    /** Receives every event, as a webhook endpoint would: stored with the change, applied after the commit. */
    private readonly events: EventSink,
  ) {}

  /** Runs a change and records the events it raises in one transaction; once committed, hands them to the CMS. */
  private async atomically<T>(change: (emit: Emit) => Promise<T>): Promise<T> {
    const raised: string[] = [];
    const result = await this.store.transaction(() =>
      change(async (type, row, created, suffix = '') => {
        const event = await this.event(type, row, created, suffix);
        await this.events.record(event);
        raised.push(event.id);
      }),
    );
    if (raised.length) await this.events.deliver(raised);
    return result;
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription> {
    const customer = await this.store.find({ kind: 'customer', objectId: input.customerId });
    if (!customer) throw fail('customer_not_found');
    const now = await this.clock.now();
    const subId = newId('sub');
    const { row, created } = await this.store.insertOnce(
      {
        kind: 'subscription',
        objectId: subId,
        lookupKey: `idem:${input.idempotencyKey}`,
        customerId: input.customerId,
        ownerUserId: null,
        status: 'incomplete',
        dueAt: null,
        data: {
          priceId: input.priceId,
          amount: input.plan.amount,
          currency: input.plan.currency,
          interval: input.plan.interval,
          productName: input.plan.name,
          metadata: input.metadata,
          created: iso(now),
          startDate: iso(now),
          currentPeriodStart: null,
          currentPeriodEnd: null,
          periods: 0,
          canceledAt: null,
          defaultPaymentMethod: null,
          latestInvoiceId: null,
        },
      },
      { lookupKey: `idem:${input.idempotencyKey}` },
    );
    if (created) {
      const invoice = await this.createInvoice(row, 1, 'subscription_create', now, null, null);
      await this.store.save(row, { data: { ...row.data, latestInvoiceId: invoice.objectId } });
    }
    return (await this.retrieveSubscription(row.objectId))!;
  }

  private async createInvoice(sub: SandboxRow, period: number, billingReason: string, now: Date, periodStart: Date | null, periodEnd: Date | null) {
    const invoiceId = stableId('in', sub.objectId, String(period));
    const piId = stableId('pi', sub.objectId, String(period));
    const { row } = await this.store.insertOnce(
      {
        kind: 'invoice',
        objectId: invoiceId,
        lookupKey: piId,
        customerId: sub.customerId,
        ownerUserId: null,
        status: 'open',
        dueAt: null,
        data: {
          subscriptionId: sub.objectId,
          amount: sub.data.amount,
          currency: sub.data.currency,
          period,
          billingReason,
          paymentIntentId: piId,
          clientSecret: `${piId}_secret_${randomBytes(16).toString('hex')}`,
          piStatus: 'requires_payment_method',
          paymentMethod: null,
          created: iso(now),
          paidAt: null,
          periodStart: iso(periodStart),
          periodEnd: iso(periodEnd),
          attemptCount: 0,
          failureMessage: null,
        },
      },
      { objectId: invoiceId },
    );
    return row;
  }

  private toInvoice(row: SandboxRow): GatewayInvoice {
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

  private async toSubscription(row: SandboxRow): Promise<GatewaySubscription> {
    const d = row.data;
    const invoiceRow = d.latestInvoiceId ? await this.store.find({ kind: 'invoice', objectId: d.latestInvoiceId }) : null;
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
    const row = await this.store.find({ kind: 'subscription', objectId: id });
    if (!row) return null;
    // An incomplete subscription whose first payment was not made within 23 hours expires, as with Stripe.
    if (row.status === 'incomplete' && (await this.clock.now()).getTime() - new Date(row.data.created).getTime() > 23 * 3600_000) {
      const expired = await this.atomically(async (emit) => {
        const { count } = await this.store.q.updateMany({ where: { id: row.id, status: 'incomplete' }, data: { status: 'incomplete_expired' } });
        const after = (await this.store.find({ id: row.id }))!;
        if (count === 1) await emit('customer.subscription.updated', after, await this.clock.now());
        return after;
      });
      return this.toSubscription(expired);
    }
    return this.toSubscription(row);
  }

  async cancelSubscription(id: string, _idempotencyKey: string): Promise<GatewaySubscription> {
    const row = await this.store.find({ kind: 'subscription', objectId: id });
    if (!row) throw fail('subscription_not_found');
    if (row.status === 'canceled') return this.toSubscription(row);
    const canceled = await this.atomically(async (emit) => {
      const now = await this.clock.now();
      const { count } = await this.store.q.updateMany({
        where: { id: row.id, status: { $ne: 'canceled' } },
        data: { status: 'canceled', dueAt: null, data: { ...row.data, canceledAt: iso(now) } },
      });
      const after = (await this.store.find({ id: row.id }))!;
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
      const row = await this.store.find({ kind: 'subscription', objectId: id });
      if (!row) throw fail('subscription_not_found');
      if (row.status === 'canceled' || row.status === 'incomplete_expired') throw fail('subscription_ended');
      if ((row.data.cancelAtPeriodEnd === true) === cancel) return this.toSubscription(row);
      const changed = await this.atomically(async (emit) => {
        const now = await this.clock.now();
        const changes = Number(row.data.cancelChanges ?? 0) + 1;
        const after = await this.store.save(row, {
          data: { ...row.data, cancelAtPeriodEnd: cancel, cancelChanges: changes, canceledAt: cancel ? iso(now) : null },
        });
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
    const invoice = await this.store.find({ kind: 'invoice', lookupKey: piId });
    const secretOk = invoice && safeEqual(invoice.data.clientSecret, input.clientSecret);
    if (!invoice || !secretOk || !input.customerId || invoice.customerId !== input.customerId) throw fail('payment_not_found');
    const pm = await this.store.paymentMethod(input.paymentMethodId);
    if (!pm || !(pm.ownerUserId === input.userId || pm.customerId === input.customerId) || (pm.customerId && pm.customerId !== input.customerId)) {
      throw fail('payment_method_not_found');
    }
    const subscriptionId = invoice.data.subscriptionId as string;

    return this.lock(`invoice:${invoice.objectId}`, async () => {
      // The charge, the card saved on the customer, the active subscription and their events: all or nothing.
      const result = await this.atomically(async (emit): Promise<{ status: 'succeeded' | 'requires_action' } | { refused: CardError }> => {
        const current = (await this.store.find({ id: invoice.id }))!;
        if (current.status === 'paid') return { status: 'succeeded' };
        if (current.status !== 'open') throw fail('payment_not_confirmable');
        const sub = await this.store.find({ kind: 'subscription', objectId: subscriptionId });
        if (!sub || sub.status !== 'incomplete') throw fail('payment_not_confirmable');

        const outcome = pm.data.outcome as Outcome;
        if (outcome === 'authenticate') {
          const waiting = current.data.piStatus === 'requires_action' && current.data.paymentMethod === pm.objectId;
          if (!waiting || input.authenticated === undefined) {
            await this.store.save(current, { data: { ...current.data, piStatus: 'requires_action', paymentMethod: pm.objectId } });
            return { status: 'requires_action' };
          }
          if (!input.authenticated)
            return { refused: await this.fail(current, new CardError(PAYMENT_TEXT.authenticationFailed, 'payment_intent_authentication_failure'), emit) };
        } else {
          const refused = cardError(outcome);
          if (refused) return { refused: await this.fail(current, refused, emit) };
        }

        const now = await this.clock.now();
        const periodEnd = addInterval(now, sub.data.interval, 1);
        // Paid once, even by two instances at the same moment.
        const { count } = await this.store.q.updateMany({
          where: { id: current.id, status: 'open' },
          data: {
            status: 'paid',
            data: {
              ...current.data,
              piStatus: 'succeeded',
              paymentMethod: pm.objectId,
              paidAt: iso(now),
              periodStart: iso(now),
              periodEnd: iso(periodEnd),
              attemptCount: (current.data.attemptCount ?? 0) + 1,
            },
          },
        });
        if (count !== 1) return { status: 'succeeded' };
        // `save_default_payment_method: on_subscription`: the card is kept on the customer for renewals.
        if (!pm.customerId) await this.store.save(pm, { customerId: input.customerId, status: 'attached' });
        const active = await this.store.save(sub, {
          status: 'active',
          dueAt: periodEnd.toISOString(),
          data: {
            ...sub.data,
            anchor: iso(now),
            currentPeriodStart: iso(now),
            currentPeriodEnd: iso(periodEnd),
            periods: 1,
            defaultPaymentMethod: pm.objectId,
          },
        });
        await emit('invoice.paid', (await this.store.find({ id: current.id }))!, now);
        await emit('customer.subscription.updated', active, now);
        return { status: 'succeeded' };
      });
      if ('refused' in result) throw result.refused;
      return { status: result.status, subscriptionId };
    });
  }

  /** Records a failed attempt and its event (invoice.payment_failed); returns the card error to show. */
  private async fail(invoice: SandboxRow, error: CardError, emit: Emit): Promise<CardError> {
    const attempt = (invoice.data.attemptCount ?? 0) + 1;
    const failed = await this.store.save(invoice, {
      data: { ...invoice.data, piStatus: 'requires_payment_method', paymentMethod: null, attemptCount: attempt, failureMessage: error.message },
    });
    await emit('invoice.payment_failed', failed, await this.clock.now(), String(attempt));
    return error;
  }

  /**
   * Renews every active subscription whose period ended by the sandbox's now (or ends it, when it was cancelled at
   * the period end); returns how many periods were paid.
   */
  async runDueRenewals(): Promise<number> {
    const now = await this.clock.now();
    const due = (await this.store.q.findMany({ where: { kind: 'subscription', status: 'active', dueAt: { $lte: now } } })) as SandboxRow[];
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
      const sub = await this.store.find({ id: rowId });
      if (!sub || sub.status !== 'active') return false;
      const periodEnd = toDate(sub.data.currentPeriodEnd);
      if (!periodEnd || periodEnd.getTime() > now.getTime()) return false;
      if (sub.data.cancelAtPeriodEnd === true) {
        // Cancelled at the period end: it ends when the paid time does, with no new charge (Stripe: subscription.deleted).
        const { count } = await this.store.q.updateMany({
          where: { id: sub.id, status: 'active' },
          data: { status: 'canceled', dueAt: null, data: { ...sub.data, endedAt: iso(periodEnd) } },
        });
        if (count === 1) await emit('customer.subscription.deleted', (await this.store.find({ id: sub.id }))!, periodEnd);
        return false;
      }
      const period = Number(sub.data.periods ?? 1) + 1;
      const anchor = toDate(sub.data.anchor) ?? periodEnd;
      const nextEnd = addInterval(anchor, sub.data.interval, period);
      const invoice = await this.createInvoice(sub, period, 'subscription_cycle', periodEnd, periodEnd, nextEnd);
      if (invoice.status !== 'open') return false; // another process renewed this period
      const customer = sub.customerId ? await this.store.find({ kind: 'customer', objectId: sub.customerId }) : null;
      const pmId = sub.data.defaultPaymentMethod ?? customer?.data?.defaultPaymentMethod;
      const pm = pmId ? await this.store.paymentMethod(pmId) : null;
      const outcome: Outcome = pm && pm.customerId === sub.customerId ? pm.data.outcome : 'decline';
      // Off-session renewals of a card set up with authentication succeed, as Stripe's 3155 card does.
      const refused = outcome === 'authenticate' ? null : cardError(outcome);
      if (refused) {
        const failed = await this.store.save(invoice, {
          data: { ...invoice.data, attemptCount: 1, failureMessage: refused.message, paymentMethod: pm?.objectId ?? null },
        });
        const pastDue = await this.store.save(sub, { status: 'past_due', dueAt: null, data: { ...sub.data, latestInvoiceId: invoice.objectId } });
        await emit('invoice.payment_failed', failed, periodEnd, '1');
        await emit('customer.subscription.updated', pastDue, periodEnd);
        return false;
      }
      const { count } = await this.store.q.updateMany({ where: { id: invoice.id, status: 'open' }, data: { status: 'paid' } });
      if (count !== 1) return false;
      const paidInvoice = await this.store.save(
        { ...invoice, status: 'paid' },
        { data: { ...invoice.data, piStatus: 'succeeded', paymentMethod: pm!.objectId, paidAt: iso(periodEnd), attemptCount: 1 } },
      );
      const renewed = await this.store.save(sub, {
        dueAt: nextEnd.toISOString(),
        data: { ...sub.data, currentPeriodStart: iso(periodEnd), currentPeriodEnd: iso(nextEnd), periods: period, latestInvoiceId: invoice.objectId },
      });
      await emit('invoice.paid', paidInvoice, periodEnd);
      await emit('customer.subscription.updated', renewed, periodEnd);
      return true;
    });
  }

  /** The event Stripe would send for this change; its id is derived from the change, so the same change is the same event. */
  private async event(type: EventType, row: SandboxRow, created: Date, suffix: string): Promise<GatewayEvent> {
    const id = stableId('evt', type, row.objectId, row.status ?? '', suffix, row.kind === 'subscription' ? String(row.data.periods ?? 0) : '');
    return type === 'invoice.paid' || type === 'invoice.payment_failed'
      ? { id, type, created, invoice: this.toInvoice(row) }
      : { id, type, created, subscription: await this.toSubscription(row) };
  }
}

const safeEqual = (a: unknown, b: string) => {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
};
