import { orderListSchema } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/orders (bearer): the user's own orders, newest first. */
export const getOrders = async ({ signal }: { signal?: AbortSignal } = {}) => (await api.get('/orders', { schema: orderListSchema, signal })).data;

export const getOrdersQueryOptions = () => queryOptions({ queryKey: billingKeys.orders, queryFn: ({ signal }) => getOrders({ signal }) });

export const useOrders = () => useQuery(getOrdersQueryOptions());
