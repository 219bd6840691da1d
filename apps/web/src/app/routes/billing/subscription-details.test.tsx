import { PAYMENT_TEXT } from '@steady/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { billingHandlers, charge, order, subscription } from '@/testing/billing-fixtures';

const detail = () =>
  subscription({
    charges: [
      charge({ documentId: 'c2', orderId: 'order2', description: 'Steady Premium — renewal', date: new Date(2026, 11, 21, 9, 30).toISOString() }),
      charge(),
    ],
  });

describe('/subscriptions/:id', () => {
  it('shows the plan, dates, charges and a printable receipt', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderApp('/subscriptions/sub1doc', {
      token: 'jwt',
      handlers: billingHandlers({ 'GET /api/subscriptions/sub1doc': () => json({ data: detail() }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Steady Premium' })).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByText('21 Nov 2026 at 09:30')).toBeInTheDocument();
    expect(screen.getByText('21 Dec 2026 at 09:30')).toBeInTheDocument();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Previous charges' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Steady Premium — renewal');

    await user.click(within(rows[2]!).getByRole('button', { name: /View Receipt/ }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('ch_sandbox_1');
    await user.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('offers no receipt for a charge that failed', async () => {
    const failed = charge({ documentId: 'c3', orderId: null, description: 'Steady Premium — payment failed', status: 'failed' });
    renderApp('/subscriptions/sub1doc', {
      token: 'jwt',
      handlers: billingHandlers({ 'GET /api/subscriptions/sub1doc': () => json({ data: subscription({ charges: [failed, charge()] }) }) }),
    });
    const table = await screen.findByRole('table', { name: 'Previous charges' });
    const [, failedRow, paidRow] = within(table).getAllByRole('row');
    expect(failedRow).toHaveTextContent('Failed');
    expect(within(failedRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(failedRow).toHaveTextContent('No receipt: this payment did not go through');
    expect(within(paidRow!).getByRole('button', { name: /View Receipt/ })).toBeInTheDocument();
  });

  it("cancels at the period end after a clear question: 'Active until …', premium kept, and it can be kept", async () => {
    const ending = () => json({ subscription: subscription({ cancelAtPeriodEnd: true, canceledAt: new Date(2026, 10, 22).toISOString() }) });
    const { user, network } = renderApp('/subscriptions/sub1doc', {
      token: 'jwt',
      handlers: billingHandlers({
        'GET /api/subscriptions/sub1doc': () => json({ data: detail() }),
        'POST /api/stripe/cancel-subscription': ending,
        'POST /api/stripe/resume-subscription': () => json({ subscription: subscription() }),
      }),
    });
    // 'Keep subscription' in the question changes nothing.
    await user.click(await screen.findByRole('button', { name: PAYMENT_TEXT.cancelSubscription }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
    expect(confirm).toHaveTextContent('Premium stays until 21 Dec 2026, the end of the time you have paid for.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/stripe/cancel-subscription')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: PAYMENT_TEXT.cancelSubscription }));
    confirm = await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel at period end' }));
    const note = await screen.findByText("Your subscription is cancelled and will not renew. Premium stays until 21 Dec 2026, and you won't be charged again.");
    await waitFor(() => expect(note).toHaveFocus());
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active until 21 Dec 2026');
    expect(screen.getByText('Premium until')).toBeInTheDocument();
    expect(screen.queryByText('Next payment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAYMENT_TEXT.cancelSubscription })).not.toBeInTheDocument();
    expect(network.callsTo('POST', '/api/stripe/cancel-subscription')[0]?.body).toEqual({ subscriptionId: 'sub_sandbox_1' });
    // The charges are kept.
    expect(within(screen.getByRole('table', { name: 'Previous charges' })).getAllByRole('row')).toHaveLength(3);

    // Changed their mind before the period ended.
    await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.getByText('Your subscription continues as before.')).toHaveFocus());
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(/^Active$/);
    expect(screen.getByText('Next payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAYMENT_TEXT.cancelSubscription })).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/stripe/resume-subscription')[0]?.body).toEqual({ subscriptionId: 'sub_sandbox_1' });
  });

  it("shows 'Cancelled' without the button once it has ended", async () => {
    renderApp('/subscriptions/sub1doc', {
      token: 'jwt',
      handlers: billingHandlers({
        'GET /api/subscriptions/sub1doc': () =>
          json({ data: subscription({ status: 'canceled', nextPaymentDate: null, canceledAt: new Date(2026, 11, 21).toISOString() }) }),
      }),
    });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: PAYMENT_TEXT.cancelSubscription })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep subscription' })).not.toBeInTheDocument();
  });

  it("says 'No data found' for someone else's or an unknown subscription", async () => {
    renderApp('/subscriptions/nope', {
      token: 'jwt',
      handlers: billingHandlers({ 'GET /api/subscriptions/nope': () => strapiError(404, 'Not Found', 'NotFoundError') }),
    });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });
});

describe('/orders/:id', () => {
  it('shows the order and its statuses', async () => {
    renderApp('/orders/order1', { token: 'jwt', handlers: billingHandlers({ 'GET /api/orders/order1': () => json({ data: order() }) }) });
    expect(await screen.findByText('Succeeded')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View subscription/ })).toHaveAttribute('href', '/subscriptions/sub1doc');
  });
});
