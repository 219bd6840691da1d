import { paymentMethodIdSchema, paymentMethodListSchema } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** DELETE /api/stripe/delete-method/:paymentMethodId (bearer) → the remaining cards. The default card is a 400. */
export const deletePaymentMethod = async (paymentMethodId: string) =>
  (
    await api.delete(`/stripe/delete-method/${encodeURIComponent(paymentMethodIdSchema.parse(paymentMethodId))}`, {
      schema: paymentMethodListSchema,
    })
  ).data;

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: (methods) => queryClient.setQueryData(billingKeys.paymentMethods, methods),
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods }),
  });
}
