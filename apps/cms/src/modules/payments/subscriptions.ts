import { type CreateSubscriptionBody, type CreateSubscriptionResponse, type Subscription, type SubscriptionResult } from '@steady/contracts';
import type { PaymentsContext } from './context';
import type { createCards } from './cards';
import { isUniqueViolation } from './db';
import type { Events } from './events';
import type { createLookups } from './lookups';
import { LIVE, ORDER, PREMIUM, SUB, USER, type Billing, type GatewaySubscription } from './model';
import type { Notifications } from './notifications';
import type { Reconciler } from './reconcile';
import type { createRecords } from './records';
import { toPlan, toSubscription } from './views';
import { fail } from '../http';

type Parts = {
  lookups: ReturnType<typeof createLookups>;
  cards: ReturnType<typeof createCards>;
  events: Events;
  notifications: Notifications;
  records: ReturnType<typeof createRecords>;
  reconciler: Reconciler;
};

/** Starting, checking, cancelling and listing the user's subscriptions. */
export const createSubscriptions = ({ q, lock, gateway }: PaymentsContext, { lookups, cards, events, notifications, records, reconciler }: Parts) => {
  const { resolvePlan, ownSubscription } = lookups;
  const { ensureCustomer } = cards;
  const { applySubscription } = events;
  const { sendCancellationEmail } = notifications;
  const { subscriptionDetail, orderView } = records;
  const providerNow = () => gateway().now();

  const answerFor = async (local: any, gs: GatewaySubscription, customerId: string, plan: any): Promise<CreateSubscriptionResponse> => ({
    clientSecret: gs.clientSecret ?? '',
    customerId,
    subscriptionId: gs.id,
    documentId: local.documentId,
    status: toSubscription({ ...local, status: gs.status }).status,
    gateway: gateway().kind,
    plan: toPlan(plan),
  });

  /** A subscription whose payment failed gives no premium, so there is no paid time to keep: it ends now. */
  const cancelNow = async (local: any) => {
    const gs = await gateway().cancelSubscription(local.subscriptionId, `cancel:${local.documentId}`);
    await applySubscription(gs, await providerNow());
    // The provider said canceled; make sure our record does even if a clock skew made the snapshot look old.
    if (gs.status === 'canceled') {
      const { count } = await q(SUB).updateMany({
        where: { id: local.id, status: { $ne: 'canceled' } },
        data: { status: 'canceled', canceledAt: gs.canceledAt ?? new Date(), nextPaymentDate: null, pendingKey: null },
      });
      if (count === 1) await sendCancellationEmail(local.id);
    }
  };

  const setCancelAtPeriodEnd = (userId: number, ref: string, cancel: boolean) =>
    lock(`user:${userId}`, async () => {
      const local = await ownSubscription(userId, ref);
      const paid = PREMIUM.includes(local.status);
      if ((cancel && local.status === 'canceled') || (paid && !!local.cancelAtPeriodEnd === cancel))
        return { subscription: await subscriptionDetail(local.id) };
      if (cancel && local.subscriptionId && LIVE.includes(local.status) && !paid) {
        await cancelNow(local);
        return { subscription: await subscriptionDetail(local.id) };
      }
      if (!paid || !local.subscriptionId) {
        throw fail(cancel ? 'subscription_not_cancellable' : 'subscription_not_resumable');
      }
      const gs = await gateway().setCancelAtPeriodEnd(local.subscriptionId, cancel);
      await applySubscription(gs, await providerNow());
      // The provider said so; make sure our record does even if a clock skew made the snapshot look old.
      if (PREMIUM.includes(gs.status) && gs.cancelAtPeriodEnd === cancel) {
        const { count } = await q(SUB).updateMany({
          where: { id: local.id, status: { $in: PREMIUM }, $or: [{ cancelAtPeriodEnd: !cancel }, ...(cancel ? [{ cancelAtPeriodEnd: null }] : [])] },
          data: { cancelAtPeriodEnd: cancel, ...(cancel ? {} : { cancelEmailSentAt: null }) },
        });
        if (count === 1 && cancel) await sendCancellationEmail(local.id);
      }
      return { subscription: await subscriptionDetail(local.id) };
    });

  return {
    /**
     * Starts (or resumes) the user's subscription to a plan. A double click, a retry or a second instance
     * get the same incomplete subscription: a per-user lock here, a unique pending key in the database and
     * the provider's idempotency key behind it.
     */
    async createSubscription(userId: number, body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
      const plan = await resolvePlan(body.planId);
      if (gateway().kind === 'stripe' && !plan.stripePlanId) throw fail('plan_not_purchasable');
      const billing: Billing = { name: body.customerName, email: body.customerEmail, address: body.customerAddress };
      return lock(`user:${userId}`, async () => {
        if ((await q(SUB).count({ where: { user: { id: userId }, status: { $in: LIVE } } })) > 0) throw fail('already_subscribed');
        const a = billing.address;
        await q(USER).update({
          where: { id: userId },
          data: { address: a.line1, city: a.city, state: a.state, postalCode: a.postal_code, country: a.country },
        });
        const customerId = await ensureCustomer(userId, billing);
        const pendingKey = `${userId}:${plan.slug}`;

        for (let attempt = 0; attempt < 3; attempt++) {
          let local = await q(SUB).findOne({ where: { pendingKey } });
          if (!local) {
            try {
              local = await q(SUB).create({
                data: { user: userId, plan: plan.id, status: 'incomplete', stripePlanId: plan.stripePlanId, pendingKey, billing },
              });
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
            if (gs && PREMIUM.includes(gs.status)) throw fail('already_subscribed');
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
        throw fail('subscription_start_failed');
      });
    },

    /**
     * The subscription as the provider has it: its stored events applied, and unless it is settled, the provider's
     * record read and applied (reconcile.ts). The browser's word is never taken.
     */
    async subscriptionStatus(userId: number, ref: string): Promise<SubscriptionResult> {
      const local = await ownSubscription(userId, ref);
      await reconciler.reconcile(local.id);
      const latest = await q(ORDER).findOne({ where: { subscription: { id: local.id } }, orderBy: { id: 'desc' }, select: ['id'] });
      return { subscription: await subscriptionDetail(local.id), order: latest ? await orderView({ id: latest.id }) : null };
    },

    /**
     * Cancels at the end of the paid period (Stripe's `cancel_at_period_end`): the person keeps premium until
     * nextPaymentDate, when the provider ends the subscription without charging again (events.ts records it).
     */
    async cancelSubscription(userId: number, ref: string): Promise<{ subscription: Subscription }> {
      return setCancelAtPeriodEnd(userId, ref, true);
    },

    /** Takes a cancellation back before the period ends ('Keep subscription'): it renews as before. */
    async resumeSubscription(userId: number, ref: string): Promise<{ subscription: Subscription }> {
      return setCancelAtPeriodEnd(userId, ref, false);
    },

    async listSubscriptions(userId: number): Promise<Subscription[]> {
      const rows = await q(SUB).findMany({
        where: { user: { id: userId }, status: { $notIn: ['incomplete', 'incomplete_expired'] } },
        populate: { plan: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return rows.map((s) => toSubscription(s));
    },

    async getSubscription(userId: number, ref: string): Promise<Subscription> {
      const local = await ownSubscription(userId, ref);
      return subscriptionDetail(local.id);
    },
  };
};
