import { isEntitling, type OrderSummary } from '@steady/contracts';
import type { PaymentsContext } from './context';
import { isUniqueViolation } from './db';
import { CHARGE, LIVE, ORDER, SUB, TERMINAL, type Billing, type GatewayEvent, type GatewayInvoice, type GatewaySubscription } from './model';
import type { Notifications } from './notifications';

/** Work to do once the records it follows are committed (emails): a rolled-back apply must not have sent anything. */
export type Followup = () => Promise<unknown>;

/**
 * Provider events (Stripe webhooks, or the sandbox's own): the one place where provider state becomes our records.
 * Every effect is idempotent and ordered by the provider's time (`stateAt`), so an event applied twice, late, or
 * retried after a failure, and a reconciliation from the provider's current record, all end in the same state.
 */
export const createEvents = ({ strapi, q }: PaymentsContext, { sendOrderEmail, sendCancellationEmail }: Notifications) => {
  /** Finds our subscription for a provider subscription id (or, before its id was stored, through its metadata). */
  const localFor = async (providerId: string | null, metadata: Record<string, string> = {}) => {
    if (!providerId) return null;
    const populate = { plan: true, user: { select: ['id', 'email', 'username', 'firstName'] } };
    let sub = await q(SUB).findOne({ where: { subscriptionId: providerId }, populate });
    if (!sub && metadata.localSubscription) {
      await q(SUB).updateMany({ where: { documentId: metadata.localSubscription, subscriptionId: null }, data: { subscriptionId: providerId } });
      sub = await q(SUB).findOne({ where: { subscriptionId: providerId }, populate });
    }
    return sub;
  };

  const olderThan = (at: Date) => ({ $or: [{ stateAt: null }, { stateAt: { $lte: at } }] });

  /**
   * Applies a provider snapshot of a subscription if it is not older than what we recorded, and never
   * leaves a terminal state: duplicates and out-of-order deliveries end in the same final state.
   */
  const subscriptionState = async (gs: GatewaySubscription, at: Date, later: Followup[]) => {
    const local = await localFor(gs.id, gs.metadata);
    if (!local) {
      strapi.log.warn(`[payments] event for unknown subscription ${gs.id} ignored`);
      return null;
    }
    const data: Record<string, unknown> = { status: gs.status, stateAt: at };
    if (gs.status !== 'incomplete') data.pendingKey = null;
    if (LIVE.includes(gs.status)) {
      if (!local.startDate) data.startDate = gs.currentPeriodStart ?? gs.startDate ?? at;
      if (gs.currentPeriodEnd && (!local.nextPaymentDate || new Date(local.nextPaymentDate) < gs.currentPeriodEnd)) data.nextPaymentDate = gs.currentPeriodEnd;
      // Cancelled at the period end: still active (and premium) until nextPaymentDate, which is then the last day.
      data.cancelAtPeriodEnd = gs.cancelAtPeriodEnd;
      // Taken back (resumed): a later cancellation gets its own email.
      if (!gs.cancelAtPeriodEnd && local.cancelAtPeriodEnd) data.cancelEmailSentAt = null;
    }
    if (gs.status === 'canceled') {
      data.canceledAt = gs.canceledAt ?? at;
      data.nextPaymentDate = null;
    }
    const where: Record<string, unknown> = { id: local.id, ...olderThan(at) };
    if (TERMINAL.includes(gs.status)) where.status = { $notIn: TERMINAL.filter((s) => s !== gs.status) };
    // A subscription only starts incomplete: a snapshot saying so never undoes a payment we recorded.
    else if (gs.status === 'incomplete') where.status = 'incomplete';
    else where.status = { $notIn: TERMINAL };
    const { count } = await q(SUB).updateMany({ where, data });
    const ending = gs.status === 'canceled' || (gs.cancelAtPeriodEnd && isEntitling(gs.status));
    if (count === 1 && ending && !['incomplete', 'incomplete_expired'].includes(local.status)) later.push(() => sendCancellationEmail(local.id));
    return local;
  };

  const orderSummary = (billing: Billing | null, user: any, plan: any, inv: GatewayInvoice): OrderSummary => ({
    customerName: billing?.name || user?.firstName || user?.username || '',
    customerEmail: billing?.email || user?.email || '',
    customerAddress: billing?.address ?? { line1: '', city: '', state: '', postal_code: '', country: '' },
    orderSummary: { productName: plan?.name ?? 'Subscription', quantity: 1, price: plan?.amount ?? inv.amountPaid },
    paymentDetails: { method: 'card', amount: inv.amountPaid, transactionId: inv.transactionId ?? inv.id },
    currency: inv.currency || plan?.currency || 'usd',
  });

  /**
   * One charge and one order per paid invoice (unique keys), then the order email once (claimed by its own
   * conditional update; asked for again when the order exists already, in case the first try never sent it).
   */
  const recordPaidInvoice = async (local: any, inv: GatewayInvoice, later: Followup[]) => {
    const existing = await q(ORDER).findOne({ where: { invoiceId: inv.id }, select: ['id'] });
    if (existing) {
      later.push(() => sendOrderEmail(existing.id));
      return existing.id as number;
    }
    const renewal = inv.billingReason === 'subscription_cycle';
    const description = `${local.plan?.name ?? 'Subscription'} — ${renewal ? 'renewal' : 'subscription'}`;
    const transactionId = inv.transactionId ?? inv.id;
    let orderId: number;
    try {
      orderId = await strapi.db.transaction(async () => {
        const charge = await q(CHARGE).create({
          data: {
            user: local.user?.id,
            subscription: local.id,
            chargeKey: `${inv.id}:paid`,
            chargeId: transactionId,
            invoiceId: inv.id,
            description,
            date: inv.paidAt ?? inv.created,
            status: 'succeeded',
            amount: inv.amountPaid,
            currency: inv.currency,
          },
        });
        const order = await q(ORDER).create({
          data: {
            user: local.user?.id,
            subscription: local.id,
            charge: charge.id,
            invoiceId: inv.id,
            orderStatus: 'completed',
            amount: inv.amountPaid,
            currency: inv.currency,
            description,
            chargeStatus: 'succeeded',
            subscriptionPaymentStatus: 'paid',
            transactionId,
            summary: orderSummary(local.billing, local.user, local.plan, inv),
          },
        });
        return order.id as number;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await q(ORDER).findOne({ where: { invoiceId: inv.id }, select: ['id'] }))?.id as number;
    }
    later.push(() => sendOrderEmail(orderId));
    return orderId;
  };

  const invoicePaid = async (inv: GatewayInvoice, at: Date, later: Followup[]) => {
    const local = await localFor(inv.subscriptionId);
    if (!local) {
      strapi.log.warn(`[payments] paid invoice ${inv.id} of unknown subscription ${inv.subscriptionId} ignored`);
      return;
    }
    await recordPaidInvoice(local, inv, later);
    // A paid invoice means the subscription is in good standing, unless a newer state (or a cancellation) says otherwise.
    await q(SUB).updateMany({
      where: { id: local.id, status: { $notIn: TERMINAL }, ...olderThan(at) },
      data: { status: 'active', stateAt: at, pendingKey: null, ...(local.startDate ? {} : { startDate: inv.periodStart ?? inv.paidAt ?? at }) },
    });
    if (inv.periodEnd) {
      await q(SUB).updateMany({
        where: { id: local.id, status: { $ne: 'canceled' }, $or: [{ nextPaymentDate: null }, { nextPaymentDate: { $lt: inv.periodEnd } }] },
        data: { nextPaymentDate: inv.periodEnd },
      });
    }
  };

  const applyInvoiceFailed = async (inv: GatewayInvoice) => {
    const local = await localFor(inv.subscriptionId);
    if (!local) return;
    try {
      await q(CHARGE).create({
        data: {
          user: local.user?.id,
          subscription: local.id,
          chargeKey: `${inv.id}:failed:${inv.attemptCount}`,
          chargeId: null,
          invoiceId: inv.id,
          description: `${local.plan?.name ?? 'Subscription'} — payment failed`,
          date: inv.created,
          status: 'failed',
          amount: inv.amountDue,
          currency: inv.currency,
          failureMessage: inv.failureMessage,
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  };

  /** Applies one event's effects to our records; returns what to do once they are committed (emails). */
  const apply = async (event: GatewayEvent): Promise<Followup[]> => {
    const later: Followup[] = [];
    switch (event.type) {
      case 'invoice.paid':
        await invoicePaid(event.invoice, event.created, later);
        break;
      case 'invoice.payment_failed':
        await applyInvoiceFailed(event.invoice);
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await subscriptionState(event.subscription, event.created, later);
        break;
      default:
        break;
    }
    return later;
  };

  /** Runs follow-ups one by one; each has its own once-only claim, so a failure is logged and retried by a later apply. */
  const runFollowups = async (later: Followup[]) => {
    for (const task of later) {
      try {
        await task();
      } catch (error) {
        strapi.log.error(`[payments] follow-up after an event failed: ${(error as Error).message}`);
      }
    }
  };

  /** For callers outside the inbox (a provider answer read in a request): apply, then follow up at once. */
  const applySubscription = async (gs: GatewaySubscription, at: Date) => {
    const later: Followup[] = [];
    const local = await subscriptionState(gs, at, later);
    await runFollowups(later);
    return local;
  };

  const applyInvoicePaid = async (inv: GatewayInvoice, at: Date) => {
    const later: Followup[] = [];
    await invoicePaid(inv, at, later);
    await runFollowups(later);
  };

  return { apply, runFollowups, applySubscription, applyInvoicePaid };
};

export type Events = ReturnType<typeof createEvents>;
