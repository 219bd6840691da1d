import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentClientProvider, usePaymentClient } from './payment-client-provider';
import { STRIPE_UNAVAILABLE } from './stripe-messages';
import { stripeBillingDetails } from './stripe-client';
import { WithI18n } from '@/testing/i18n';

function Probe() {
  const state = usePaymentClient();
  return <p>{state.status === 'ready' ? `ready: ${state.client.gateway}` : state.status === 'error' ? state.message : 'loading'}</p>;
}

describe('PaymentClientProvider', () => {
  it('gives the sandbox client for the sandbox gateway', () => {
    render(
      <PaymentClientProvider gateway="sandbox">
        <Probe />
      </PaymentClientProvider>,
      { wrapper: WithI18n },
    );
    expect(screen.getByText('ready: sandbox')).toBeInTheDocument();
  });

  it('says card payments are unavailable when Stripe has no publishable key', () => {
    render(
      <PaymentClientProvider gateway="stripe" publishableKey={null}>
        <Probe />
      </PaymentClientProvider>,
      { wrapper: WithI18n },
    );
    expect(screen.getByText(i18n._(STRIPE_UNAVAILABLE))).toBeInTheDocument();
  });

  it('loads the Stripe client only for the stripe gateway', async () => {
    render(
      <PaymentClientProvider gateway="stripe" publishableKey="pk_test_123">
        <Probe />
      </PaymentClientProvider>,
      { wrapper: WithI18n },
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('ready: stripe')).toBeInTheDocument();
  });
});

describe('stripeBillingDetails', () => {
  it('passes a two-letter country on and leaves a free-text one out', () => {
    const address = { line1: '1 Calm St', city: 'Springfield', state: 'IL', postal_code: '62701' };
    expect(stripeBillingDetails({ name: 'Sam', email: 's@example.com', address: { ...address, country: 'us' } })?.address).toEqual({
      ...address,
      country: 'US',
    });
    expect(stripeBillingDetails({ name: 'Sam', email: 's@example.com', address: { ...address, country: 'United States' } })?.address).toEqual(address);
    expect(stripeBillingDetails(undefined)).toBeUndefined();
  });
});
