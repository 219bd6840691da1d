import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  PAYMENT_TEXT,
  type CreateSubscriptionBody,
  type CreateSubscriptionResponse,
  type Order,
  type OrderSummary,
  type PaymentConfig,
  type PaymentMethod,
  type SavedPaymentMethod,
  type Subscription,
  type SubscriptionResult,
} from '@steady/contracts';
import { deleteWhere } from '../utils/delete-where';
import { createKeyedLock, isUniqueViolation } from './db';
import { cancellationEmail, orderEmail, type Branding } from './emails';
import { conflict } from './errors';
import type { GatewayEvent, GatewayInvoice, GatewaySubscription, PaymentGateway } from './gateway';
import { createGateway, premiumPlanRef } from './index';
import { SandboxGateway } from './sandbox-gateway';
import { toCharge, toOrder, toPaymentMethod, toPlan, toSubscription } from './views';
import { settings } from '../config/env';

const USER = 'plugin::users-permissions.user';
const PLAN = 'api::plan.plan';
const SUB = 'api::subscription.subscription';
const CHARGE = 'api::charge.charge';
const ORDER = 'api::order.order';
const PM = 'api::payment-method.payment-method';
const EVENT = 'api::processed-event.processed-event';

/** A subscription in these states gives premium access (same rule as the account service). */
const PREMIUM = ['active', 'trialing'];
/** States a subscription never leaves. */
const TERMINAL = ['canceled', 'incomplete_expired'];
/** States in which a user may not start another subscription. */
const LIVE = ['active', 'trialing', 'past_due', 'unpaid'];
const CANCELLABLE = ['active', 'trialing', 'past_due', 'unpaid'];

type Billing = { name: string; email: string; address: { line1: string; city: string; state: string; postal_code: string; country: string } };

/**
 * Payments: everything acts on the signed-in user's id; customers, cards, subscriptions and orders are
 * looked up through it, never through an id the browser chose. One code path for both gateways: state
 * changes come in as provider events (Stripe webhooks, or the sandbox's own) and are applied idempotently.
 */
export const createPayments = (strapi: Core.Strapi) => {
  const lock = createKeyedLock();
  let gatewayInstance: PaymentGateway | null = null;
  const gateway = () => (gatewayInstance ??= createGateway(strapi, (event) => handleEvent(event).then(() => undefined)));
  const q = (uid: string) => strapi.db.query(uid as never);

  // ─── Lookups ────────────────────────────────────────────────────────────────────────────────────
  const loadUser = async (userId: number) => {
    const user = await q(USER).findOne({ where: { id: userId }, select: ['id', 'documentId', 'username', 'email', 'firstName', 'customerId'] });
    if (!user) throw new errors.UnauthorizedError('Your session has ended. Please sign in again.');
    return user;
  };

  const resolvePlan = async (ref?: string) => {
    const id = ref ?? premiumPlanRef();
    const plan = await q(PLAN).findOne({ where: { $or: [{ slug: id }, { stripePlanId: id }] } });
    if (!plan) throw new errors.ValidationError(ref ? 'planId: Unknown plan' : 'The premium plan is not configured');
    return plan;
  };

  /** The user's own subscription named by documentId or provider id; anything else is a 404. */
  const ownSubscription = async (userId: number, ref: string, populate: Record<string, unknown> = { plan: true }) => {
    const sub = await q(SUB).findOne({ where: { user: { id: userId }, $or: [{ documentId: ref }, { subscriptionId: ref }] }, populate });
    if (!sub) throw new errors.NotFoundError('Subscription not found');
    return sub;
  };

  const branding = async (): Promise<Branding> => {
    const info = await q('api::app-information.app-information').findOne({ select: ['product_name', 'support_email'] });
    return {
      productName: info?.product_name || 'Steady',
      supportEmail: info?.support_email || settings().EMAIL_REPLY_TO,
      publicUrl: settings().publicUrl,
    };
  };

  const sendEmail = (message: { to: string; subject: string; text: string; html: string }) => strapi.service('api::email.email').send(message);

  // ─── Events: the one place where provider state becomes our records ─────────────────────────────
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
  const applySubscription = async (gs: GatewaySubscription, at: Date) => {
    const local = await localFor(gs.id, gs.metadata);
    if (!local) {
      strapi.log.warn(`[payments] event for unknown subscription ${gs.id} ignored`);
      return null;
    }
    const data: Record<string, unknown> = { status: gs.status, stateAt: at };
    if (gs.status !== 'incomplete') data.pendingKey = null;
    if (['active', 'trialing', 'past_due', 'unpaid'].includes(gs.status)) {
      if (!local.startDate) data.startDate = gs.currentPeriodStart ?? gs.startDate ?? at;
      if (gs.currentPeriodEnd && (!local.nextPaymentDate || new Date(local.nextPaymentDate) < gs.currentPeriodEnd)) data.nextPaymentDate = gs.currentPeriodEnd;
    }
    if (gs.status === 'canceled') {
      data.canceledAt = gs.canceledAt ?? at;
      data.nextPaymentDate = null;
    }
    const where: Record<string, unknown> = { id: local.id, ...olderThan(at) };
    if (TERMINAL.includes(gs.status)) where.status = { $notIn: TERMINAL.filter((s) => s !== gs.status) };
    else where.status = { $notIn: TERMINAL };
    const { count } = await q(SUB).updateMany({ where, data });
    if (count === 1 && gs.status === 'canceled' && !['incomplete', 'incomplete_expired'].includes(local.status)) await sendCancellationEmail(local.id);
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

  /** One charge and one order per paid invoice (unique keys), then the order email once. */
  const recordPaidInvoice = async (local: any, inv: GatewayInvoice) => {
    const existing = await q(ORDER).findOne({ where: { invoiceId: inv.id }, select: ['id'] });
    if (existing) return existing.id as number;
    const renewal = inv.billingReason === 'subscription_cycle';
    const description = `${local.plan?.name ?? 'Subscription'} — ${renewal ? 'renewal' : 'subscription'}`;
    const transactionId = inv.transactionId ?? inv.id;
    let orderId: number;
    try {
      orderId = await strapi.db.transaction(async () => {
        const charge = await q(CHARGE).create({
          data: {
            user: local.user?.id, subscription: local.id, chargeKey: `${inv.id}:paid`, chargeId: transactionId, invoiceId: inv.id,
            description, date: inv.paidAt ?? inv.created, status: 'succeeded', amount: inv.amountPaid, currency: inv.currency,
          },
        });
        const order = await q(ORDER).create({
          data: {
            user: local.user?.id, subscription: local.id, charge: charge.id, invoiceId: inv.id, orderStatus: 'completed', amount: inv.amountPaid,
            currency: inv.currency, description, chargeStatus: 'succeeded', subscriptionPaymentStatus: 'paid', transactionId,
            summary: orderSummary(local.billing, local.user, local.plan, inv),
          },
        });
        return order.id as number;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await q(ORDER).findOne({ where: { invoiceId: inv.id }, select: ['id'] }))?.id as number;
    }
    await sendOrderEmail(orderId);
    return orderId;
  };

  const applyInvoicePaid = async (inv: GatewayInvoice, at: Date) => {
    const local = await localFor(inv.subscriptionId);
    if (!local) {
      strapi.log.warn(`[payments] paid invoice ${inv.id} of unknown subscription ${inv.subscriptionId} ignored`);
      return;
    }
    await recordPaidInvoice(local, inv);
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
          user: local.user?.id, subscription: local.id, chargeKey: `${inv.id}:failed:${inv.attemptCount}`, chargeId: null, invoiceId: inv.id,
          description: `${local.plan?.name ?? 'Subscription'} — payment failed`, date: inv.created, status: 'failed', amount: inv.amountDue,
          currency: inv.currency, failureMessage: inv.failureMessage,
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  };

  /** Processes a provider event once per event id; every effect is idempotent on its own too. */
  const handleEvent = async (event: GatewayEvent): Promise<'processed' | 'duplicate' | 'ignored'> => {
    if (await q(EVENT).findOne({ where: { eventId: event.id }, select: ['id'] })) return 'duplicate';
    switch (event.type) {
      case 'invoice.paid':
        await applyInvoicePaid(event.invoice, event.created);
        break;
      case 'invoice.payment_failed':
        await applyInvoiceFailed(event.invoice);
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscription(event.subscription, event.created);
        break;
      default:
        break;
    }
    try {
      await q(EVENT).create({ data: { eventId: event.id, type: event.type === 'ignored' ? event.originalType : event.type, gateway: gateway().kind, eventCreatedAt: event.created } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return 'duplicate';
    }
    return event.type === 'ignored' ? 'ignored' : 'processed';
  };

  // ─── Emails (each at most once, claimed by a conditional update) ────────────────────────────────
  const sendOrderEmail = async (orderId: number): Promise<boolean> => {
    const { count } = await q(ORDER).updateMany({ where: { id: orderId, emailSentAt: null }, data: { emailSentAt: new Date() } });
    if (count !== 1) return false;
    try {
      const order = await q(ORDER).findOne({ where: { id: orderId }, populate: { user: { select: ['email'] } } });
      if (!order?.summary || !order.user?.email) return false;
      await sendEmail({ to: order.user.email, ...orderEmail(order.summary, order.documentId, await branding()) });
      return true;
    } catch (error) {
      await q(ORDER).updateMany({ where: { id: orderId }, data: { emailSentAt: null } });
      strapi.log.error(`[payments] order email not sent: ${(error as Error).message}`);
      return false;
    }
  };

  const sendCancellationEmail = async (subId: number): Promise<boolean> => {
    const { count } = await q(SUB).updateMany({ where: { id: subId, status: 'canceled', cancelEmailSentAt: null }, data: { cancelEmailSentAt: new Date() } });
    if (count !== 1) return false;
    try {
      const sub = await q(SUB).findOne({ where: { id: subId }, populate: { plan: true, user: { select: ['email', 'username', 'firstName'] } } });
      if (!sub?.user?.email) return false;
      const name = sub.billing?.name || sub.user.firstName || sub.user.username;
      await sendEmail({ to: sub.user.email, ...cancellationEmail({ name, planName: sub.plan?.name ?? 'Steady Premium', canceledAt: sub.canceledAt ? new Date(sub.canceledAt).toISOString() : null }, await branding()) });
      return true;
    } catch (error) {
      await q(SUB).updateMany({ where: { id: subId }, data: { cancelEmailSentAt: null } });
      strapi.log.error(`[payments] cancellation email not sent: ${(error as Error).message}`);
      return false;
    }
  };

  // ─── Customers and cards ────────────────────────────────────────────────────────────────────────
  /** The user's provider customer, created once (idempotency key + a conditional write of customerId). */
  const ensureCustomer = async (userId: number, billing?: Billing): Promise<string> => {
    const user = await loadUser(userId);
    if (user.customerId) {
      if (billing) await gateway().updateCustomer(user.customerId, { name: billing.name, email: billing.email, address: billing.address });
      return user.customerId;
    }
    const { id } = await gateway().createCustomer(
      {
        name: billing?.name || user.firstName || user.username,
        email: billing?.email || user.email,
        ...(billing ? { address: billing.address } : {}),
        metadata: { userId: String(userId), userDocumentId: user.documentId },
      },
      `customer:${user.documentId}`,
    );
    await q(USER).updateMany({ where: { id: userId, customerId: null }, data: { customerId: id } });
    return (await loadUser(userId)).customerId;
  };

  const listMethods = async (userId: number): Promise<PaymentMethod[]> => {
    const rows = await q(PM).findMany({ where: { user: { id: userId } }, orderBy: [{ is_default: 'desc' }, { id: 'asc' }] });
    return rows.map(toPaymentMethod);
  };

  const liveSubscriptionIds = async (userId: number) =>
    (await q(SUB).findMany({ where: { user: { id: userId }, status: { $in: LIVE }, subscriptionId: { $notNull: true } }, select: ['subscriptionId'] })).map((s) => s.subscriptionId as string);

  const makeDefault = async (userId: number, customerId: string, rowId: number, paymentMethodId: string) => {
    await gateway().setDefaultPaymentMethod(customerId, paymentMethodId, await liveSubscriptionIds(userId));
    // (updateMany cannot filter through a relation, so the user's other cards are looked up first.)
    const others = (await q(PM).findMany({ where: { user: { id: userId }, id: { $ne: rowId } }, select: ['id'] })).map((m) => m.id);
    await strapi.db.transaction(async () => {
      if (others.length) await q(PM).updateMany({ where: { id: { $in: others } }, data: { is_default: false } });
      await q(PM).updateMany({ where: { id: rowId }, data: { is_default: true } });
    });
  };

  /** Saves a card to the user; a card with the same fingerprint as a saved one is not saved twice. */
  const saveMethod = async (userId: number, paymentMethodId: string, wantDefault: boolean): Promise<SavedPaymentMethod> =>
    lock(`user:${userId}`, async () => {
      const customerId = await ensureCustomer(userId);
      const gw = gateway();
      const pm = await gw.retrievePaymentMethod(paymentMethodId);
      const sandboxOwner = gw instanceof SandboxGateway ? await gw.paymentMethodOwner(paymentMethodId) : null;
      const mine = pm && (pm.customerId === customerId || (!pm.customerId && (!(gw instanceof SandboxGateway) || sandboxOwner === userId)));
      if (!pm || !mine) throw new errors.NotFoundError('Unknown payment method');

      const taken = await q(PM).findOne({ where: { payment_method_id: paymentMethodId }, populate: { user: { select: ['id'] } } });
      if (taken && taken.user?.id !== userId) throw new errors.NotFoundError('Unknown payment method');
      const sameCard = taken ?? (pm.card.fingerprint ? await q(PM).findOne({ where: { user: { id: userId }, fingerprint: pm.card.fingerprint } }) : null);
      const hasDefault = (await q(PM).count({ where: { user: { id: userId }, is_default: true } })) > 0;

      let row = sameCard;
      if (!row) {
        if (pm.customerId !== customerId) await gw.attachPaymentMethod(paymentMethodId, customerId);
        try {
          row = await q(PM).create({
            data: {
              user: userId, payment_method_id: pm.id, card_brand: pm.card.brand, card_last4: pm.card.last4, card_exp_month: pm.card.exp_month,
              card_exp_year: pm.card.exp_year, fingerprint: pm.card.fingerprint, is_default: false,
            },
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          row = await q(PM).findOne({ where: { payment_method_id: pm.id, user: { id: userId } } });
          if (!row) throw new errors.NotFoundError('Unknown payment method');
        }
      }
      if (wantDefault || !hasDefault) await makeDefault(userId, customerId, row.id, row.payment_method_id);
      const saved = await q(PM).findOne({ where: { id: row.id } });
      return { data: toPaymentMethod(saved), reused: !!sameCard && sameCard.payment_method_id !== paymentMethodId, message: PAYMENT_TEXT.methodAdded };
    });

  // ─── Views ──────────────────────────────────────────────────────────────────────────────────────
  const subscriptionDetail = async (subId: number): Promise<Subscription> => {
    const sub = await q(SUB).findOne({ where: { id: subId }, populate: { plan: true } });
    const charges = await q(CHARGE).findMany({ where: { subscription: { id: subId } }, orderBy: [{ date: 'desc' }, { id: 'desc' }] });
    const orders = charges.length ? await q(ORDER).findMany({ where: { charge: { id: { $in: charges.map((c) => c.id) } } }, populate: { charge: { select: ['id'] } }, select: ['documentId'] }) : [];
    const orderOf = new Map(orders.map((o) => [o.charge?.id, o.documentId as string]));
    return toSubscription(sub, charges.map((c) => toCharge(c, orderOf.get(c.id) ?? null)));
  };

  const orderView = async (where: Record<string, unknown>): Promise<Order | null> => {
    const o = await q(ORDER).findOne({ where, populate: { subscription: { select: ['documentId', 'subscriptionId', 'status'] } } });
    return o ? toOrder(o) : null;
  };

  /** The sandbox gateway, or a 404 when Stripe is configured. */
  const sandbox = (): SandboxGateway => {
    const gw = gateway();
    if (!(gw instanceof SandboxGateway)) throw new errors.NotFoundError('Not found');
    return gw;
  };

  /** "Now" on the provider's clock (the sandbox's can be moved forward), for ordering snapshots against events. */
  const providerNow = async () => {
    const gw = gateway();
    return gw instanceof SandboxGateway ? gw.now() : new Date();
  };

  const answerFor = async (local: any, gs: GatewaySubscription, customerId: string, plan: any): Promise<CreateSubscriptionResponse> => ({
    clientSecret: gs.clientSecret ?? '',
    customerId,
    subscriptionId: gs.id,
    documentId: local.documentId,
    status: toSubscription({ ...local, status: gs.status }).status,
    gateway: gateway().kind,
    plan: toPlan(plan),
  });

  return {
    gateway,
    handleEvent,

    async config(): Promise<PaymentConfig> {
      const plan = await q(PLAN).findOne({ where: { $or: [{ slug: premiumPlanRef() }, { stripePlanId: premiumPlanRef() }] } });
      return { gateway: gateway().kind, publishableKey: gateway().publishableKey, premiumPlan: plan ? toPlan(plan) : null };
    },

    /**
     * Starts (or resumes) the user's subscription to a plan. A double click, a retry or a second instance
     * get the same incomplete subscription: a per-user lock here, a unique pending key in the database and
     * the provider's idempotency key behind it.
     */
    async createSubscription(userId: number, body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
      const plan = await resolvePlan(body.planId);
      if (gateway().kind === 'stripe' && !plan.stripePlanId) throw new errors.ValidationError('This plan cannot be bought yet.');
      const billing: Billing = { name: body.customerName, email: body.customerEmail, address: body.customerAddress };
      return lock(`user:${userId}`, async () => {
        if ((await q(SUB).count({ where: { user: { id: userId }, status: { $in: LIVE } } })) > 0) throw conflict(PAYMENT_TEXT.alreadySubscribed);
        const a = billing.address;
        await q(USER).update({ where: { id: userId }, data: { address: a.line1, city: a.city, state: a.state, postalCode: a.postal_code, country: a.country } });
        const customerId = await ensureCustomer(userId, billing);
        const pendingKey = `${userId}:${plan.slug}`;

        for (let attempt = 0; attempt < 3; attempt++) {
          let local = await q(SUB).findOne({ where: { pendingKey } });
          if (!local) {
            try {
              local = await q(SUB).create({ data: { user: userId, plan: plan.id, status: 'incomplete', stripePlanId: plan.stripePlanId, pendingKey, billing } });
            } catch (error) {
              if (!isUniqueViolation(error)) throw error;
              local = await q(SUB).findOne({ where: { pendingKey } });
              if (!local) continue;
            }
          } else {
            await q(SUB).update({ where: { id: local.id }, data: { billing } });
          }

          if (local.subscriptionId) {
            const gs = await gateway().retrieveSubscription(local.subscriptionId);
            if (gs && gs.status === 'incomplete' && gs.clientSecret) return answerFor(local, gs, customerId, plan);
            if (gs) await applySubscription(gs, await providerNow());
            else await q(SUB).updateMany({ where: { id: local.id }, data: { status: 'incomplete_expired', pendingKey: null } });
            if (gs && PREMIUM.includes(gs.status)) throw conflict(PAYMENT_TEXT.alreadySubscribed);
            // The old attempt expired: clear its key so the next loop starts a new subscription.
            await q(SUB).updateMany({ where: { id: local.id, pendingKey }, data: { pendingKey: null, ...(gs ? {} : { status: 'incomplete_expired' }) } });
            continue;
          }

          const gs = await gateway().createSubscription({
            customerId,
            priceId: plan.stripePlanId ?? plan.slug,
            plan: { amount: plan.amount, currency: plan.currency, interval: plan.interval, name: plan.name },
            metadata: { userId: String(userId), localSubscription: local.documentId },
            idempotencyKey: `subscription:${local.documentId}`,
          });
          await q(SUB).updateMany({ where: { id: local.id, subscriptionId: null }, data: { subscriptionId: gs.id } });
          if (gs.status !== 'incomplete') await applySubscription(gs, await providerNow());
          return answerFor(local, gs, customerId, plan);
        }
        throw new errors.ApplicationError('Could not start the subscription. Please try again.');
      });
    },

    /** Asks the provider for the subscription's state and records it; the browser's word is never taken. */
    async subscriptionStatus(userId: number, ref: string): Promise<SubscriptionResult> {
      const local = await ownSubscription(userId, ref);
      if (local.subscriptionId && !TERMINAL.includes(local.status)) {
        const gs = await gateway().retrieveSubscription(local.subscriptionId);
        if (gs) {
          const now = await providerNow();
          if (gs.latestInvoice?.status === 'paid') await applyInvoicePaid(gs.latestInvoice, now);
          await applySubscription(gs, now);
        }
      }
      const latest = await q(ORDER).findOne({ where: { subscription: { id: local.id } }, orderBy: { id: 'desc' }, select: ['id'] });
      return { subscription: await subscriptionDetail(local.id), order: latest ? await orderView({ id: latest.id }) : null };
    },

    async cancelSubscription(userId: number, ref: string): Promise<{ subscription: Subscription }> {
      return lock(`user:${userId}`, async () => {
        const local = await ownSubscription(userId, ref);
        if (local.status === 'canceled') return { subscription: await subscriptionDetail(local.id) };
        if (!CANCELLABLE.includes(local.status) || !local.subscriptionId) throw new errors.ValidationError('Only an active subscription can be cancelled.');
        const gs = await gateway().cancelSubscription(local.subscriptionId, `cancel:${local.documentId}`);
        await applySubscription(gs, await providerNow());
        // The provider said canceled; make sure our record does even if a clock skew made the snapshot look old.
        if (gs.status === 'canceled') {
          const { count } = await q(SUB).updateMany({ where: { id: local.id, status: { $ne: 'canceled' } }, data: { status: 'canceled', canceledAt: gs.canceledAt ?? new Date(), nextPaymentDate: null, pendingKey: null } });
          if (count === 1) await sendCancellationEmail(local.id);
        }
        return { subscription: await subscriptionDetail(local.id) };
      });
    },

    async listSubscriptions(userId: number): Promise<Subscription[]> {
      const rows = await q(SUB).findMany({ where: { user: { id: userId }, status: { $notIn: ['incomplete', 'incomplete_expired'] } }, populate: { plan: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      return rows.map((s) => toSubscription(s));
    },

    async getSubscription(userId: number, ref: string): Promise<Subscription> {
      const local = await ownSubscription(userId, ref);
      return subscriptionDetail(local.id);
    },

    async listOrders(userId: number): Promise<Order[]> {
      const rows = await q(ORDER).findMany({ where: { user: { id: userId } }, populate: { subscription: { select: ['documentId', 'subscriptionId', 'status'] } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      return rows.map(toOrder);
    },

    async getOrder(userId: number, documentId: string): Promise<Order> {
      const order = await orderView({ documentId, user: { id: userId } });
      if (!order) throw new errors.NotFoundError('Order not found');
      return order;
    },

    listMethods,

    attachPaymentMethod: (userId: number, paymentMethodId: string, wantDefault: boolean) => saveMethod(userId, paymentMethodId, wantDefault),

    async setDefaultMethod(userId: number, paymentMethodId: string): Promise<PaymentMethod[]> {
      return lock(`user:${userId}`, async () => {
        const row = await q(PM).findOne({ where: { payment_method_id: paymentMethodId, user: { id: userId } } });
        if (!row) throw new errors.NotFoundError('Unknown payment method');
        await makeDefault(userId, await ensureCustomer(userId), row.id, row.payment_method_id);
        return listMethods(userId);
      });
    },

    async deleteMethod(userId: number, paymentMethodId: string): Promise<PaymentMethod[]> {
      return lock(`user:${userId}`, async () => {
        const row = await q(PM).findOne({ where: { payment_method_id: paymentMethodId, user: { id: userId } } });
        if (!row) throw new errors.NotFoundError('Unknown payment method');
        if (row.is_default) throw new errors.ValidationError(PAYMENT_TEXT.defaultMethodNotDeletable);
        await gateway().detachPaymentMethod(paymentMethodId);
        await q(PM).delete({ where: { id: row.id } });
        return listMethods(userId);
      });
    },

    /**
     * Before an account is deleted: ends its live subscriptions at the provider at once (no renewal can
     * charge a deleted account), detaches its saved cards, and removes its payment records here.
     * The provider keeps its own records of past payments, as it must.
     */
    async closeAccount(userId: number): Promise<void> {
      return lock(`user:${userId}`, async () => {
        const subs = await q(SUB).findMany({ where: { user: { id: userId } }, select: ['id', 'documentId', 'subscriptionId', 'status'] });
        for (const sub of subs) {
          if (sub.subscriptionId && !TERMINAL.includes(sub.status)) await gateway().cancelSubscription(sub.subscriptionId, `cancel:${sub.documentId}`);
        }
        const methods = await q(PM).findMany({ where: { user: { id: userId } }, select: ['id', 'payment_method_id'] });
        for (const method of methods) await gateway().detachPaymentMethod(method.payment_method_id);
        const ofAccount = { $or: [{ user: { id: userId } }, { subscription: { user: { id: userId } } }] };
        await deleteWhere(strapi, CHARGE, ofAccount);
        await deleteWhere(strapi, ORDER, ofAccount);
        await deleteWhere(strapi, SUB, { user: { id: userId } });
        await deleteWhere(strapi, PM, { user: { id: userId } });
      });
    },

    async resendOrderEmail(userId: number, documentId: string): Promise<{ ok: true; sent: boolean }> {
      const order = await q(ORDER).findOne({ where: { documentId, user: { id: userId } }, select: ['id'] });
      if (!order) throw new errors.NotFoundError('Order not found');
      return { ok: true, sent: await sendOrderEmail(order.id) };
    },

    async resendCancellationEmail(userId: number, ref: string): Promise<{ ok: true; sent: boolean }> {
      const local = await ownSubscription(userId, ref);
      if (local.status !== 'canceled') throw new errors.ValidationError('This subscription is not cancelled.');
      return { ok: true, sent: await sendCancellationEmail(local.id) };
    },

    // ─── Sandbox only ─────────────────────────────────────────────────────────────────────────────
    sandbox,

    async sandboxConfirm(userId: number, input: { clientSecret: string; paymentMethodId: string; authenticated?: boolean }) {
      const user = await loadUser(userId);
      return sandbox().confirmPayment({ ...input, customerId: user.customerId ?? null, userId });
    },
  };
};

export type Payments = ReturnType<typeof createPayments>;
