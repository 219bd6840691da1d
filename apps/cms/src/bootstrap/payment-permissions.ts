const stripe = (actions: string[]) => actions.map((a) => `api::stripe.stripe.${a}`);

/** Content-API actions of the payment routes, granted to signed-in users (each route scopes to the user itself). */
export const PAYMENT_ACTIONS: string[] = [
  ...stripe([
    'createSubscription',
    'subscriptionStatus',
    'paymentMethods',
    'attachPaymentMethod',
    'addPaymentMethod',
    'defaultMethod',
    'deleteMethod',
    'cancelSubscription',
    'resumeSubscription',
    'orderEmail',
    'cancelEmail',
    'sandboxTokenize',
    'sandboxConfirm',
    'sandboxAdvanceClock',
  ]),
  'api::subscription.subscription.find',
  'api::subscription.subscription.findOne',
  'api::order.order.find',
  'api::order.order.findOne',
  'api::skill.skill.findForAccount',
];

/** Payment content readable by everyone (the plans are already public content; this adds the gateway config). */
export const PUBLIC_PAYMENT_ACTIONS: string[] = stripe(['config']);
