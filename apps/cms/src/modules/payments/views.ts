import { toPlan } from '../content';
import { subscriptionStatusSchema, type Charge, type Order, type OrderSummary, type PaymentMethod, type Subscription } from '@steady/contracts';

/** The shapes in which payment records leave the server: whitelisted fields only (no user, no keys, no internals). */

/** A plan is public content: its shape lives with the content views. */
export { toPlan };

export const isoOrNull = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(v as string);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

export const toCharge = (c: any, orderId: string | null): Charge => ({
  documentId: c.documentId,
  chargeId: c.chargeId ?? null,
  orderId,
  description: c.description ?? null,
  date: isoOrNull(c.date),
  status: c.status ?? null,
  amount: c.amount ?? null,
  currency: c.currency ?? null,
});

/** The record's status when it is one of the provider's, else 'incomplete' (never a status the web app cannot read). */
const status = (s: unknown): Subscription['status'] => {
  const known = subscriptionStatusSchema.safeParse(s);
  return known.success ? known.data : 'incomplete';
};

export const toSubscription = (s: any, charges?: Charge[]): Subscription => ({
  documentId: s.documentId,
  subscriptionId: s.subscriptionId ?? null,
  status: status(s.status),
  startDate: isoOrNull(s.startDate),
  nextPaymentDate: isoOrNull(s.nextPaymentDate),
  canceledAt: isoOrNull(s.canceledAt),
  cancelAtPeriodEnd: s.cancelAtPeriodEnd === true,
  stripePlanId: s.stripePlanId ?? null,
  createdAt: isoOrNull(s.createdAt) ?? new Date(0).toISOString(),
  plan: s.plan ? toPlan(s.plan) : null,
  ...(charges ? { charges } : {}),
});

export const toOrder = (o: any): Order => ({
  documentId: o.documentId,
  orderStatus: o.orderStatus ?? null,
  amount: o.amount ?? null,
  currency: o.currency ?? null,
  description: o.description ?? null,
  chargeStatus: o.chargeStatus ?? null,
  subscriptionPaymentStatus: o.subscriptionPaymentStatus ?? null,
  transactionId: o.transactionId ?? null,
  createdAt: isoOrNull(o.createdAt) ?? new Date(0).toISOString(),
  subscription: o.subscription
    ? { documentId: o.subscription.documentId, subscriptionId: o.subscription.subscriptionId ?? null, status: status(o.subscription.status) }
    : null,
  summary: (o.summary as OrderSummary) ?? null,
});

export const toPaymentMethod = (m: any): PaymentMethod => ({
  id: m.payment_method_id,
  card: {
    brand: m.card_brand ?? 'unknown',
    last4: m.card_last4 ?? '',
    exp_month: m.card_exp_month ?? 0,
    exp_year: m.card_exp_year ?? 0,
    fingerprint: m.fingerprint ?? null,
  },
  isDefault: !!m.is_default,
});
