import { expect, test } from '@playwright/test';
import { CARDS, fillCard, screenshots } from './premium-support';
import { expectNoSeriousA11yViolations, signIn } from './support';

/*
 * The dashboard's saved cards and billing address, against the real backend and the sandbox gateway.
 * Nothing here moves the sandbox's clock, so these run beside the other specs (premium.spec does not).
 */

test('saved cards: add, make default, the default cannot be deleted, delete another', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/dashboard?tab=payment-methods');
  await expect(page.getByText('You have no saved cards.')).toBeVisible();

  const addCard = async (number: string) => {
    await page.getByRole('button', { name: 'Add new method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your card details' });
    await expect(dialog).toBeVisible();
    await fillCard(dialog, number);
    return dialog;
  };

  let dialog = await addCard(CARDS.success);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'add-card', { fullPage: false });
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Payment method added successfully')).toBeVisible();

  // A refused card says why.
  dialog = await addCard(CARDS.success.replace(/4242$/, '4241'));
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog.getByText('Your card number is invalid.')).toBeVisible();
  await page.keyboard.press('Escape');

  dialog = await addCard(CARDS.mastercard);
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Payment method added successfully')).toBeVisible();

  const visa = page.getByRole('listitem').filter({ hasText: 'XXXX XXXX XXXX 4242' });
  const mastercard = page.getByRole('listitem').filter({ hasText: 'XXXX XXXX XXXX 4444' });
  await expect(visa).toContainText('Visa');
  await expect(visa).toContainText('Expires 12/2034');
  await expect(visa.getByRole('radio')).toBeChecked(); // the first card is the default
  await expect(mastercard.getByRole('radio')).not.toBeChecked();

  await mastercard.getByRole('radio').check();
  await expect(page.getByText('Default card changed.')).toBeVisible();
  await expect(mastercard.getByRole('radio')).toBeChecked();
  await page.reload();
  await expect(mastercard.getByRole('radio')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'payment-methods');

  // The default card cannot be deleted.
  await page.getByRole('button', { name: 'Delete card ending 4444' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Default Method!' });
  await expect(warning.getByText("You can't delete this method as this is your default payment method.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'default-method', { fullPage: false });
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toHaveCount(0);
  await expect(mastercard).toBeVisible();

  // Another card can, after a Yes.
  await page.getByRole('button', { name: 'Delete card ending 4242' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete card' });
  await expect(confirm.getByText('Are you sure you want to delete this payment method?')).toBeVisible();
  await screenshots(page, 'delete-card-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(visa).toBeVisible();
  await page.getByRole('button', { name: 'Delete card ending 4242' }).click();
  await page.getByRole('alertdialog', { name: 'Delete card' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Payment method deleted.')).toBeVisible();
  await expect(visa).toHaveCount(0);
  await expect(mastercard).toBeVisible();
});

test('billing address: edit it on the Address tab', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/dashboard?tab=address');
  await expect(page.getByText('No billing address yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'dashboard-address-empty');

  await page.getByRole('button', { name: 'Edit billing address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Billing Address' });
  await dialog.getByLabel('Address').fill('3 Harbour Road');
  await dialog.getByLabel('City').fill('Portland');
  await dialog.getByLabel('State').fill('ME');
  await dialog.getByLabel('Postcode').fill('041011');
  await dialog.getByLabel('Country').fill('US');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a US ZIP code, like 12345 or 12345-6789.')).toBeVisible();
  await expect(page.getByText('Data updated successfully!')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'edit-address', { fullPage: false });

  await dialog.getByLabel('Postcode').fill('04101');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Data updated successfully!')).toBeVisible();
  await expect(page.getByTestId('billing-address')).toHaveText('3 Harbour Road, Portland, ME 04101, US');
  await screenshots(page, 'dashboard-address');
  await page.reload();
  await expect(page.getByTestId('billing-address')).toHaveText('3 Harbour Road, Portland, ME 04101, US');

  // The checkout form is prefilled from it.
  await page.goto('/go-premium');
  await expect(page.getByLabel('Address line 1')).toHaveValue('3 Harbour Road');
  await expect(page.getByLabel('Zip code')).toHaveValue('04101');
});
