import { cancelSubscriptionBodySchema, cancelSubscriptionResponseSchema, type Subscription } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/** POST /api/stripe/cancel-subscription (bearer) → the subscription, status 'canceled'. Twice gives the same answer. */
export const cancelSubscription = async (subscriptionId: string) =>
  (
    await api.post('/stripe/cancel-subscription', cancelSubscriptionBodySchema.parse({ subscriptionId }), {
      schema: cancelSubscriptionResponseSchema,
    })
  ).subscription;

/** `documentId` names the detail query to update in place (the answer may leave out the charges). */
export function useCancelSubscription(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData<Subscription>(billingKeys.subscription(documentId), (current) =>
        current ? { ...current, ...subscription, charges: subscription.charges ?? current.charges } : subscription,
      );
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions, exact: true });
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
