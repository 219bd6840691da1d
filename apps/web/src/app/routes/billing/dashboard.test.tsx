import { i18n } from '@lingui/core';
import { PAYMENT_TEXT, TEST_CARD_NUMBERS } from '@steady/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, testAccount } from '@/testing/render-app';
import { ADDRESS_SAVED } from '@/features/billing/components/address-panel';
import { billingHandlers, card, order, subscription } from '@/testing/billing-fixtures';

describe('/dashboard', () => {
  it("shows the user's name and email, and tabs that follow ?tab= and the arrow keys", async () => {
    const { user, router } = renderApp('/dashboard?tab=subscriptions', {
      token: 'jwt',
      handlers: billingHandlers({
        'GET /api/subscriptions': () => json({ data: [subscription({ nextPaymentDate: new Date(2026, 11, 21, 9, 30).toISOString() })] }),
        'GET /api/orders': () => json({ data: [order()] }),
      }),
    });
    expect(await screen.findByText('Sam')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    const subscriptionsTab = screen.getByRole('tab', { name: 'My Subscriptions' });
    expect(subscriptionsTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    const row = (await within(panel).findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Steady Premium');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('21 Dec 2026');
    expect(within(row).getByRole('link', { name: /View/ })).toHaveAttribute('href', '/subscriptions/sub1doc');

    subscriptionsTab.focus();
    await user.keyboard('{ArrowLeft}');
    const ordersTab = screen.getByRole('tab', { name: 'My Orders' });
    expect(ordersTab).toHaveFocus();
    expect(ordersTab).toHaveAttribute('aria-selected', 'true');
    expect(ordersTab).toHaveAttribute('tabindex', '0');
    expect(subscriptionsTab).toHaveAttribute('tabindex', '-1');
    expect(router.state.location.search).toBe('?tab=orders');
    const orderRow = (await within(screen.getByRole('tabpanel')).findAllByRole('row'))[1]!;
    expect(orderRow).toHaveTextContent('order1');
    expect(orderRow).toHaveTextContent('Completed');
    expect(orderRow).toHaveTextContent('$4.99');
    expect(within(orderRow).getByRole('link', { name: /View/ })).toHaveAttribute('href', '/orders/order1');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Payment methods' })).toHaveFocus();
    expect(await screen.findByText('You have no saved cards.')).toBeInTheDocument();
  });

  it('shows empty states', async () => {
    const { user } = renderApp('/dashboard', { token: 'jwt', handlers: billingHandlers() });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Subscriptions' }));
    expect(await screen.findByText('You have no subscriptions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Address' }));
    expect(await screen.findByText(/No billing address yet/)).toBeInTheDocument();
  });
});

describe('Address tab', () => {
  it("says 'Data updated successfully!' only after the server saved it", async () => {
    let fail = true;
    const { user, network } = renderApp('/dashboard?tab=address', {
      token: 'jwt',
      handlers: billingHandlers({
        'PUT /api/account/billing-address': ({ body }) =>
          fail
            ? strapiError(400, 'Postal code must be at most 5 characters')
            : json({ ...testAccount, ...(body as object), address: '3 Harbour Road', city: 'Portland' }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit billing address' }));
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_TEXT.editBillingAddress });
    await user.type(within(dialog).getByLabelText('Address'), '3 Harbour Road');
    await user.type(within(dialog).getByLabelText('City'), 'Portland');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Postal code must be at most 5 characters');
    expect(screen.queryByText(i18n._(ADDRESS_SAVED))).not.toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(i18n._(ADDRESS_SAVED))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('billing-address')).toHaveTextContent('3 Harbour Road, Portland');
    expect(network.callsTo('PUT', '/api/account/billing-address')[1]?.body).toEqual({
      address: '3 Harbour Road',
      city: 'Portland',
      state: '',
      postalCode: '',
      country: '',
    });
  });

  it('checks the postcode for the country before sending (issue 12.4)', async () => {
    const { user, network } = renderApp('/dashboard?tab=address', { token: 'jwt', handlers: billingHandlers() });
    await user.click(await screen.findByRole('button', { name: 'Edit billing address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Postcode'), 'SW1A 2A');
    await user.type(within(dialog).getByLabelText('Country'), 'UK');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a UK postcode, like SW1A 2AA.')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/account/billing-address')).toHaveLength(0);
  });
});

describe('Payment methods tab', () => {
  const visa = card({ last4: '4242', isDefault: true });
  const mastercard = card({ last4: '4444', brand: 'mastercard' });

  it('shows card tiles and makes a card the default', async () => {
    let methods = [visa, mastercard];
    const { user, network } = renderApp('/dashboard?tab=payment-methods', {
      token: 'jwt',
      handlers: billingHandlers({
        'POST /api/stripe/payment-methods': () => json({ data: methods }),
        'POST /api/stripe/default-method': () => {
          methods = [
            { ...mastercard, isDefault: true },
            { ...visa, isDefault: false },
          ];
          return json({ data: methods });
        },
      }),
    });
    const visaTile = (await screen.findByText('XXXX XXXX XXXX 4242')).closest('li')!;
    expect(visaTile).toHaveTextContent('Visa');
    expect(visaTile).toHaveTextContent('Expires 12/2030');
    expect(within(visaTile).getByRole('radio')).toBeChecked();
    const mastercardTile = screen.getByText('XXXX XXXX XXXX 4444').closest('li')!;
    await user.click(within(mastercardTile).getByRole('radio', { name: /Make default.*Mastercard ending 4444/ }));
    expect(await screen.findByText('Default card changed.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/stripe/default-method')[0]?.body).toEqual({ paymentMethodId: 'pm_sandbox_4444' });
    expect(within(screen.getByText('XXXX XXXX XXXX 4444').closest('li')!).getByRole('radio')).toBeChecked();
  });

  it('refuses to delete the default card, and deletes another after Yes', async () => {
    const { user, network } = renderApp('/dashboard?tab=payment-methods', {
      token: 'jwt',
      handlers: billingHandlers({
        'POST /api/stripe/payment-methods': () => json({ data: [visa, mastercard] }),
        'DELETE /api/stripe/delete-method/pm_sandbox_4444': () => json({ data: [visa] }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete card ending 4242' }));
    const warning = await screen.findByRole('alertdialog', { name: PAYMENT_TEXT.defaultMethodTitle });
    expect(warning).toHaveTextContent(PAYMENT_TEXT.defaultMethodNotDeletable);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(network.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete card ending 4444' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(PAYMENT_TEXT.confirmDeleteMethod);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Payment method deleted.')).toBeInTheDocument();
    expect(screen.queryByText('XXXX XXXX XXXX 4444')).not.toBeInTheDocument();
  });

  it("shows 'Default Method!' when the server refuses because the card became the default elsewhere", async () => {
    const { user } = renderApp('/dashboard?tab=payment-methods', {
      token: 'jwt',
      handlers: billingHandlers({
        'POST /api/stripe/payment-methods': () => json({ data: [visa, mastercard] }),
        'DELETE /api/stripe/delete-method/pm_sandbox_4444': () =>
          strapiError(400, PAYMENT_TEXT.defaultMethodNotDeletable, 'ValidationError', 'default_method_not_deletable'),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete card ending 4444' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alertdialog', { name: PAYMENT_TEXT.defaultMethodTitle })).toBeInTheDocument();
  });

  it("adds a card, or says 'Error: ' and why", async () => {
    let refuse = true;
    const { user } = renderApp('/dashboard?tab=payment-methods', {
      token: 'jwt',
      handlers: billingHandlers({
        'POST /api/stripe/sandbox/tokenize': () => json({ id: 'pm_sandbox_new', card: visa.card }),
        'POST /api/stripe/add-payment-method': () =>
          refuse ? strapiError(402, PAYMENT_TEXT.cardDeclined, 'CardError') : json({ data: visa, reused: false, message: PAYMENT_TEXT.methodAdded }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: PAYMENT_TEXT.addNewMethod }));
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_TEXT.enterCardDetails });
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(within(dialog).getByText('Your card number is incomplete.')).toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText('Card number'), TEST_CARD_NUMBERS.success);
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Error: ${PAYMENT_TEXT.cardDeclined}`);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText(PAYMENT_TEXT.methodAdded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
