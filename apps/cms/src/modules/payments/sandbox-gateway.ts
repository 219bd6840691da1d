import type { Core } from '@strapi/strapi';
import { WebhookSignatureError, type PaymentGateway } from './gateway';
import type { CreateSubscriptionInput, EventSink, GatewayCustomerInput, GatewayEvent, GatewayPaymentMethod, GatewaySubscription } from './model';
import { SandboxBilling } from './sandbox-billing';
import { cardError, readTestCard, type CardDetails, type Outcome } from './sandbox-cards';
import { SandboxClock } from './sandbox-clock';
import { newId, SandboxStore } from './sandbox-store';
import { fail } from '../http';

/**
 * The offline gateway (DESIGN.md § Payments): behaves like Stripe in test mode. It keeps its own records
 * (customers, cards, subscriptions, invoices) in `sandbox_objects`, as Stripe keeps them on its side, and
 * tells the CMS what happened through the same events Stripe's webhooks deliver, so one code path
 * records charges, orders and subscription states for both gateways.
 *
 * Its parts, each in its own module: the card catalogue (sandbox-cards), the row store (sandbox-store), the
 * clock that can be moved forward like a Stripe test clock (sandbox-clock) and the subscriptions and invoices
 * with their events (sandbox-billing). This class holds the customers and cards and puts the parts together.
 */

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
  private readonly secret: string;
  private readonly store: SandboxStore;
  private readonly clock: SandboxClock;
  private readonly billing: SandboxBilling;

  constructor(options: SandboxGatewayOptions) {
    this.secret = options.secret;
    this.store = new SandboxStore(options.strapi);
    this.clock = new SandboxClock(this.store);
    this.billing = new SandboxBilling(this.store, this.clock, options.events);
  }

  // ─── Clock ──────────────────────────────────────────────────────────────────────────────────────
  /** The sandbox's "now": real time plus however far operators or tests moved the clock. */
  now(): Promise<Date> {
    return this.clock.now();
  }

  /** Moves the clock forward and runs what became due (renewals), like advancing a Stripe test clock. */
  async advanceClock(days: number): Promise<{ now: Date; renewals: number }> {
    await this.clock.advance(days);
    const renewals = await this.billing.runDueRenewals();
    return { now: await this.clock.now(), renewals };
  }

  // ─── Cards ──────────────────────────────────────────────────────────────────────────────────────
  /** The browser's card details become a `pm_sandbox_…` id; the number and CVC are dropped here. */
  async tokenize(input: CardDetails, ownerUserId: number): Promise<GatewayPaymentMethod> {
    const { card, outcome } = readTestCard(input, await this.clock.now(), this.secret);
    const id = newId('pm');
    await this.store.q.create({
      data: {
        kind: 'payment_method',
        objectId: id,
        lookupKey: null,
        customerId: null,
        ownerUserId,
        status: 'unattached',
        dueAt: null,
        data: { card, outcome },
      },
    });
    return { id, customerId: null, card };
  }

  /** Only the user that tokenized a card may use it before it is attached. */
  async mayAttachUnowned(id: string, userId: number): Promise<boolean> {
    return ((await this.store.paymentMethod(id))?.ownerUserId ?? null) === userId;
  }

  async retrievePaymentMethod(id: string): Promise<GatewayPaymentMethod | null> {
    const row = await this.store.paymentMethod(id);
    return row ? { id: row.objectId, customerId: row.customerId, card: row.data.card } : null;
  }

  async attachPaymentMethod(id: string, customerId: string): Promise<GatewayPaymentMethod> {
    const row = await this.store.paymentMethod(id);
    if (!row) throw fail('payment_method_not_found');
    if (row.customerId && row.customerId !== customerId) throw fail('payment_method_not_found');
    // Like Stripe, attaching checks the card with the bank: a card that is always refused cannot be saved.
    const outcome = row.data.outcome as Outcome;
    if (outcome !== 'insufficient_funds') {
      const refused = cardError(outcome);
      if (refused) throw refused;
    }
    if (!row.customerId) await this.store.save(row, { customerId, status: 'attached' });
    return { id: row.objectId, customerId, card: row.data.card };
  }

  async detachPaymentMethod(id: string) {
    const row = await this.store.paymentMethod(id);
    if (row?.customerId) await this.store.save(row, { customerId: null, status: 'detached' });
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string, subscriptionIds: string[]) {
    const customer = await this.store.find({ kind: 'customer', objectId: customerId });
    if (customer) await this.store.save(customer, { data: { ...customer.data, defaultPaymentMethod: paymentMethodId } });
    for (const id of subscriptionIds) {
      const sub = await this.store.find({ kind: 'subscription', objectId: id });
      if (sub && sub.customerId === customerId) await this.store.save(sub, { data: { ...sub.data, defaultPaymentMethod: paymentMethodId } });
    }
  }

  // ─── Customers ──────────────────────────────────────────────────────────────────────────────────
  async createCustomer(input: GatewayCustomerInput, idempotencyKey: string) {
    const { row } = await this.store.insertOnce(
      {
        kind: 'customer',
        objectId: newId('cus'),
        lookupKey: `idem:${idempotencyKey}`,
        customerId: null,
        ownerUserId: null,
        status: null,
        dueAt: null,
        data: { ...input, defaultPaymentMethod: null },
      },
      { lookupKey: `idem:${idempotencyKey}` },
    );
    return { id: row.objectId };
  }

  async updateCustomer(customerId: string, input: Partial<GatewayCustomerInput>) {
    const row = await this.store.find({ kind: 'customer', objectId: customerId });
    if (row) await this.store.save(row, { data: { ...row.data, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } });
  }

  /** Stripe's customers.del, and more: these records are ours, so the customer's subscriptions, invoices and cards go too. */
  async deleteCustomer(customerId: string | null, userId: number) {
    const ofCustomer = customerId ? [{ objectId: customerId }, { customerId }] : [];
    await this.store.q.deleteMany({ where: { $or: [...ofCustomer, { kind: 'payment_method', ownerUserId: userId }] } });
  }

  // ─── Subscriptions and invoices (sandbox-billing) ───────────────────────────────────────────────
  createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription> {
    return this.billing.createSubscription(input);
  }

  retrieveSubscription(id: string): Promise<GatewaySubscription | null> {
    return this.billing.retrieveSubscription(id);
  }

  cancelSubscription(id: string, idempotencyKey: string): Promise<GatewaySubscription> {
    return this.billing.cancelSubscription(id, idempotencyKey);
  }

  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<GatewaySubscription> {
    return this.billing.setCancelAtPeriodEnd(id, cancel);
  }

  /** What Stripe.js's confirmCardPayment does in the browser (SandboxBilling.confirmPayment). */
  confirmPayment(input: Parameters<SandboxBilling['confirmPayment']>[0]) {
    return this.billing.confirmPayment(input);
  }

  /** Renews (or ends) every active subscription whose period ended by the sandbox's now; how many periods were paid. */
  runDueRenewals(): Promise<number> {
    return this.billing.runDueRenewals();
  }

  async parseWebhook(): Promise<GatewayEvent> {
    throw new WebhookSignatureError('The sandbox gateway has no webhooks');
  }
}
