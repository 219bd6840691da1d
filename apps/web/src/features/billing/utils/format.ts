import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type Plan, type Subscription, type SubscriptionStatus } from '@steady/contracts';
import { formatDate, formatMoney } from '@/lib/format-date';
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

/**
 * Formatting of payment data for display: amounts with the shared money rule (dates: '@/lib/format-date').
 * These are called while a component renders: their words come from the active language's catalogue.
 */

/** An amount in the currency's minor unit as currency: 499 'usd' → '$4.99' (the shared rule, as emails write it). */
export const formatAmount = formatMoney;

const pad = (n: number) => String(n).padStart(2, '0');

/** A saved card's number as the spec shows it: 'XXXX XXXX XXXX 4242'. */
export function maskCardNumber(last4: string): string {
  return `XXXX XXXX XXXX ${last4}`;
}

/** Expiry as month/year: 4, 2030 → '04/2030'. */
export function formatCardExpiry(month: number, year: number): string {
  const fullYear = year < 100 ? 2000 + year : year;
  return `${pad(month)}/${fullYear}`;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function formatCardBrand(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  if (!brand || brand === 'unknown') return t({ message: 'Card', comment: 'a payment card whose brand is unknown' });
  return capitalise(brand.replace(/[_-]+/g, ' '));
}

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** The statuses the payment provider and the server give subscriptions, charges and orders. */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg({ message: 'Active', comment: 'status of a subscription' }),
  trialing: msg({ message: 'Trialing', comment: 'status of a subscription: in its free trial' }),
  incomplete: msg({ message: 'Incomplete', comment: 'status of a subscription whose first payment is not done' }),
  incomplete_expired: msg({ message: 'Incomplete expired', comment: 'status of a subscription whose first payment never came' }),
  past_due: msg({ message: 'Past due', comment: 'status of a subscription whose renewal payment failed' }),
  unpaid: msg({ message: 'Unpaid', comment: 'status of a subscription' }),
  paused: msg({ message: 'Paused', comment: 'status of a subscription' }),
  completed: msg({ message: 'Completed', comment: 'status of an order' }),
  paid: msg({ message: 'Paid', comment: 'status of a payment' }),
  succeeded: msg({ message: 'Succeeded', comment: 'status of a charge: the payment went through' }),
  failed: msg({ message: 'Failed', comment: 'status of a charge: the payment did not go through' }),
  pending: msg({ message: 'Pending', comment: 'status of a payment or order' }),
  processing: msg({ message: 'Processing', comment: 'status of a payment' }),
  refunded: msg({ message: 'Refunded', comment: 'status of a payment' }),
};

/**
 * Spec §4: the status 'canceled' shows as 'Cancelled' (British spelling, like all our copy); other statuses by
 * name ('active' → 'Active', 'past_due' → 'Past due'), and one we do not know capitalised as it came.
 */
export function statusLabel(status: SubscriptionStatus | string | null | undefined): string {
  if (!status) return '—';
  if (status === 'canceled') return i18n._(PAYMENT_WORDS.canceledLabel);
  const known = STATUS_LABELS[status];
  if (known) return i18n._(known);
  return capitalise(status.replace(/_/g, ' '));
}

/**
 * A subscription's status as people read it: one cancelled at the period end is still active, and says until
 * when ('Active until 24 Dec 2026').
 */
export function subscriptionStatusLabel(s: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'nextPaymentDate'>): string {
  if (s.status === 'active' && s.cancelAtPeriodEnd && s.nextPaymentDate) {
    const date = formatDate(s.nextPaymentDate);
    return t({ message: `Active until ${date}`, comment: 'status of a subscription cancelled at the end of the paid period' });
  }
  return statusLabel(s.status);
}

/** A plan's price with its interval: '$4.99 / month'. */
export function formatPlanPrice(plan: Pick<Plan, 'amount' | 'currency' | 'interval'>, locale?: string): string {
  const price = formatAmount(plan.amount, plan.currency, locale);
  switch (plan.interval) {
    case 'day':
      return t`${price} / day`;
    case 'week':
      return t`${price} / week`;
    case 'month':
      return t`${price} / month`;
    case 'year':
      return t`${price} / year`;
  }
}

const INTERVAL_LABELS: Record<Plan['interval'], MessageDescriptor> = {
  day: msg({ message: 'Daily', comment: 'how often a plan is billed' }),
  week: msg({ message: 'Weekly', comment: 'how often a plan is billed' }),
  month: msg({ message: 'Monthly', comment: 'how often a plan is billed' }),
  year: msg({ message: 'Yearly', comment: 'how often a plan is billed' }),
};

/** 'month' → 'Monthly'. */
export function intervalLabel(interval: Plan['interval']): string {
  return i18n._(INTERVAL_LABELS[interval]);
}

export type AddressParts = {
  line1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
};

/** The address on one line: '1 Calm St, Springfield, IL 12345, US'; '' when nothing is set. */
export function formatAddressLine({ line1, city, state, postalCode, country }: AddressParts): string {
  const clean = (value: string | null | undefined) => value?.trim() ?? '';
  const region = [clean(state), clean(postalCode)].filter(Boolean).join(' ');
  return [clean(line1), clean(city), region, clean(country)].filter(Boolean).join(', ');
}
