import { subscriptionListSchema } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/subscriptions (bearer): the user's own subscriptions, newest first. */
export const getSubscriptions = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get('/subscriptions', { schema: subscriptionListSchema, signal })).data;

export const getSubscriptionsQueryOptions = () => queryOptions({ queryKey: billingKeys.subscriptions, queryFn: ({ signal }) => getSubscriptions({ signal }) });

export const useSubscriptions = () => useQuery(getSubscriptionsQueryOptions());
