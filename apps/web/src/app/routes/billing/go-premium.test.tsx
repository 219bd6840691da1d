import { PAYMENT_TEXT, TEST_CARD_NUMBERS } from '@steady/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, testAccount } from '@/testing/render-app';
import { billingHandlers, card, order, plan, premiumAccount, subscription } from '@/testing/billing-fixtures';

const created = {
  clientSecret: 'secret_1',
  customerId: 'cus_1',
  subscriptionId: 'sub_sandbox_1',
  documentId: 'sub1doc',
  status: 'incomplete',
  gateway: 'sandbox',
  plan,
};
const tokenized = { id: 'pm_sandbox_new', card: { ...card().card, fingerprint: 'fp_new' } };

const accountWithAddress = { ...testAccount, address: '1 Calm St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

async function fillCard(user: ReturnType<typeof renderApp>['user'], number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('/go-premium', () => {
  it('shows the plan, prefills the form from the profile and buys with the sandbox card', async () => {
    let confirms = 0;
    const { user, router, network } = renderApp('/go-premium', {
      token: 'jwt',
      handlers: billingHandlers({
        'GET /api/account': () => json(accountWithAddress),
        'POST /api/stripe/create-subscription': () => json(created),
        'POST /api/stripe/sandbox/tokenize': () => json(tokenized),
        'POST /api/stripe/sandbox/confirm-payment': () => {
          confirms += 1;
          return json({ status: 'succeeded', subscriptionId: 'sub_sandbox_1' });
        },
        'POST /api/stripe/attach-payment-method': () => json({ data: { ...tokenized, isDefault: true }, reused: false, message: 'ok' }),
        'POST /api/stripe/subscription-status': () => json({ subscription: subscription(), order: order() }),
        'POST /api/email/order-email': () => json({ ok: true, sent: false }),
        'GET /api/orders/order1': () => json({ data: order() }),
      }),
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Steady Premium' })).toBeInTheDocument();
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('62701');
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');

    await fillCard(user, TEST_CARD_NUMBERS.success);
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    await user.dblClick(subscribe);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/order-thank-you'));
    expect(router.state.location.search).toBe('?order=order1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText('1 Calm St, Springfield, IL 62701, US')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/stripe/create-subscription')).toHaveLength(1);
    expect(confirms).toBe(1);
    expect(network.callsTo('POST', '/api/stripe/sandbox/tokenize')[0]?.body).toEqual({
      number: TEST_CARD_NUMBERS.success,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
  });

  it('checks every field and the card before sending anything', async () => {
    const { user, network } = renderApp('/go-premium', { token: 'jwt', handlers: billingHandlers() });
    await screen.findByLabelText('Card number');
    await user.type(screen.getByLabelText('Country'), 'US');
    await user.type(screen.getByLabelText('ZIP code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a US ZIP code, like 12345 or 12345-6789.')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByLabelText('Address line 1')).toHaveFocus();
    expect(network.callsTo('POST', '/api/stripe/create-subscription')).toHaveLength(0);
  });

  it.each([
    // Issue 12.4: postcodes by country; a state only where the country has them.
    { country: 'United Kingdom', postcode: 'SW1A 2AA', label: 'Postcode', state: 'State or region (optional)', errors: [] },
    { country: 'GB', postcode: '12345', label: 'Postcode', state: 'State or region (optional)', errors: ['Enter a UK postcode, like SW1A 2AA.'] },
    { country: 'Canada', postcode: 'K1A 0B1', label: 'Postal code', state: 'Province', errors: ['Province is required'] },
    {
      country: 'CA',
      postcode: '12345',
      label: 'Postal code',
      state: 'Province',
      errors: ['Enter a Canadian postal code, like K1A 0B1.', 'Province is required'],
    },
    {
      country: 'Australia',
      postcode: '20000',
      label: 'Postcode',
      state: 'State',
      errors: ['Enter an Australian postcode (4 digits), like 2000.', 'State is required'],
    },
    { country: 'Ireland', postcode: 'D02X285', label: 'Eircode', state: 'State or region (optional)', errors: [] },
    { country: 'Germany', postcode: '10115', label: 'Postcode / ZIP code', state: 'State or region (optional)', errors: [] },
    {
      country: 'Germany',
      postcode: '1',
      label: 'Postcode / ZIP code',
      state: 'State or region (optional)',
      errors: ['Enter a postcode of 2 to 10 letters, digits, spaces or hyphens.'],
    },
  ])('checks a $country postcode $postcode', async ({ country, postcode, label, state, errors }) => {
    const { user } = renderApp('/go-premium', { token: 'jwt', handlers: billingHandlers() });
    await screen.findByLabelText('Card number');
    await user.type(screen.getByLabelText('Country'), country);
    await user.type(screen.getByLabelText(label), postcode);
    expect(screen.getByLabelText(state)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    const shown = [...document.querySelectorAll('.field__error')].map((e) => e.textContent);
    for (const message of errors) expect(shown).toContain(message);
    const addressProblems = shown.filter((m) => /postcode|postal|zip|eircode|state|province/i.test(m ?? ''));
    expect(addressProblems).toHaveLength(errors.length);
  });

  it('shows a declined card under the form, removes the overlay, and lets the person try again', async () => {
    const { user } = renderApp('/go-premium', {
      token: 'jwt',
      handlers: billingHandlers({
        'GET /api/account': () => json(accountWithAddress),
        'POST /api/stripe/create-subscription': () => json(created),
        'POST /api/stripe/sandbox/tokenize': () => json(tokenized),
        'POST /api/stripe/sandbox/confirm-payment': () => strapiError(402, PAYMENT_TEXT.cardDeclined, 'CardError'),
      }),
    });
    await screen.findByLabelText('Card number');
    await fillCard(user, TEST_CARD_NUMBERS.declined);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_TEXT.cardDeclined);
    expect(alert).toHaveFocus();
    expect(screen.queryByTestId('payment-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('runs the authentication dialog for cards that need it', async () => {
    const { user, router, network } = renderApp('/go-premium', {
      token: 'jwt',
      handlers: billingHandlers({
        'GET /api/account': () => json(accountWithAddress),
        'POST /api/stripe/create-subscription': () => json(created),
        'POST /api/stripe/sandbox/tokenize': () => json(tokenized),
        'POST /api/stripe/sandbox/confirm-payment': ({ body }) =>
          (body as { authenticated?: boolean }).authenticated
            ? json({ status: 'succeeded', subscriptionId: 'sub_sandbox_1' })
            : json({ status: 'requires_action', subscriptionId: 'sub_sandbox_1' }),
        'POST /api/stripe/attach-payment-method': () => json({ data: { ...tokenized, isDefault: true }, reused: false, message: 'ok' }),
        'POST /api/stripe/subscription-status': () => json({ subscription: subscription(), order: order() }),
        'POST /api/email/order-email': () => json({ ok: true, sent: false }),
        'GET /api/orders/order1': () => json({ data: order() }),
      }),
    });
    await screen.findByLabelText('Card number');
    await fillCard(user, TEST_CARD_NUMBERS.authentication);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('alertdialog', { name: PAYMENT_TEXT.sandboxAuthTitle });
    expect(within(dialog).getByText(PAYMENT_TEXT.sandboxAuthText)).toBeInTheDocument();
    expect(screen.getByTestId('payment-overlay')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/order-thank-you'));
    expect(network.callsTo('POST', '/api/stripe/sandbox/confirm-payment').map((c) => (c.body as { authenticated?: boolean }).authenticated)).toEqual([
      undefined,
      true,
    ]);
  });

  it('tells members they already have it', async () => {
    renderApp('/go-premium', { token: 'jwt', handlers: billingHandlers({ 'GET /api/account': () => json(premiumAccount) }) });
    expect(await screen.findByText('You already have Steady Premium.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard?tab=subscriptions');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('/Subscription', () => {
  it('shows visitors the plan and a login link that brings them back', async () => {
    renderApp('/Subscription', { handlers: billingHandlers() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Steady Premium' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to subscribe' })).toHaveAttribute('href', '/Login?redirectTo=%2FSubscription');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
