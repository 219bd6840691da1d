import { subscriptionDetailSchema } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/subscriptions/:id (bearer): one of the user's subscriptions, always with its charges (the server's detail shape). */
export const getSubscription = async (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  (
    await api.get(`/subscriptions/${encodeURIComponent(id)}`, {
      schema: subscriptionDetailSchema,
      signal,
    })
  ).data;

export const getSubscriptionQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.subscription(id), queryFn: ({ signal }) => getSubscription(id, { signal }) });

export const useSubscription = (id: string) => useQuery(getSubscriptionQueryOptions(id));
