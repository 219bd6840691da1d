import { billingAddressBodyShape } from './account-bodies';
import { createSubscriptionBodyShape } from './payments';
import { addressIssues } from './postcodes';

/*
 * The address checks by country (issue 12.4) on the two bodies that carry an address. Kept apart and marked pure
 * so that a bundle which never validates an address (the web app's first route) leaves the postcode table out.
 */

/** POST /stripe/create-subscription: the postcode fits the country and a state is given where the country has them. */
export const createSubscriptionBodySchema = /* @__PURE__ */ createSubscriptionBodyShape.superRefine((body, ctx) => {
  const a = body.customerAddress;
  const issues = addressIssues({ postcode: a.postal_code, state: a.state, country: a.country }, { postcode: 'postal_code', state: 'state' }, true);
  for (const issue of issues) ctx.addIssue({ ...issue, path: ['customerAddress', ...issue.path] });
});

/** PUT /account/billing-address: everything optional, but a postcode given fits the country. */
export const billingAddressBodySchema = /* @__PURE__ */ billingAddressBodyShape.superRefine((a, ctx) => {
  for (const issue of addressIssues({ postcode: a.postalCode, state: a.state, country: a.country }, { postcode: 'postalCode', state: 'state' }, false))
    ctx.addIssue(issue);
});
