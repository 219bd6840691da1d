import { PAYMENT_TEXT, TEST_CARD_NUMBERS } from '@steady/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, strapiError } from '@/testing/mock-fetch';
import { createSandboxPaymentClient } from './sandbox-client';

const card = { brand: 'visa', last4: '3155', exp_month: 12, exp_year: 2030, fingerprint: 'fp_1' };

describe('sandbox payment client', () => {
  it('tokenizes the card once, with the card fields only', async () => {
    const network = mockFetch({ 'POST /api/stripe/sandbox/tokenize': () => json({ id: 'pm_sandbox_1', card }) });
    const client = createSandboxPaymentClient({ authenticate: vi.fn() });
    const method = await client.createPaymentMethod({ kind: 'sandbox', number: TEST_CARD_NUMBERS.authentication, expMonth: 12, expYear: 2030, cvc: '123' });
    expect(method).toEqual({ id: 'pm_sandbox_1', card });
    expect(network.callsTo('POST', '/api/stripe/sandbox/tokenize')[0]?.body).toEqual({
      number: TEST_CARD_NUMBERS.authentication,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
  });

  it('asks the person when the bank wants authentication, then confirms with their answer', async () => {
    const network = mockFetch({
      'POST /api/stripe/sandbox/confirm-payment': ({ body }) =>
        (body as { authenticated?: boolean }).authenticated === undefined
          ? json({ status: 'requires_action', subscriptionId: 'sub_1' })
          : json({ status: 'succeeded', subscriptionId: 'sub_1' }),
    });
    const authenticate = vi.fn().mockResolvedValue(true);
    const client = createSandboxPaymentClient({ authenticate });
    await expect(client.confirmPayment('secret_1', 'pm_sandbox_1')).resolves.toEqual({ status: 'succeeded' });
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(network.callsTo('POST', '/api/stripe/sandbox/confirm-payment').map((c) => c.body)).toEqual([
      { clientSecret: 'secret_1', paymentMethodId: 'pm_sandbox_1' },
      { clientSecret: 'secret_1', paymentMethodId: 'pm_sandbox_1', authenticated: true },
    ]);
  });

  it('returns the card message of a refused payment as an error', async () => {
    mockFetch({
      'POST /api/stripe/sandbox/confirm-payment': () =>
        strapiError(402, PAYMENT_TEXT.cardDeclined, 'CardError', 'card_declined', { decline_code: 'generic_decline' }),
    });
    const client = createSandboxPaymentClient({ authenticate: vi.fn() });
    await expect(client.confirmPayment('secret_1', 'pm_sandbox_1')).resolves.toEqual({
      error: { message: PAYMENT_TEXT.cardDeclined, code: 'card_declined' },
    });
  });
});
