import { PAYMENT_TEXT, type Plan, type Subscription, type SubscriptionStatus } from '@steady/contracts';
import { formatDate, formatMoney } from '@/lib/format-date';

/** Formatting of payment data for display: amounts with the shared money rule (dates: '@/lib/format-date'). */

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
  if (!brand || brand === 'unknown') return 'Card';
  return capitalise(brand.replace(/[_-]+/g, ' '));
}

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** Spec §4: the status 'canceled' shows as 'Cancelled' (British spelling, like all our copy); other statuses capitalised ('active' → 'Active', 'past_due' → 'Past due'). */
export function statusLabel(status: SubscriptionStatus | string | null | undefined): string {
  if (!status) return '—';
  if (status === 'canceled') return PAYMENT_TEXT.canceledLabel;
  return capitalise(status.replace(/_/g, ' '));
}

/**
 * A subscription's status as people read it: one cancelled at the period end is still active, and says until
 * when ('Active until 24 Dec 2026').
 */
export function subscriptionStatusLabel(s: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'nextPaymentDate'>): string {
  if (s.status === 'active' && s.cancelAtPeriodEnd && s.nextPaymentDate) return `Active until ${formatDate(s.nextPaymentDate)}`;
  return statusLabel(s.status);
}

/** A plan's price with its interval: '$4.99 / month'. */
export function formatPlanPrice(plan: Pick<Plan, 'amount' | 'currency' | 'interval'>, locale?: string): string {
  return `${formatAmount(plan.amount, plan.currency, locale)} / ${plan.interval}`;
}

/** 'month' → 'Monthly'. */
export function intervalLabel(interval: Plan['interval']): string {
  return { day: 'Daily', week: 'Weekly', month: 'Monthly', year: 'Yearly' }[interval];
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
