import {
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  customerAddressSchema,
  emailSchema,
  type CreateSubscriptionBody,
} from '@steady/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The subscription form (spec §2/§5): every field required, zip code at most 5 characters. */
export const checkoutFormSchema = z.object({
  name: createSubscriptionBodySchema.shape.customerName,
  email: emailSchema,
  line1: customerAddressSchema.shape.line1,
  city: customerAddressSchema.shape.city,
  state: customerAddressSchema.shape.state,
  postal_code: customerAddressSchema.shape.postal_code,
  country: customerAddressSchema.shape.country,
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
