/** Shown when Stripe.js cannot be loaded or no publishable key is configured. */
export const STRIPE_UNAVAILABLE = 'Card payments could not be loaded. Check your connection and reload the page.';
