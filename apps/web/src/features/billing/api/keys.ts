/** Query keys of the billing feature (one place, so mutations invalidate the right lists). */
export const billingKeys = {
  all: ['billing'] as const,
  config: ['billing', 'config'] as const,
  subscriptions: ['billing', 'subscriptions'] as const,
  subscription: (id: string) => ['billing', 'subscriptions', id] as const,
  orders: ['billing', 'orders'] as const,
  order: (id: string) => ['billing', 'orders', id] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
};
