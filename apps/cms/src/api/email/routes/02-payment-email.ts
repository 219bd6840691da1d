/**
 * Payment emails of spec §7. The server already sends the order email when a payment is recorded and the
 * cancellation email when a subscription is cancelled; these routes only send what was not sent yet.
 * The handlers live with the payments (api::stripe), so the permission scope is named explicitly.
 */
const action = (name: string) => ({ handler: `api::stripe.stripe.${name}`, config: { auth: { scope: [`api::stripe.stripe.${name}`] } } });

export default {
  routes: [
    { method: 'POST', path: '/email/order-email', ...action('orderEmail') },
    { method: 'POST', path: '/email/cancel-subscription', ...action('cancelEmail') },
  ],
};
