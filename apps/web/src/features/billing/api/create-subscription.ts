import {
  addressIssues,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  customerAddressFields,
  emailSchema,
  type CreateSubscriptionBody,
} from '@steady/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * The subscription form (spec §2/§5): every field required but the state where the country has none; the
 * postcode checked by country with the server's own table (issue 12.4).
 */
export const checkoutFormSchema = z
  .object({
    name: createSubscriptionBodySchema.shape.customerName,
    email: emailSchema,
    line1: customerAddressFields.line1,
    city: customerAddressFields.city,
    state: customerAddressFields.state,
    postal_code: customerAddressFields.postal_code,
    country: customerAddressFields.country,
  })
  .superRefine((v, ctx) => {
    for (const issue of addressIssues({ postcode: v.postal_code, state: v.state, country: v.country }, { postcode: 'postal_code', state: 'state' }, true))
      ctx.addIssue(issue);
  });
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

export const toCreateSubscriptionBody = (values: CheckoutFormValues, planId?: string): CreateSubscriptionBody => ({
  ...(planId ? { planId } : {}),
  customerName: values.name,
  customerEmail: values.email,
  customerAddress: {
    line1: values.line1,
    city: values.city,
    state: values.state,
    postal_code: values.postal_code,
    country: values.country,
  },
});

/**
 * POST /api/stripe/create-subscription (bearer) → client secret and ids. Idempotent on the server: a
 * double click or a retry gets the same incomplete subscription.
 */
export const createSubscription = (body: CreateSubscriptionBody) =>
  api.post('/stripe/create-subscription', createSubscriptionBodySchema.parse(body), { schema: createSubscriptionResponseSchema });
