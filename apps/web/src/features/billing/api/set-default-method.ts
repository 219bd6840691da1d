import { defaultMethodBodySchema, paymentMethodListSchema } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/stripe/default-method (bearer) → the saved cards with the new default (renewals charge it). */
export const setDefaultMethod = async (paymentMethodId: string) =>
  (await api.post('/stripe/default-method', defaultMethodBodySchema.parse({ paymentMethodId }), { schema: paymentMethodListSchema })).data;

export function useSetDefaultMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultMethod,
    onSuccess: (methods) => queryClient.setQueryData(billingKeys.paymentMethods, methods),
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods }),
  });
}
