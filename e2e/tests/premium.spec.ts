import { expect, test } from '@playwright/test';
import { CARDS, checkoutReady, screenshots } from './premium-support';
import { CHECKOUT_ADDRESS as ADDRESS, expectNoSeriousA11yViolations, fillCheckout, mailDropMessages, signIn } from './support';

/*
 * Premium against the real backend and the sandbox gateway: buying, declined and authenticated cards,
 * the thank-you page, the dashboard tabs, renewals, cancelling (saved cards and the address: billing.spec).
 */

test('buys premium: thank-you (also after a reload), order email, dashboard, premium skill, renewal, cancel', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { user, jwt } = await signIn(page, request);

  await page.goto('/go-premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Go Premium' })).toBeVisible();
  await checkoutReady(page);
  await expect(page.getByText('$4.99', { exact: true })).toBeVisible();
  // Prefilled from the profile.
  await expect(page.getByLabel('Name')).toHaveValue(user.firstName);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'go-premium');

  // Everything is required, the postcode fits the country (issue 12.4), and the card is checked before sending.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
  await page.getByLabel('Country').fill('UK');
  await page.getByLabel('Postcode').fill('123456');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Enter a UK postcode, like SW1A 2AA.')).toBeVisible();
  await expect(page.getByLabel('State or region (optional)')).toBeVisible();
  await screenshots(page, 'go-premium-invalid');

  await fillCheckout(page, CARDS.success);
  await page.getByRole('button', { name: 'Subscribe' }).dblclick();

  await expect(page).toHaveURL(/\/my-account\/order-thank-you\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(user.email)).toBeVisible();
  await expect(main.getByText(`${ADDRESS.line1}, ${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.zip}, ${ADDRESS.country}`)).toBeVisible();
  await expect(main.getByRole('cell', { name: 'Steady Premium' })).toBeVisible();
  await expect(main.getByText('Card', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: /Contact support at support@steady\.example/ })).toHaveAttribute('href', 'mailto:support@steady.example');
  const transactionId = await main.locator('dt:text-is("Transaction id") + dd').textContent();
  expect(transactionId).toBeTruthy();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'thank-you');

  // Reload: navigation state is gone; the page loads the order from the id in its URL.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(main.getByText(user.email)).toBeVisible();
  await expect(main.locator('dt:text-is("Transaction id") + dd')).toHaveText(transactionId!);
  await expect(page.getByText('No order details available.')).toHaveCount(0);

  // The order email (sent once, even though Subscribe was double-clicked).
  await expect.poll(() => mailDropMessages().filter((m) => m.to === user.email && /order/i.test(m.subject)).length).toBe(1);

  // Without state or id the page says so.
  await page.goto('/my-account/order-thank-you');
  await expect(page.getByText('No order details available.')).toBeVisible();

  // Dashboard: one active subscription, one order.
  await page.goto('/dashboard?tab=subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  const subscriptionRows = page.getByRole('tabpanel').getByRole('row');
  await expect(subscriptionRows).toHaveCount(2); // header + one subscription
  await expect(subscriptionRows.nth(1)).toContainText('Steady Premium');
  await expect(subscriptionRows.nth(1)).toContainText('Active');
  await expect(subscriptionRows.nth(1)).toContainText(/\d{1,2} [A-Z][a-z]{2,3} \d{4}/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'dashboard-subscriptions');

  // Keyboard: arrow keys move between tabs.
  await page.getByRole('tab', { name: 'My Subscriptions' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'My Orders' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=orders/);
  const orderRows = page.getByRole('tabpanel').getByRole('row');
  await expect(orderRows).toHaveCount(2);
  await expect(orderRows.nth(1)).toContainText('Completed');
  await expect(orderRows.nth(1)).toContainText('$4.99');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'dashboard-orders');

  // Order details.
  await orderRows.nth(1).getByRole('link', { name: /View/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.locator('dt:text-is("Charge status") + dd')).toHaveText('Succeeded');
  await expect(page.locator('dt:text-is("Subscription payment status") + dd')).toContainText('Paid');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'order-details');
  await page.goto('/orders/nosuchorder');
  await expect(page.getByText('No data found')).toBeVisible();

  // The purchase page says they have it, and the menu offers My Subscriptions instead of Go Premium.
  await page.goto('/go-premium');
  await expect(page.getByText('You already have Steady Premium.')).toBeVisible();
  await screenshots(page, 'go-premium-member');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Go Premium' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'My Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Steady Premium' })).toContainText('Active');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'my-subscriptions');

  // A premium skill is open now.
  await page.goto('/skills/wise-mind');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This skill is part of Premium')).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Let's Start" })).toBeVisible();

  // Subscription details.
  await page.goto('/dashboard?tab=subscriptions');
  await page.getByRole('tabpanel').getByRole('link', { name: /View/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Steady Premium' })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.locator('dt:text-is("Next payment") + dd')).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4} at \d{2}:\d{2}$/);
  const charges = page.getByRole('table', { name: 'Previous charges' }).getByRole('row');
  await expect(charges).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'subscription-details', { dark: true });

  // Receipt.
  await charges
    .nth(1)
    .getByRole('button', { name: /View Receipt/ })
    .click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(receipt.getByText('$4.99').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'receipt', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(receipt).toHaveCount(0);

  // A month later the sandbox renews it: a second charge.
  const advanced = await request.post('/api/stripe/sandbox/advance-clock', {
    data: { days: 31 },
    headers: { Authorization: `Bearer ${jwt}` },
  });
  expect(advanced.ok(), await advanced.text()).toBeTruthy();
  expect(((await advanced.json()) as { renewals: number }).renewals).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(charges).toHaveCount(3);
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await screenshots(page, 'subscription-renewed');

  // Cancel (issue 12.2): a clear question; it ends at the period end and premium stays until then.
  const status = page.getByTestId('subscription-status');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
  await expect(confirm.getByText(/^Premium stays until \d{1,2} [A-Z][a-z]{2,3} \d{4}, the end of the time you have paid for\./)).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep subscription' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'cancel-confirm', { fullPage: false, dark: true });
  await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(status).toHaveText(/^Active until \d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByText(/^Your subscription is cancelled and will not renew\. Premium stays until .+, and you won't be charged again\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'subscription-ending', { dark: true });
  await page.reload();
  await expect(status).toHaveText(/^Active until /);
  await expect(page.getByRole('button', { name: 'Keep subscription' })).toBeVisible();
  // Premium content stays open until the period ends.
  await page.goto('/skills/wise-mind');
  await expect(page.getByRole('button', { name: "Let's Start" })).toBeVisible();

  // The period ends: the sandbox ends it instead of renewing (no new charge).
  const ended = await request.post('/api/stripe/sandbox/advance-clock', { data: { days: 31 }, headers: { Authorization: `Bearer ${jwt}` } });
  expect(ended.ok(), await ended.text()).toBeTruthy();
  await page.goBack();
  await page.reload();
  await expect(status).toHaveText('Cancelled');
  await expect(charges).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Keep subscription' })).toHaveCount(0);
  await screenshots(page, 'subscription-canceled');
  await page.goto('/skills/wise-mind');
  await expect(page.getByText('This skill is part of Premium')).toBeVisible();
});

test('a declined card shows the card message under the form and creates nothing', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/go-premium');
  await checkoutReady(page);
  await fillCheckout(page, CARDS.declined);
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByTestId('payment-overlay')).toHaveCount(0);
  await expect(page).toHaveURL(/\/go-premium$/);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'declined');

  await page.goto('/dashboard?tab=subscriptions');
  await expect(page.getByText('You have no subscriptions yet.')).toBeVisible();
  await screenshots(page, 'dashboard-empty-subscriptions');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Payment methods' }).click();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
});

test('a card that needs authentication goes through the confirmation dialog', async ({ page, request }) => {
  await signIn(page, request);
  // /Subscription is the public purchase page; signed in, it has the form.
  await page.goto('/Subscription');
  await checkoutReady(page);
  await fillCheckout(page, CARDS.authentication);

  // Cancelling the bank's question refuses the payment.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Confirm this payment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your bank asks you to confirm this payment.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'authentication', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We are unable to authenticate your payment method.' })).toBeVisible();

  // Confirming it lets the payment through.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Confirm this payment' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/my-account\/order-thank-you\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

test('visitors see the plan on /Subscription with a way to log in; result pages', async ({ page, request }) => {
  await page.goto('/Subscription');
  await expect(page.getByRole('heading', { level: 2, name: 'Steady Premium' })).toBeVisible();
  const login = page.getByRole('link', { name: 'Log in to subscribe' });
  await expect(login).toHaveAttribute('href', '/Login?redirectTo=%2FSubscription');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'subscription-visitor');

  await signIn(page, request);
  await page.goto('/PaymentSuccess');
  await expect(page.getByRole('heading', { level: 1, name: 'You have made payment successfully' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'payment-success');
  await page.goto('/PaymentCancel');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'payment-cancel');
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible();
  await expect(page.getByText('You have no subscriptions yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/subscriptions/nosuchsubscription');
  await expect(page.getByText('No data found')).toBeVisible();
  await screenshots(page, 'subscription-not-found');
});
