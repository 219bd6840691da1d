import type { Core } from '@strapi/strapi';
import { createKeyedLock } from './db';
import type { GatewayEvent } from './gateway';
import { createGateway } from './gateway-factory';

/** Where a gateway that raises its own events (the sandbox) sends them: stored with its change, applied after. */
export type EventSink = {
  /** Stores the event in the inbox, inside the transaction that made the change it describes. */
  record: (event: GatewayEvent) => Promise<void>;
  /** After that transaction committed: applies the events now (what fails stays pending for the worker). */
  deliver: (eventIds: string[]) => Promise<void>;
};

export const USER = 'plugin::users-permissions.user';
export const PLAN = 'api::plan.plan';
export const SUB = 'api::subscription.subscription';
export const CHARGE = 'api::charge.charge';
export const ORDER = 'api::order.order';
export const PM = 'api::payment-method.payment-method';
export const EVENT = 'api::processed-event.processed-event';

/** A subscription in these states gives premium access (same rule as the account service). */
export const PREMIUM = ['active', 'trialing'];
/** States a subscription never leaves. */
export const TERMINAL = ['canceled', 'incomplete_expired'];
/** States in which a user may not start another subscription, and which can be cancelled. */
export const LIVE = ['active', 'trialing', 'past_due', 'unpaid'];

export type Billing = { name: string; email: string; address: { line1: string; city: string; state: string; postal_code: string; country: string } };

/** What every part of the payments service shares: the database, a per-key lock and the one gateway. */
export type PaymentsContext = ReturnType<typeof createPaymentsContext>;

/** `events` receives the gateway's own events (the sandbox's); Stripe's come in through the webhook route. */
export const createPaymentsContext = (strapi: Core.Strapi, events: EventSink) => {
  let gateway: ReturnType<typeof createGateway> | null = null;
  return {
    strapi,
    q: (uid: string) => strapi.db.query(uid as never),
    lock: createKeyedLock(),
    gateway: () => (gateway ??= createGateway(strapi, events)),
  };
};
