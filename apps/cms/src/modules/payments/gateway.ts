import type { CreateSubscriptionInput, GatewayCustomerInput, GatewayEvent, GatewayKind, GatewayPaymentMethod, GatewaySubscription } from './model';
import { errorText } from '@steady/contracts';

/**
 * The one interface between the CMS and a card payment provider (DESIGN.md § Payments).
 * Two implementations: `stripe` (the official package) and `sandbox` (offline, Stripe test mode's
 * behaviour, its records in our database). Objects are normalised to the fields we use, so the
 * code that records charges, orders and subscription states is the same for both.
 */

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** Key the browser uses (Stripe Elements); null for the sandbox. */
  readonly publishableKey: string | null;

  createCustomer(input: GatewayCustomerInput, idempotencyKey: string): Promise<{ id: string }>;
  updateCustomer(customerId: string, input: Partial<GatewayCustomerInput>): Promise<void>;
  /**
   * Account deletion: the customer (name, email, billing address, our user id) is deleted at the provider,
   * a customer already gone included. Stripe keeps its records of past payments, as it must; the sandbox,
   * whose records live in our database, deletes everything of the customer and the cards the user entered.
   */
  deleteCustomer(customerId: string | null, userId: number): Promise<void>;

  /** Creates an incomplete subscription whose first invoice waits for the browser to confirm the card payment. */
  createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription>;
  retrieveSubscription(subscriptionId: string): Promise<GatewaySubscription | null>;
  /** Ends it now (account deletion). A person's own cancel uses setCancelAtPeriodEnd: they keep what they paid for. */
  cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<GatewaySubscription>;
  /** Stripe's `cancel_at_period_end`: true ends it when the paid period ends, false takes that back (resume). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<GatewaySubscription>;

  retrievePaymentMethod(paymentMethodId: string): Promise<GatewayPaymentMethod | null>;
  /** Attaches a card to the customer; a card the bank refuses throws a CardError. */
  attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<GatewayPaymentMethod>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** The card future invoices of the customer (and of these subscriptions) are charged to. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string, subscriptionIds: string[]): Promise<void>;

  /**
   * Whether a card not yet attached to any customer may be attached for this user. Stripe cannot say who
   * created a card (the browser did, with the publishable key); the sandbox records who tokenized it.
   */
  mayAttachUnowned(paymentMethodId: string, userId: number): Promise<boolean>;

  /** "Now" on the provider's clock (the sandbox's can be moved forward), for ordering snapshots against events. */
  now(): Promise<Date>;

  /** Verifies a webhook's signature and returns the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: string | Buffer, signature: string | undefined): Promise<GatewayEvent>;
}

/** A card the provider refused: shown to the user with its message (HTTP 402). */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** The provider could not be reached or answered unexpectedly (HTTP 502; details are logged, not shown). */
export class GatewayUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(errorText('payment_provider_unavailable'));
    this.name = 'GatewayUnavailableError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature verification failed') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Adds whole intervals to an anchor date, clamping the day like Stripe's billing cycle (Jan 31 + 1 month = Feb 28/29). */
export const addInterval = (anchor: Date, interval: string, count: number): Date => {
  const d = new Date(anchor.getTime());
  switch (interval) {
    case 'day':
      return new Date(d.getTime() + count * 86_400_000);
    case 'week':
      return new Date(d.getTime() + count * 7 * 86_400_000);
    case 'year':
      return addMonths(d, 12 * count);
    default:
      return addMonths(d, count);
  }
};

const addMonths = (d: Date, months: number) => {
  const day = d.getUTCDate();
  const r = new Date(d.getTime());
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + months);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
};
