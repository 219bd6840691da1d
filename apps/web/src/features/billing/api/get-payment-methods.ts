import { paymentMethodListSchema } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/stripe/payment-methods (bearer, empty body): the user's saved cards, default first. */
export const getPaymentMethods = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.post('/stripe/payment-methods', {}, { schema: paymentMethodListSchema, signal })).data;

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.paymentMethods, queryFn: ({ signal }) => getPaymentMethods({ signal }) });

export const usePaymentMethods = () => useQuery(getPaymentMethodsQueryOptions());
