import type { Charge, Order, PaymentConfig, PaymentMethod, Plan, Subscription } from '@steady/contracts';
import { json, type MockHandler } from '@/testing/mock-fetch';
import { shellHandlers, testAccount } from '@/testing/render-app';

export const plan: Plan = {
  documentId: 'plan1',
  name: 'Steady Premium',
  slug: 'premium-monthly',
  description: 'Unlock extra guided skills.',
  amount: 499,
  currency: 'usd',
  interval: 'month',
  stripePlanId: 'price_steady_premium_monthly',
};

export const sandboxConfig: PaymentConfig = { gateway: 'sandbox', publishableKey: null, premiumPlan: plan };

export const charge = (overrides: Partial<Charge> = {}): Charge => ({
  documentId: 'charge1',
  chargeId: 'ch_sandbox_1',
  orderId: 'order1',
  description: 'Steady Premium — subscription',
  date: new Date(2026, 10, 21, 9, 30).toISOString(),
  status: 'succeeded',
  amount: 499,
  currency: 'usd',
  ...overrides,
});

export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  documentId: 'sub1doc',
  subscriptionId: 'sub_sandbox_1',
  status: 'active',
  startDate: new Date(2026, 10, 21, 9, 30).toISOString(),
  nextPaymentDate: new Date(2026, 11, 21, 9, 30).toISOString(),
  canceledAt: null,
  cancelAtPeriodEnd: false,
  stripePlanId: plan.stripePlanId,
  createdAt: new Date(2026, 10, 21, 9, 30).toISOString(),
  plan,
  ...overrides,
});

export const order = (overrides: Partial<Order> = {}): Order => ({
  documentId: 'order1',
  orderStatus: 'completed',
  amount: 499,
  currency: 'usd',
  description: 'Steady Premium — subscription',
  chargeStatus: 'succeeded',
  subscriptionPaymentStatus: 'paid',
  transactionId: 'pi_sandbox_1',
  createdAt: new Date(2026, 10, 21, 9, 30).toISOString(),
  subscription: { documentId: 'sub1doc', subscriptionId: 'sub_sandbox_1', status: 'active' },
  summary: {
    customerName: 'Sam',
    customerEmail: 'sam@example.com',
    customerAddress: { line1: '1 Calm St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
    orderSummary: { productName: 'Steady Premium', quantity: 1, price: 499 },
    paymentDetails: { method: 'card', amount: 499, transactionId: 'pi_sandbox_1' },
    currency: 'usd',
  },
  ...overrides,
});

export const card = (overrides: Partial<PaymentMethod> & { last4?: string; brand?: string } = {}): PaymentMethod => {
  const { last4 = '4242', brand = 'visa', ...rest } = overrides;
  return {
    id: `pm_sandbox_${last4}`,
    card: { brand, last4, exp_month: 12, exp_year: 2030, fingerprint: `fp_${last4}` },
    isDefault: false,
    ...rest,
  };
};

export const premiumAccount = { ...testAccount, hasSubscription: true, isPremium: true };

/** The shell's answers plus empty billing data. */
export function billingHandlers(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return shellHandlers({
    'GET /api/stripe/config': () => json(sandboxConfig),
    'GET /api/subscriptions': () => json({ data: [] }),
    'GET /api/orders': () => json({ data: [] }),
    'POST /api/stripe/payment-methods': () => json({ data: [] }),
    ...overrides,
  });
}
