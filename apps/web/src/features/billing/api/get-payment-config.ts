import { paymentConfigSchema } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** GET /api/stripe/config (public): the gateway, Stripe's publishable key and the premium plan. */
export const getPaymentConfig = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/stripe/config', { schema: paymentConfigSchema, signal, auth: false });

export const getPaymentConfigQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.config, queryFn: ({ signal }) => getPaymentConfig({ signal }), staleTime: 10 * 60_000 });

export const usePaymentConfig = () => useQuery(getPaymentConfigQueryOptions());
