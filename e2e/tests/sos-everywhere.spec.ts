import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import { expectNoSeriousA11yViolations, fillCheckout, signIn } from './support';
import { CARDS } from './premium-support';

/*
 * Issue 12.7: SOS one tap away even while something covers the page. A Radix modal hides the header
 * (and its SOS link) from pointer, keyboard and screen reader, so every popup and the payment overlay
 * carries its own SOS link: visible, at least 44 × 44, reached with Tab, and leading to the SOS page.
 */

const SOS_PATH = '/pages/contact';
const shots = process.env.SOS_SHOTS_DIR;

/** Optional screenshots for a person to look at (SOS_SHOTS_DIR=/tmp/…), phone then desktop. */
async function look(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The SOS link inside `scope`: visible, large enough, and reached by Tab from where focus is now. */
async function expectSosIn(page: Page, scope: Locator): Promise<Locator> {
  const sos = scope.getByRole('link', { name: 'SOS' });
  await expect(sos).toBeVisible();
  await expect(sos).toHaveAttribute('href', SOS_PATH);
  const box = (await sos.boundingBox())!;
  expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
  expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
  // Tab through the popup's own controls (its focus trap keeps Tab inside) until SOS has the focus.
  let reached = false;
  for (let i = 0; i < 40 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await sos.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'SOS reached with Tab').toBe(true);
  return sos;
}

/** Enter on the focused SOS link opens the SOS page, and nothing stays open over it. */
async function expectSosOpens(page: Page, sos: Locator) {
  await expect(sos).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${SOS_PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a skill step warning, the chain analysis options and the delete-account question each offer SOS', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request);

  // The warning on TIPP's first step.
  await page.goto('/skills/tipp');
  await page.getByRole('button', { name: "Let's Start" }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  const warning = page.getByRole('dialog', { name: 'T: Temperature' });
  await expect(warning.getByRole('button', { name: 'I want to proceed' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, { within: '[role="dialog"]' });
  await look(page, 'skill-warning');
  await expectSosOpens(page, await expectSosIn(page, warning));

  // The options popup of the chain analysis.
  await page.goto('/RCA');
  await page.getByRole('button', { name: /^Choose triggers$/ }).click();
  const options = page.getByRole('dialog', { name: 'Choose triggers' });
  await expect(options.getByRole('checkbox').first()).toBeVisible();
  await look(page, 'rca-options');
  await expectSosOpens(page, await expectSosIn(page, options));

  // Settings: the question before deleting the account.
  await page.goto('/Settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const remove = page.getByRole('alertdialog');
  await expect(remove).toBeVisible();
  await look(page, 'delete-account');
  await expectSosOpens(page, await expectSosIn(page, remove));
});

test('with the menu open, the header SOS is still there and reached by keyboard', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/ChooseOption');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const sos = page.getByRole('banner').getByRole('link', { name: 'SOS' });
  await expect(sos).toBeVisible();
  // The menu is not modal: Shift+Tab from the menu button lands on SOS.
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expectSosOpens(page, sos);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
});

test('while a payment runs, and in the receipt and cancel popups, SOS is there; leaving mid-payment stays on SOS', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { jwt } = await signIn(page, request);
  await page.goto('/go-premium');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await fillCheckout(page, CARDS.success);

  // Hold the payment at its confirm step, so the overlay stays while we look at it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let confirming!: () => void;
  const reachedConfirm = new Promise<void>((resolve) => (confirming = resolve));
  await page.route('**/api/stripe/sandbox/confirm-payment', async (route) => {
    confirming();
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await reachedConfirm;
  const overlay = page.getByTestId('payment-overlay');
  await expect(overlay).toContainText('Confirming your payment…');
  await expect(overlay).toBeFocused();
  await look(page, 'payment-overlay');
  const sos = await expectSosIn(page, overlay);
  await expectSosOpens(page, sos);

  // The payment finishes behind the SOS page and does not pull the person away from it: its last
  // step is the order email; after it the app would have gone to the thank-you page, and only then
  // refreshes the account.
  let emailed = false;
  const refreshedAfterEmail = page.waitForResponse((r) => {
    if (r.url().endsWith('/api/email/order-email')) emailed = true;
    return emailed && r.url().endsWith('/api/account') && r.request().method() === 'GET';
  });
  release();
  await refreshedAfterEmail;
  await expect(page).toHaveURL(new RegExp(`${SOS_PATH}$`));
  const account = await request.get('/api/account', { headers: { Authorization: `Bearer ${jwt}` } });
  expect(((await account.json()) as { isPremium: boolean }).isPremium).toBe(true);

  // The receipt and the cancel question on the subscription's page.
  await page.goto('/dashboard?tab=subscriptions');
  await page.getByRole('tabpanel').getByRole('link', { name: /View/ }).click();
  await page.getByRole('button', { name: /View Receipt/ }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  await look(page, 'receipt');
  await expectSosOpens(page, await expectSosIn(page, receipt));

  await page.goBack();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel Subscription' });
  await expect(cancel).toBeVisible();
  await look(page, 'cancel-subscription');
  await expectSosOpens(page, await expectSosIn(page, cancel));
});
