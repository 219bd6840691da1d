import { msg } from '@lingui/core/macro';

/** Shown when Stripe.js cannot be loaded or no publishable key is configured (translate it where shown). */
export const STRIPE_UNAVAILABLE = msg`Card payments could not be loaded. Check your connection and reload the page.`;
