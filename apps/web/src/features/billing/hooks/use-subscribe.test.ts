import { i18n } from '@lingui/core';
import { PAYMENT_TEXT, TEST_CARD_NUMBERS } from '@steady/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentClient } from '@/lib/payment-client/types';
import { json, mockFetch, strapiError } from '@/testing/mock-fetch';
import { card, order, plan, subscription } from '@/testing/billing-fixtures';
import { runSubscribeFlow, STILL_CONFIRMING } from './use-subscribe';

const values = {
  name: 'Sam',
  email: 'sam@example.com',
  line1: '1 Calm St',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
};
const cardInput = { kind: 'sandbox', number: TEST_CARD_NUMBERS.success, expMonth: 12, expYear: 2030, cvc: '123' } as const;

/** The PaymentClient faked at the interface boundary; the API is faked at the HTTP level. */
function fakeClient(overrides: Partial<PaymentClient> = {}): PaymentClient {
  return {
    gateway: 'sandbox',
    CardField: () => null,
    createPaymentMethod: vi.fn().mockResolvedValue({ id: 'pm_new', card: card({ last4: '4242' }).card }),
    confirmPayment: vi.fn().mockResolvedValue({ status: 'succeeded' }),
    ...overrides,
  };
}

const created = {
  clientSecret: 'secret_1',
  customerId: 'cus_1',
  subscriptionId: 'sub_sandbox_1',
  documentId: 'sub1doc',
  status: 'incomplete',
  gateway: 'sandbox',
  plan,
};

describe('the subscribe flow (spec §4)', () => {
  it('creates, tokenizes, reuses a saved card with the same fingerprint, confirms, attaches, checks status, emails', async () => {
    let statusCalls = 0;
    const network = mockFetch({
      'POST /api/stripe/create-subscription': () => json(created),
      'POST /api/stripe/payment-methods': () => json({ data: [card({ last4: '4242', isDefault: true })] }),
      'POST /api/stripe/attach-payment-method': () => json({ data: card({ last4: '4242', isDefault: true }), reused: true, message: 'ok' }),
      'POST /api/stripe/subscription-status': () => {
        statusCalls += 1;
        return statusCalls === 1
          ? json({ subscription: subscription({ status: 'incomplete' }), order: null })
          : json({ subscription: subscription(), order: order() });
      },
      'POST /api/email/order-email': () => json({ ok: true, sent: false }),
    });
    const client = fakeClient();
    const steps: string[] = [];
    const sleep = vi.fn().mockResolvedValue(undefined);

    const result = await runSubscribeFlow({ values, card: cardInput, planId: 'premium-monthly' }, { client, sleep, onStep: (s) => steps.push(s) });

    expect(result.order?.documentId).toBe('order1');
    expect(steps).toEqual(['subscription', 'card', 'confirm', 'save', 'status']);
    expect(network.callsTo('POST', '/api/stripe/create-subscription')[0]?.body).toEqual({
      planId: 'premium-monthly',
      customerName: 'Sam',
      customerEmail: 'sam@example.com',
      customerAddress: { line1: '1 Calm St', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
    });
    expect(client.createPaymentMethod).toHaveBeenCalledWith(cardInput, expect.objectContaining({ name: 'Sam', email: 'sam@example.com' }));
    // The saved card's id, not the new one.
    expect(client.confirmPayment).toHaveBeenCalledWith('secret_1', 'pm_sandbox_4242');
    expect(network.callsTo('POST', '/api/stripe/attach-payment-method')[0]?.body).toEqual({ paymentMethodId: 'pm_sandbox_4242', makeDefault: true });
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(network.callsTo('POST', '/api/email/order-email')[0]?.body).toEqual({ orderId: 'order1' });
    // Order of calls: create → list → attach → status … → email.
    expect(network.calls.map((c) => c.url.pathname)).toEqual([
      '/api/stripe/create-subscription',
      '/api/stripe/payment-methods',
      '/api/stripe/attach-payment-method',
      '/api/stripe/subscription-status',
      '/api/stripe/subscription-status',
      '/api/email/order-email',
    ]);
  });

  it('stops at a refused payment with the card message, saving nothing', async () => {
    const network = mockFetch({
      'POST /api/stripe/create-subscription': () => json(created),
      'POST /api/stripe/payment-methods': () => json({ data: [] }),
    });
    const client = fakeClient({ confirmPayment: vi.fn().mockResolvedValue({ error: { message: PAYMENT_TEXT.cardDeclined } }) });
    await expect(runSubscribeFlow({ values, card: cardInput }, { client })).rejects.toThrow(PAYMENT_TEXT.cardDeclined);
    expect(client.confirmPayment).toHaveBeenCalledWith('secret_1', 'pm_new');
    expect(network.callsTo('POST', '/api/stripe/attach-payment-method')).toHaveLength(0);
  });

  it('passes on request errors (already subscribed) before touching the card', async () => {
    mockFetch({ 'POST /api/stripe/create-subscription': () => strapiError(409, PAYMENT_TEXT.alreadySubscribed) });
    const client = fakeClient();
    await expect(runSubscribeFlow({ values, card: cardInput }, { client })).rejects.toThrow(PAYMENT_TEXT.alreadySubscribed);
    expect(client.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('says so when the provider has not confirmed after polling', async () => {
    mockFetch({
      'POST /api/stripe/create-subscription': () => json(created),
      'POST /api/stripe/payment-methods': () => json({ data: [] }),
      'POST /api/stripe/attach-payment-method': () => json({ data: card(), reused: false, message: 'ok' }),
      'POST /api/stripe/subscription-status': () => json({ subscription: subscription({ status: 'incomplete' }), order: null }),
    });
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(runSubscribeFlow({ values, card: cardInput }, { client: fakeClient(), sleep, pollAttempts: 3 })).rejects.toThrow(i18n._(STILL_CONFIRMING));
    expect(sleep).toHaveBeenCalledTimes(3);
  });
});
