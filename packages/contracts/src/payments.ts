import { z } from 'zod';
import { emailSchema } from './credentials';
import { POSTCODE_MAX } from './address-limits';
import { errorText } from './error-codes';
import { contentLocaleSchema } from './content/language';

/*
 * Payments (issue 4): input schemas the CMS validates with, response schemas the web app parses with,
 * and the texts of spec §2, §5 and §8. Routes and the client-side flow: docs/payments-api.md.
 * Amounts are integers in the currency's minor unit (cents); dates are ISO 8601 strings.
 */

// ─── Texts ────────────────────────────────────────────────────────────────────────────────────────
export const PAYMENT_TEXT = {
  paymentSuccess: 'You have made payment successfully',
  /** The spec's 'Sorry!!! You Feel That way', in plain words. */
  paymentCancel: 'Payment cancelled',
  methodAdded: 'Payment method added successfully',
  /** Prefix of an add-card failure: 'Error: ' + the server's message. */
  methodAddErrorPrefix: 'Error: ',
  defaultMethodTitle: 'Default Method!',
  defaultMethodNotDeletable: errorText('default_method_not_deletable'),
  confirmDeleteMethod: 'Are you sure you want to delete this payment method?',
  confirmCancelSubscription: 'Are you sure you want to cancel this subscription?',
  /** The cancel dialog (issue 12.2): cancelling ends premium at the period end, never at once. */
  cancelDialogTitle: 'Cancel subscription?',
  cancelAtPeriodEnd: 'Cancel at period end',
  keepSubscription: 'Keep subscription',
  noOrderDetails: 'No order details available.',
  editBillingAddress: 'Edit Billing Address',
  enterCardDetails: 'Enter your card details',
  addNewMethod: 'Add new method',
  cancelSubscription: 'Cancel Subscription',
  /** British spelling in what people read; the API's status value stays 'canceled'. */
  canceledLabel: 'Cancelled',
  /** Card errors, worded as Stripe words them so both gateways read the same: their words live in the error codes list. */
  cardDeclined: errorText('card_declined'),
  insufficientFunds: errorText('insufficient_funds'),
  authenticationFailed: errorText('payment_intent_authentication_failure'),
  invalidNumber: errorText('card_number_invalid'),
  expiredCard: errorText('expired_card'),
  incorrectCvc: errorText('incorrect_cvc'),
  processingError: errorText('processing_error'),
  notATestCard: errorText('not_a_test_card'),
  alreadySubscribed: errorText('already_subscribed'),
  /** GET /account/skills/:slug of a premium skill for a user without premium (403). */
  premiumSkill: errorText('premium_required'),
  /** Sandbox 3-D Secure stand-in dialog. */
  sandboxAuthTitle: 'Confirm this payment',
  sandboxAuthText: 'Your bank asks you to confirm this payment. This is the sandbox: no real bank is involved.',
} as const;

// ─── Shared pieces ────────────────────────────────────────────────────────────────────────────────
/**
 * Billing address as the payment provider names its fields (spec §3 order summary). Required on the subscription
 * form (spec §5), except the state where the country has none; the postcode is checked by country (issue 12.4: the
 * spec's 5-character limit refused UK and Canadian postcodes). Those two checks are added in address-rules.ts.
 */
export const customerAddressFields = {
  line1: z.string().trim().min(1, 'Address is required').max(200, 'Address must be at most 200 characters'),
  city: z.string().trim().min(1, 'City is required').max(100, 'City must be at most 100 characters'),
  state: z.string().trim().max(100, 'State must be at most 100 characters'),
  postal_code: z.string().trim().min(1, 'Postcode is required').max(POSTCODE_MAX, `Postcode must be at most ${POSTCODE_MAX} characters`),
  country: z.string().trim().min(1, 'Country is required').max(100, 'Country must be at most 100 characters'),
};
export const customerAddressSchema = z.strictObject(customerAddressFields);
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** A payment method id from either gateway: `pm_…` (Stripe) or `pm_sandbox_…` (sandbox). */
export const paymentMethodIdSchema = z.string().regex(/^pm_[A-Za-z0-9_]{1,120}$/, 'Unknown payment method');

/** A subscription reference: its documentId, or the provider's id (`sub_…`, `sub_sandbox_…`). */
export const subscriptionRefSchema = z.string().regex(/^[A-Za-z0-9_]{1,120}$/, 'Unknown subscription');
/** A documentId in a path (`/subscriptions/:id`, `/orders/:id`). */
export const documentIdParamSchema = z.string().regex(/^[A-Za-z0-9_]{1,120}$/, 'Not found');

// ─── Plans and config ─────────────────────────────────────────────────────────────────────────────
export const planIntervalSchema = z.enum(['day', 'week', 'month', 'year']);

export const planSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  interval: planIntervalSchema,
  stripePlanId: z.string().nullable(),
  /** The language of its name and description (content/language). */
  locale: contentLocaleSchema.optional(),
});
export type Plan = z.infer<typeof planSchema>;
/** GET /api/plans. */
export const planListSchema = z.object({ data: z.array(planSchema) });

export const paymentGatewayKindSchema = z.enum(['sandbox', 'stripe']);
export type PaymentGatewayKind = z.infer<typeof paymentGatewayKindSchema>;

/** GET /stripe/config (public): which client to use, the Stripe publishable key, the premium plan. */
export const paymentConfigSchema = z.object({
  gateway: paymentGatewayKindSchema,
  publishableKey: z.string().nullable(),
  premiumPlan: planSchema.nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

// ─── Payment methods (saved cards) ────────────────────────────────────────────────────────────────
export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** Same card number ⇒ same fingerprint (per gateway account); used to avoid saving a card twice. */
  fingerprint: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  card: cardSchema,
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListSchema = z.object({ data: z.array(paymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/** POST /stripe/payment-methods: the body is empty (`{}`); the customer is the signed-in user. */
export const paymentMethodsBodySchema = z.strictObject({});

/** POST /stripe/attach-payment-method */
export const attachPaymentMethodBodySchema = z.strictObject({
  paymentMethodId: paymentMethodIdSchema,
  /** Make it the default card (and the card the subscription renews with). The first saved card is always the default. */
  makeDefault: z.boolean().optional(),
});
export type AttachPaymentMethodBody = z.infer<typeof attachPaymentMethodBodySchema>;

/** POST /stripe/add-payment-method ('Add new method' popup). */
export const addPaymentMethodBodySchema = z.strictObject({ paymentMethodId: paymentMethodIdSchema });
export type AddPaymentMethodBody = z.infer<typeof addPaymentMethodBodySchema>;

/** Answer of attach/add: the saved card; `reused` when a saved card with the same fingerprint was kept instead. */
export const savedPaymentMethodSchema = z.object({
  data: paymentMethodSchema,
  reused: z.boolean(),
  message: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

/** POST /stripe/default-method */
export const defaultMethodBodySchema = z.strictObject({ paymentMethodId: paymentMethodIdSchema });
export type DefaultMethodBody = z.infer<typeof defaultMethodBodySchema>;

// ─── Subscriptions, charges, orders ───────────────────────────────────────────────────────────────
/** Provider statuses (Stripe's). Premium while 'active' or 'trialing'. Only 'active' may be cancelled. */
export const subscriptionStatusSchema = z.enum(['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const chargeSchema = z.object({
  documentId: z.string(),
  chargeId: z.string().nullable(),
  /** documentId of the order this charge produced (succeeded charges), for the View Receipt / order link. */
  orderId: z.string().nullable(),
  description: z.string().nullable(),
  date: z.string().nullable(),
  /** 'succeeded' | 'failed' */
  status: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const subscriptionSchema = z.object({
  documentId: z.string(),
  /** The provider's id (`sub_…`); null only before the provider answered. */
  subscriptionId: z.string().nullable(),
  status: subscriptionStatusSchema,
  startDate: z.string().nullable(),
  nextPaymentDate: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /**
   * Cancelled at the end of the paid period (Stripe's `cancel_at_period_end`): still 'active', premium until
   * nextPaymentDate, then 'canceled' with no new charge. False again after 'Keep subscription'.
   */
  cancelAtPeriodEnd: z.boolean(),
  stripePlanId: z.string().nullable(),
  createdAt: z.string(),
  plan: planSchema.nullable(),
  /** Present on GET /subscriptions/:id (newest first). */
  charges: z.array(chargeSchema).optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ data: z.array(subscriptionSchema) });
export const subscriptionDetailSchema = z.object({ data: subscriptionSchema });

/** Order summary of spec §3, as in the order email and on the thank-you page. */
export const orderSummarySchema = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  customerAddress: z.object({ line1: z.string(), city: z.string(), state: z.string(), postal_code: z.string(), country: z.string() }),
  orderSummary: z.object({ productName: z.string(), quantity: z.literal(1), price: z.number().int() }),
  paymentDetails: z.object({ method: z.literal('card'), amount: z.number().int(), transactionId: z.string() }),
  currency: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = z.object({
  documentId: z.string(),
  /** 'completed' */
  orderStatus: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  description: z.string().nullable(),
  /** 'succeeded' */
  chargeStatus: z.string().nullable(),
  /** 'paid' */
  subscriptionPaymentStatus: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  subscription: z.object({ documentId: z.string(), subscriptionId: z.string().nullable(), status: subscriptionStatusSchema }).nullable(),
  summary: orderSummarySchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({ data: z.array(orderSchema) });
export const orderDetailSchema = z.object({ data: orderSchema });

/**
 * POST /stripe/create-subscription, its fields only: validate with `createSubscriptionBodySchema` (address-rules.ts),
 * which adds the address checks by country. customerId/userId are never taken from the body (unknown fields are a 400).
 */
export const createSubscriptionBodyShape = z.strictObject({
  /** Plan slug or stripePlanId; default: the configured premium plan. */
  planId: z.string().trim().min(1).max(100).optional(),
  customerName: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  customerEmail: emailSchema,
  customerAddress: customerAddressSchema,
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodyShape>;

export const createSubscriptionResponseSchema = z.object({
  /** Confirm the first payment with it (Stripe: `stripe.confirmCardPayment`; sandbox: POST /stripe/sandbox/confirm-payment). */
  clientSecret: z.string(),
  customerId: z.string(),
  /** The provider's subscription id. */
  subscriptionId: z.string(),
  /** The subscription's documentId (for /subscriptions/:id). */
  documentId: z.string(),
  status: subscriptionStatusSchema,
  gateway: paymentGatewayKindSchema,
  plan: planSchema,
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** POST /stripe/subscription-status: the server asks the provider (never trusts the browser) and records the result. */
export const subscriptionStatusBodySchema = z.strictObject({ subscriptionId: subscriptionRefSchema });
export const subscriptionResultSchema = z.object({
  subscription: subscriptionSchema,
  /** The order of the first payment once it succeeded, else null. */
  order: orderSchema.nullable(),
});
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;

/** POST /stripe/cancel-subscription: cancels at the end of the paid period. POST /stripe/resume-subscription takes that back. */
export const cancelSubscriptionBodySchema = z.strictObject({ subscriptionId: subscriptionRefSchema });
export type CancelSubscriptionBody = z.infer<typeof cancelSubscriptionBodySchema>;
export const cancelSubscriptionResponseSchema = z.object({ subscription: subscriptionSchema });

// ─── Emails (sent by the server itself; these routes are idempotent re-sends) ─────────────────────
export const orderEmailBodySchema = z.strictObject({ orderId: documentIdParamSchema });
export const cancelEmailBodySchema = z.strictObject({ subscriptionId: subscriptionRefSchema });
export const emailSentSchema = z.object({ ok: z.literal(true), sent: z.boolean() });

// ─── Sandbox gateway (offline stand-in for Stripe test mode) ──────────────────────────────────────
/** POST /stripe/sandbox/tokenize: the only request that ever carries a card number; nothing of it but brand, last4, expiry and a fingerprint is kept. */
export const sandboxTokenizeBodySchema = z.strictObject({
  number: z.string().regex(/^[0-9 ]{12,23}$/, PAYMENT_TEXT.invalidNumber),
  exp_month: z.number().int().min(1, 'Expiry month must be 1–12').max(12, 'Expiry month must be 1–12'),
  /** Four digits, or two (26 → 2026). */
  exp_year: z.number().int().min(0).max(2100),
  cvc: z.string().regex(/^[0-9]{3,4}$/, PAYMENT_TEXT.incorrectCvc),
});
export type SandboxTokenizeBody = z.infer<typeof sandboxTokenizeBodySchema>;
export const sandboxPaymentMethodSchema = z.object({ id: z.string(), card: cardSchema });
export type SandboxPaymentMethod = z.infer<typeof sandboxPaymentMethodSchema>;

/** POST /stripe/sandbox/confirm-payment */
export const sandboxConfirmBodySchema = z.strictObject({
  clientSecret: z.string().min(1).max(300),
  paymentMethodId: paymentMethodIdSchema,
  /** Answer to the authentication dialog after a 'requires_action': true = confirmed, false = refused. */
  authenticated: z.boolean().optional(),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBodySchema>;
/** A declined card is a 402 error envelope with the card message; otherwise one of these. */
export const sandboxConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  subscriptionId: z.string(),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

/** POST /stripe/sandbox/advance-clock (only when the server runs with SANDBOX_CLOCK_ROUTE=true). */
export const advanceClockBodySchema = z.strictObject({ days: z.number().int().min(1).max(3660) });
export const advanceClockResponseSchema = z.object({ now: z.string(), renewals: z.number().int() });
