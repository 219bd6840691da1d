import type { Core } from '@strapi/strapi';
import { DEFAULT_CONTENT_LOCALE, type LocaleCode, type PaymentConfig } from '@steady/contracts';
import { settings } from '../../config/env';
import { createAccountClosure } from './account-closure';
import { createCards } from './cards';
import { createPaymentsContext } from './context';
import { createEvents } from './events';
import { createInbox } from './inbox';
import { createLookups } from './lookups';
import { PLAN, type EventSink, type GatewayEvent } from './model';
import { createNotifications } from './notifications';
import { createOrders } from './orders';
import { createReconciler } from './reconcile';
import { createRecords } from './records';
import { createSubscriptions } from './subscriptions';
import { toPlan } from './views';
import { fail } from '../http';
import { ENGLISH_VERSION, translateRows } from '../content';

/**
 * Payments, provider-neutral: everything acts on the signed-in user's id; customers, cards, subscriptions
 * and orders are looked up through it, never through an id the browser chose. One code path for both
 * gateways: state changes come in as provider events (Stripe webhooks, or the sandbox's own), are stored
 * in the inbox first and applied idempotently until they succeed, and reconciliation repairs what an event
 * missed. Each concern lives in its own module; this composes them.
 */
export const createPayments = (strapi: Core.Strapi) => {
  // The sandbox's events reach the inbox through this sink, which exists before the inbox does.
  let sink: EventSink | null = null;
  const context = createPaymentsContext(strapi, { record: (event) => sink!.record(event), deliver: (ids) => sink!.deliver(ids) });
  const { q, gateway } = context;
  const lookups = createLookups(context);
  const notifications = createNotifications(context);
  const events = createEvents(context, notifications);
  const inbox = createInbox(context, events);
  sink = { record: async (event) => void (await inbox.store(event, gateway().kind)), deliver: (ids) => inbox.applyStored(ids) };
  const reconciler = createReconciler(context, events, inbox);
  const records = createRecords(context);
  const cards = createCards(context, lookups);

  /** The sandbox gateway, for the sandbox-only routes; a 404 when Stripe is configured. */
  const sandbox = () => {
    const gw = gateway();
    if (gw.kind !== 'sandbox') throw fail('not_found');
    return gw;
  };

  return {
    gateway,
    /** A provider event from the webhook: stored (or a 5xx), then applied; what the provider is told. */
    receiveEvent: (event: GatewayEvent) => inbox.receive(event, gateway().kind),
    /** The worker's round over due stored events (jobs.ts). */
    applyDueEvents: (limit?: number) => inbox.runDue(limit),
    /** Removes payment events applied long ago (jobs.ts). */
    pruneAppliedEvents: () => inbox.pruneApplied(),
    /** The periodic reconciliation of unsettled subscriptions (jobs.ts). */
    reconcileStale: (limit?: number) => reconciler.reconcileStale(limit),

    /** The gateway and the premium plan, its words in `locale` where they are translated. */
    async config(locale: LocaleCode = DEFAULT_CONTENT_LOCALE): Promise<PaymentConfig> {
      const ref = settings().PREMIUM_PLAN;
      const plan = await q(PLAN).findOne({ where: { $or: [{ slug: ref }, { stripePlanId: ref }], ...ENGLISH_VERSION } });
      if (plan) await translateRows(strapi, PLAN, [plan], locale);
      return { gateway: gateway().kind, publishableKey: gateway().publishableKey, premiumPlan: plan ? toPlan(plan) : null };
    },

    ...createSubscriptions(context, { lookups, cards, events, notifications, records, reconciler }),
    ...createOrders(context, lookups, notifications, records),
    listMethods: cards.listMethods,
    attachPaymentMethod: cards.attachPaymentMethod,
    setDefaultMethod: cards.setDefaultMethod,
    deleteMethod: cards.deleteMethod,
    ...createAccountClosure(context),

    sandbox,
    async sandboxConfirm(userId: number, input: { clientSecret: string; paymentMethodId: string; authenticated?: boolean }) {
      const user = await lookups.loadUser(userId);
      return sandbox().confirmPayment({ ...input, customerId: user.customerId ?? null, userId });
    },
  };
};

export type Payments = ReturnType<typeof createPayments>;

/** The payments service registered at `api::payments.payments` (src/api/payments), typed. */
export const payments = (): Payments => strapi.service('api::payments.payments') as unknown as Payments;
