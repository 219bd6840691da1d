import { cancelSubscriptionBodySchema, cancelSubscriptionResponseSchema, type Subscription } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/**
 * POST /api/stripe/cancel-subscription (bearer) → the subscription, still 'active' with cancelAtPeriodEnd: it ends
 * when the paid period does. Twice gives the same answer.
 */
export const cancelSubscription = (subscriptionId: string) => changeSubscription('/stripe/cancel-subscription', subscriptionId);

/** POST /api/stripe/resume-subscription (bearer): 'Keep subscription' after cancelling, before the period ends. */
export const resumeSubscription = (subscriptionId: string) => changeSubscription('/stripe/resume-subscription', subscriptionId);

const changeSubscription = async (route: string, subscriptionId: string) =>
  (await api.post(route, cancelSubscriptionBodySchema.parse({ subscriptionId }), { schema: cancelSubscriptionResponseSchema })).subscription;

/** `documentId` names the detail query to update in place (the answer may leave out the charges). */
function useChangeSubscription(documentId: string, change: (subscriptionId: string) => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (subscription) => {
      queryClient.setQueryData<Subscription>(billingKeys.subscription(documentId), (current) =>
        current ? { ...current, ...subscription, charges: subscription.charges ?? current.charges } : subscription,
      );
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions, exact: true });
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}

export const useCancelSubscription = (documentId: string) => useChangeSubscription(documentId, cancelSubscription);
export const useResumeSubscription = (documentId: string) => useChangeSubscription(documentId, resumeSubscription);
