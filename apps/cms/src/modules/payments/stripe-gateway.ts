import Stripe from 'stripe';
import { CardError, GatewayUnavailableError, WebhookSignatureError, type PaymentGateway } from './gateway';
import type { CreateSubscriptionInput, GatewayCustomerInput, GatewayEvent, GatewayInvoice, GatewayPaymentMethod, GatewaySubscription } from './model';
import { errorText } from '@steady/contracts';

export type StripeGatewayOptions = {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Only for tests and proxies: where the API lives (default api.stripe.com:443 over https). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  log?: (message: string) => void;
};

const date = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

/** Stripe's errors become ours: card errors are shown to the user, a missing object is null, the rest is "unavailable". */
const translate = (error: unknown, log?: (m: string) => void): never => {
  const e = error as { type?: string; message?: string; code?: string; decline_code?: string; statusCode?: number };
  if (e?.type === 'StripeCardError') throw new CardError(e.message ?? errorText('card_declined'), e.code ?? 'card_declined', e.decline_code);
  log?.(`[payments] stripe request failed: ${e?.type ?? 'error'} ${e?.statusCode ?? ''} ${e?.code ?? ''} ${e?.message ?? String(error)}`);
  throw new GatewayUnavailableError(`${e?.type ?? 'error'}: ${e?.message ?? String(error)}`);
};
const isMissing = (error: unknown) => (error as { code?: string })?.code === 'resource_missing';

/** Invoice → ours. Reads the API version of stripe@19 (2025-09-30.clover) and the older field names as a fallback. */
export const normaliseInvoice = (inv: Stripe.Invoice): GatewayInvoice => {
  const legacy = inv as unknown as { subscription?: string | { id: string }; payment_intent?: string | { id: string } };
  const line = inv.lines?.data?.[0];
  const payment = inv.payments?.data?.[0]?.payment;
  return {
    id: inv.id as string,
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription as string | { id: string } | undefined) ?? idOf(legacy.subscription),
    customerId: idOf(inv.customer as string | { id: string } | null),
    status: inv.status ?? 'draft',
    amountPaid: inv.amount_paid ?? 0,
    amountDue: inv.amount_due ?? 0,
    currency: inv.currency ?? 'usd',
    created: date(inv.created) ?? new Date(),
    paidAt: date(inv.status_transitions?.paid_at),
    periodStart: date(line?.period?.start) ?? date(inv.period_start),
    periodEnd: date(line?.period?.end) ?? date(inv.period_end),
    billingReason: inv.billing_reason ?? null,
    transactionId:
      idOf(payment?.payment_intent as string | { id: string } | undefined) ??
      idOf(payment?.charge as string | { id: string } | undefined) ??
      idOf(legacy.payment_intent),
    attemptCount: inv.attempt_count ?? 0,
    failureMessage: null,
  };
};

export const normaliseSubscription = (sub: Stripe.Subscription): GatewaySubscription => {
  const item = sub.items?.data?.[0];
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const latest = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  const legacyInvoice = latest as unknown as { payment_intent?: { client_secret?: string | null; status?: string } | string | null } | null;
  const legacyIntent = legacyInvoice?.payment_intent && typeof legacyInvoice.payment_intent === 'object' ? legacyInvoice.payment_intent : null;
  const clientSecret = latest?.status === 'open' ? (latest.confirmation_secret?.client_secret ?? legacyIntent?.client_secret ?? null) : null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer as string | { id: string }) as string,
    status: sub.status,
    priceId: item?.price?.id ?? null,
    startDate: date(sub.start_date),
    currentPeriodStart: date(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: date(item?.current_period_end ?? legacy.current_period_end),
    canceledAt: date(sub.canceled_at) ?? date(sub.ended_at),
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    metadata: (sub.metadata ?? {}) as Record<string, string>,
    clientSecret,
    latestInvoice: latest ? normaliseInvoice(latest) : null,
  };
};

export const normalisePaymentMethod = (pm: Stripe.PaymentMethod): GatewayPaymentMethod => ({
  id: pm.id,
  customerId: idOf(pm.customer as string | { id: string } | null),
  card: {
    brand: pm.card?.brand ?? 'unknown',
    last4: pm.card?.last4 ?? '',
    exp_month: pm.card?.exp_month ?? 0,
    exp_year: pm.card?.exp_year ?? 0,
    fingerprint: pm.card?.fingerprint ?? null,
  },
});

/** The Stripe implementation: the official package, idempotency keys on every create, signed webhooks. */
export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | null;
  private readonly log?: (message: string) => void;

  constructor(options: StripeGatewayOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.log = options.log;
    this.stripe = new Stripe(options.secretKey, {
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Steady' },
    });
  }

  /** Exposed for the webhook tests' signatures; the same package computes and checks them. */
  get client() {
    return this.stripe;
  }

  async createCustomer(input: GatewayCustomerInput, idempotencyKey: string) {
    try {
      const c = await this.stripe.customers.create(
        { name: input.name, email: input.email, ...(input.address ? { address: input.address } : {}), metadata: input.metadata },
        { idempotencyKey },
      );
      return { id: c.id };
    } catch (e) {
      return translate(e, this.log);
    }
  }

  async deleteCustomer(customerId: string | null) {
    if (!customerId) return;
    try {
      await this.stripe.customers.del(customerId);
    } catch (e) {
      if (isMissing(e)) return;
      translate(e, this.log);
    }
  }

  async updateCustomer(customerId: string, input: Partial<GatewayCustomerInput>) {
    try {
      await this.stripe.customers.update(customerId, {
        ...(input.name ? { name: input.name } : {}),
        ...(input.email ? { email: input.email } : {}),
        ...(input.address ? { address: input.address } : {}),
      });
    } catch (e) {
      translate(e, this.log);
    }
  }

  async createSubscription(input: CreateSubscriptionInput) {
    try {
      const sub = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: input.priceId }],
          // The first invoice waits for the browser to confirm the card (Stripe Elements); the subscription
          // stays `incomplete` until then and becomes `active` when the payment succeeds.
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
          // Since API version 2025-03-31.basil the invoice no longer has `payment_intent`; its client secret
          // is `latest_invoice.confirmation_secret.client_secret`.
          expand: ['latest_invoice.confirmation_secret'],
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return normaliseSubscription(sub);
    } catch (e) {
      return translate(e, this.log);
    }
  }

  async retrieveSubscription(subscriptionId: string) {
    try {
      return normaliseSubscription(
        await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'] }),
      );
    } catch (e) {
      if (isMissing(e)) return null;
      return translate(e, this.log);
    }
  }

  async cancelSubscription(subscriptionId: string, idempotencyKey: string) {
    try {
      return normaliseSubscription(await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey }));
    } catch (e) {
      return translate(e, this.log);
    }
  }

  /** Setting a flag is idempotent by itself; the package adds its own idempotency key to retried requests. */
  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    try {
      return normaliseSubscription(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    } catch (e) {
      return translate(e, this.log);
    }
  }

  async retrievePaymentMethod(paymentMethodId: string) {
    try {
      return normalisePaymentMethod(await this.stripe.paymentMethods.retrieve(paymentMethodId));
    } catch (e) {
      if (isMissing(e)) return null;
      return translate(e, this.log);
    }
  }

  async attachPaymentMethod(paymentMethodId: string, customerId: string) {
    try {
      return normalisePaymentMethod(await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
    } catch (e) {
      return translate(e, this.log);
    }
  }

  async detachPaymentMethod(paymentMethodId: string) {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (e) {
      // Already detached or gone: the card is not on the customer any more, which is what we wanted.
      if (isMissing(e) || (e as { type?: string })?.type === 'StripeInvalidRequestError') return;
      translate(e, this.log);
    }
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string, subscriptionIds: string[]) {
    try {
      await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
      for (const id of subscriptionIds) await this.stripe.subscriptions.update(id, { default_payment_method: paymentMethodId });
    } catch (e) {
      translate(e, this.log);
    }
  }

  /** Stripe cannot tell who created an unattached card; the customer it is attached to is checked instead. */
  async mayAttachUnowned(): Promise<boolean> {
    return true;
  }

  async now(): Promise<Date> {
    return new Date();
  }

  async parseWebhook(rawBody: string | Buffer, signature: string | undefined): Promise<GatewayEvent> {
    if (!this.webhookSecret) throw new WebhookSignatureError('Webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (e) {
      throw new WebhookSignatureError((e as Error).message);
    }
    const created = date(event.created) ?? new Date();
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = normaliseInvoice(event.data.object);
        if (event.type === 'invoice.paid' && !invoice.transactionId) invoice.transactionId = await this.invoiceTransactionId(invoice.id);
        return { id: event.id, type: event.type, created, invoice };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { id: event.id, type: event.type, created, subscription: normaliseSubscription(event.data.object) };
      default:
        return { id: event.id, type: 'ignored', created, originalType: event.type };
    }
  }

  /** Webhook payloads do not include the invoice's payments; the transaction id is looked up (best effort). */
  private async invoiceTransactionId(invoiceId: string): Promise<string | null> {
    try {
      const inv = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      return normaliseInvoice(inv).transactionId;
    } catch (e) {
      this.log?.(`[payments] could not read the payments of ${invoiceId}: ${(e as Error).message}`);
      return null;
    }
  }
}
