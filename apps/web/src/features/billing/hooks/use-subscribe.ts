import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { isEntitling, type Order, type Subscription } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { accountQueryKey } from '@/lib/account';
import { ApiError } from '@/lib/api-client';
import { PaymentClientError, isConfirmError, type CardInput, type PaymentClient } from '@/lib/payment-client/types';
import { attachPaymentMethod } from '../api/attach-payment-method';
import { createSubscription, toCreateSubscriptionBody, type CheckoutFormValues } from '../api/create-subscription';
import { getPaymentMethods } from '../api/get-payment-methods';
import { billingKeys } from '../api/keys';
import { sendOrderEmail } from '../api/send-order-email';
import { getSubscriptionStatus } from '../api/subscription-status';
import { thankYouHref, type ThankYouState } from '../utils/thank-you-state';

export const STILL_CONFIRMING = msg`Your payment went through, but your bank has not confirmed it yet. Check My Subscriptions in a minute before trying again.`;

export type SubscribeStep = 'subscription' | 'card' | 'confirm' | 'save' | 'status';

export type SubscribeRequest = {
  values: CheckoutFormValues;
  card: CardInput;
  /** Plan slug or stripePlanId; the server's premium plan when left out. */
  planId?: string | undefined;
};

export type SubscribeDeps = {
  client: PaymentClient;
  onStep?: (step: SubscribeStep) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Extra status checks while the provider has not confirmed yet (Stripe may lag a moment), 1 s apart. */
  pollAttempts?: number;
};

export type SubscribeResult = { subscription: Subscription; order: Order | null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The payment flow of spec §4 / docs/payments-api.md, the same for both gateways:
 * create the subscription (client secret) → payment method → fingerprint reuse → confirm → attach →
 * status (the server's record decides) → order email. Throws with a readable message at the first failure.
 */
export async function runSubscribeFlow(request: SubscribeRequest, deps: SubscribeDeps): Promise<SubscribeResult> {
  const { client, onStep, sleep = wait, pollAttempts = 5 } = deps;
  const { values, card, planId } = request;
  const body = toCreateSubscriptionBody(values, planId);

  onStep?.('subscription');
  const created = await createSubscription(body);

  onStep?.('card');
  const method = await client.createPaymentMethod(card, {
    name: body.customerName,
    email: body.customerEmail,
    address: body.customerAddress,
  });

  // A card the user saved before is used again instead of a copy (the server de-duplicates on attach too).
  let paymentMethodId = method.id;
  const fingerprint = method.card?.fingerprint;
  if (fingerprint) {
    const saved = await getPaymentMethods().catch(() => []);
    const match = saved.find((m) => m.card.fingerprint === fingerprint);
    if (match) paymentMethodId = match.id;
  }

  onStep?.('confirm');
  const confirmed = await client.confirmPayment(created.clientSecret, paymentMethodId);
  if (isConfirmError(confirmed)) throw new PaymentClientError(confirmed.error.message, confirmed.error.code);

  onStep?.('save');
  // The payment is made: a card that could not be saved must not turn it into an error for the person.
  await attachPaymentMethod({ paymentMethodId, makeDefault: true }).catch(() => undefined);

  onStep?.('status');
  let result = await getSubscriptionStatus(created.subscriptionId);
  for (let attempt = 0; attempt < pollAttempts && !(isEntitling(result.subscription.status) && result.order); attempt += 1) {
    await sleep(1000);
    result = await getSubscriptionStatus(created.subscriptionId);
  }
  if (!isEntitling(result.subscription.status)) throw new PaymentClientError(i18n._(STILL_CONFIRMING));

  if (result.order) {
    // Optional: the server emails the order itself; this only sends it if that has not happened yet.
    await sendOrderEmail(result.order.documentId).catch(() => undefined);
  }
  return { subscription: result.subscription, order: result.order };
}

/** Runs the subscribe flow once at a time, refreshes what it changed and goes to the thank-you page. */
export function useSubscribe(client: PaymentClient | null, { onStep }: { onStep?: (step: SubscribeStep) => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const running = useRef(false);
  // Someone may leave mid-payment (the overlay's SOS link): the purchase still completes, but never
  // pulls them from where they went to the thank-you page.
  const onCheckout = useRef(true);
  useEffect(() => {
    onCheckout.current = true;
    return () => {
      onCheckout.current = false;
    };
  }, []);

  const mutation = useMutation({
    mutationFn: async (request: SubscribeRequest) => {
      if (!client) throw new PaymentClientError(t`Card payments are still loading. Please try again in a moment.`);
      return runSubscribeFlow(request, { client, onStep });
    },
    onSuccess: async ({ order }) => {
      // Leave for the thank-you page first, then refresh what the purchase changed (premium, menu, lists).
      // Someone who went elsewhere stays there: the order email and the dashboard have the details.
      if (order) queryClient.setQueryData(billingKeys.order(order.documentId), order);
      if (onCheckout.current) {
        const state: ThankYouState | undefined = order ? { order } : undefined;
        await navigate(order ? thankYouHref(order.documentId) : paths.paymentSuccess.getHref(), { state });
      }
      for (const queryKey of [accountQueryKey, billingKeys.subscriptions, billingKeys.orders, billingKeys.paymentMethods]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => {
      // 'You already have an active subscription.': the page then shows the member's view.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });

  /** Ignores a second submit while one is running (double click); the server is idempotent as well. */
  const subscribe = (request: SubscribeRequest) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(request, {
      onSettled: () => {
        running.current = false;
      },
    });
  };

  return { ...mutation, subscribe };
}
