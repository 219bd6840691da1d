import { PAYMENT_TEXT } from '@steady/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { billingHandlers, order } from '@/testing/billing-fixtures';

describe('/my-account/order-thank-you', () => {
  it('loads the order from ?order= after a reload', async () => {
    renderApp('/my-account/order-thank-you?order=order1', {
      token: 'jwt',
      handlers: billingHandlers({ 'GET /api/orders/order1': () => json({ data: order() }) }),
    });
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText('1 Calm St, Springfield, IL 62701, US')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Steady Premium' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.getAllByText('pi_sandbox_1').length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: /Contact support at help@example\.com/ })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("says 'No order details available.', and thanks for no order, without state or id and for an unknown order", async () => {
    const first = renderApp('/my-account/order-thank-you', { token: 'jwt', handlers: billingHandlers() });
    expect(await screen.findByText(PAYMENT_TEXT.noOrderDetails)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your order' })).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    first.unmount();

    renderApp('/my-account/order-thank-you?order=gone', {
      token: 'jwt',
      handlers: billingHandlers({ 'GET /api/orders/gone': () => strapiError(404, 'Not found') }),
    });
    expect(await screen.findByText(PAYMENT_TEXT.noOrderDetails)).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });
});
