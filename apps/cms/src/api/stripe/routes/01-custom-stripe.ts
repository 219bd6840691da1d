/**
 * Payment routes (docs/payments-api.md). Every route but config and the webhook needs the bearer token and
 * acts on the signed-in user only; the customer always comes from the user record.
 */
export default {
  routes: [
    { method: 'GET', path: '/stripe/config', handler: 'stripe.config' },
    { method: 'POST', path: '/stripe/create-subscription', handler: 'stripe.createSubscription' },
    { method: 'POST', path: '/stripe/subscription-status', handler: 'stripe.subscriptionStatus' },
    { method: 'POST', path: '/stripe/payment-methods', handler: 'stripe.paymentMethods' },
    { method: 'POST', path: '/stripe/attach-payment-method', handler: 'stripe.attachPaymentMethod' },
    { method: 'POST', path: '/stripe/add-payment-method', handler: 'stripe.addPaymentMethod' },
    { method: 'POST', path: '/stripe/default-method', handler: 'stripe.defaultMethod' },
    { method: 'DELETE', path: '/stripe/delete-method/:paymentMethodId', handler: 'stripe.deleteMethod' },
    { method: 'POST', path: '/stripe/cancel-subscription', handler: 'stripe.cancelSubscription' },
    { method: 'POST', path: '/stripe/resume-subscription', handler: 'stripe.resumeSubscription' },
    // Stripe calls this one; it is authenticated by its signature, not by a user.
    { method: 'POST', path: '/stripe/webhook', handler: 'stripe.webhook', config: { auth: false } },
    // Sandbox gateway only (404 when Stripe is configured).
    { method: 'POST', path: '/stripe/sandbox/tokenize', handler: 'stripe.sandboxTokenize' },
    { method: 'POST', path: '/stripe/sandbox/confirm-payment', handler: 'stripe.sandboxConfirm' },
    { method: 'POST', path: '/stripe/sandbox/advance-clock', handler: 'stripe.sandboxAdvanceClock' },
  ],
};
