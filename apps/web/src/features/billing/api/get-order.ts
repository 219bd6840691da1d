import { orderDetailSchema } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/orders/:id (bearer): one of the user's orders (404 when it is not theirs). */
export const getOrder = async (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  (await api.get(`/orders/${encodeURIComponent(id)}`, { schema: orderDetailSchema, signal })).data;

export const getOrderQueryOptions = (id: string) => queryOptions({ queryKey: billingKeys.order(id), queryFn: ({ signal }) => getOrder(id, { signal }) });

export const useOrder = (id: string | null) => useQuery({ ...getOrderQueryOptions(id ?? ''), enabled: Boolean(id) });
