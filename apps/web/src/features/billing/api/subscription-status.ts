import { subscriptionResultSchema, subscriptionStatusBodySchema } from '@steady/contracts';
import { api } from '@/lib/api-client';

/** POST /api/stripe/subscription-status (bearer): the server asks the provider and records the result. */
export const getSubscriptionStatus = (subscriptionId: string) =>
  api.post('/stripe/subscription-status', subscriptionStatusBodySchema.parse({ subscriptionId }), {
    schema: subscriptionResultSchema,
  });
