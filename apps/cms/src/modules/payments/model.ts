/**
 * The payments model: the content types, the subscription states that matter, and the shapes every part
 * of payments shares (DESIGN.md § Payments). Types and constants only, and it imports only the shared rules,
 * so every module can depend on it and it on none of them.
 */

import { ENTITLING_STATUSES } from '@steady/contracts';

export const USER = 'plugin::users-permissions.user';
export const PLAN = 'api::plan.plan';
export const SUB = 'api::subscription.subscription';
export const CHARGE = 'api::charge.charge';
export const ORDER = 'api::order.order';
export const PM = 'api::payment-method.payment-method';
export const EVENT = 'api::processed-event.processed-event';

/** A subscription in these states gives premium access (the shared entitlement rule). */
export const PREMIUM: string[] = [...ENTITLING_STATUSES];
/** States a subscription never leaves. */
export const TERMINAL = ['canceled', 'incomplete_expired'];
/** States in which a user may not start another subscription, and which can be cancelled. */
export const LIVE: string[] = [...PREMIUM, 'past_due', 'unpaid'];

/** The name, email and address a person gives at checkout. */
export type Billing = { name: string; email: string; address: GatewayAddress };

// ─── What a gateway hands over ───────────────────────────────────────────────────────────────────
export type GatewayKind = 'sandbox' | 'stripe';

export type GatewayCard = { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string | null };

export type GatewayPaymentMethod = {
  id: string;
  /** The customer it is attached to, or null. */
  customerId: string | null;
  card: GatewayCard;
};

export type GatewayAddress = { line1: string; city: string; state: string; postal_code: string; country: string };

export type GatewayCustomerInput = {
  name: string;
  email: string;
  address?: GatewayAddress;
  metadata: Record<string, string>;
};

export type GatewayInvoice = {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** draft | open | paid | void | uncollectible */
  status: string;
  amountPaid: number;
  amountDue: number;
  currency: string;
  created: Date;
  paidAt: Date | null;
  /** The service period the invoice pays for. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** subscription_create | subscription_cycle | … */
  billingReason: string | null;
  /** The payment's id (PaymentIntent), shown as the transaction id. */
  transactionId: string | null;
  attemptCount: number;
  failureMessage: string | null;
};

export type GatewaySubscription = {
  id: string;
  customerId: string;
  /** Stripe's statuses: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
  status: string;
  priceId: string | null;
  startDate: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  /** Stripe's `cancel_at_period_end`: stays active (and premium) until currentPeriodEnd, then ends instead of renewing. */
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  /** Client secret of the latest invoice's payment, while it still needs confirming. */
  clientSecret: string | null;
  latestInvoice: GatewayInvoice | null;
};

export type GatewayEvent =
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; created: Date; invoice: GatewayInvoice }
  | { id: string; type: 'customer.subscription.updated' | 'customer.subscription.deleted'; created: Date; subscription: GatewaySubscription }
  | { id: string; type: 'ignored'; created: Date; originalType: string };

export type CreateSubscriptionInput = {
  customerId: string;
  priceId: string;
  plan: { amount: number; currency: string; interval: string; name: string };
  metadata: Record<string, string>;
  idempotencyKey: string;
};

/** Where a gateway that raises its own events (the sandbox) sends them: stored with its change, applied after. */
export type EventSink = {
  /** Stores the event in the inbox, inside the transaction that made the change it describes. */
  record: (event: GatewayEvent) => Promise<void>;
  /** After that transaction committed: applies the events now (what fails stays pending for the worker). */
  deliver: (eventIds: string[]) => Promise<void>;
};
