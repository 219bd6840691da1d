import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentClientProvider, usePaymentClient } from './payment-client-provider';
import { STRIPE_UNAVAILABLE } from './stripe-messages';
import { stripeBillingDetails } from './stripe-client';

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
    );
    expect(screen.getByText('ready: sandbox')).toBeInTheDocument();
  });

  it('says card payments are unavailable when Stripe has no publishable key', () => {
    render(
      <PaymentClientProvider gateway="stripe" publishableKey={null}>
        <Probe />
      </PaymentClientProvider>,
    );
    expect(screen.getByText(STRIPE_UNAVAILABLE)).toBeInTheDocument();
  });

  it('loads the Stripe client only for the stripe gateway', async () => {
    render(
      <PaymentClientProvider gateway="stripe" publishableKey="pk_test_123">
        <Probe />
      </PaymentClientProvider>,
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
