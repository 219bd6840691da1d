import { addPaymentMethodBodySchema, savedPaymentMethodSchema } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/stripe/add-payment-method (bearer): the 'Add new method' popup. A refused card is a 402 with its message. */
export const addPaymentMethod = (paymentMethodId: string) =>
  api.post('/stripe/add-payment-method', addPaymentMethodBodySchema.parse({ paymentMethodId }), { schema: savedPaymentMethodSchema });

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods }),
  });
}
