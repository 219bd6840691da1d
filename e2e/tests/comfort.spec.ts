import { expect, test, type Page } from '@playwright/test';
import { expectReadableButtons, lowContrastButtons } from './contrast';
import { fillCheckout, settleAnimations, signIn } from './support';
import { expectTouchTargets, smallTouchTargets } from './touch-targets';
import { CARDS } from './premium-support';

/*
 * Issue 12, comfort: on the main screens at phone size, every button's label is readable (≥ 4.5:1 at
 * rest, hovered and focused) and every control is at least 44 × 44 px. Each screen is checked softly,
 * so one run lists everything that needs fixing.
 */

/** Both checks on the page as it is now (`within`: only an open dialog, the page behind being inert). */
async function checkScreen(page: Page, screen: string, within?: string) {
  await settleAnimations(page);
  await expectTouchTargets(page, screen, { within });
  await expectReadableButtons(page, screen, { within });
}

/** Opens a screen and waits for its first heading, so the check sees the loaded screen, not a skeleton. */
async function visit(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // A prerendered heading shows before React hydrates; whatever a test adds to the page must come after,
  // or hydration may replace it (main.tsx marks the first commit).
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  // Lists and panels load after the heading; wait until nothing is still loading.
  await expect(page.locator('[aria-busy="true"], .skeleton, [class*="skeleton"]')).toHaveCount(0);
}

test('the checks see what axe missed: a label the colour of its pill, a label lost on hover, a small target', async ({ page }) => {
  await visit(page, '/Login', 'Log in');
  // The old billing.css rule over the global one: red text on the red pill. And a label that
  // disappears only under the pointer, and a 40 px button.
  await page.addStyleTag({
    content: `.btn--danger { color: var(--danger); border-color: var(--danger); }
      .probe-hover:hover { color: var(--teal-500) !important; background: var(--teal-500) !important; }
      .probe-small { min-height: 40px; height: 40px; }`,
  });
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.className = 'probe';
    host.innerHTML = `<button class="btn btn--danger">Red on red</button>
      <button class="btn btn--primary probe-hover">Gone on hover</button>
      <button class="btn btn--secondary probe-small">Small</button>`;
    document.querySelector('main')!.append(host);
  });
  const failures = await lowContrastButtons(page, { within: '.probe' });
  expect(failures).toEqual([
    expect.stringMatching(/^"Red on red" at rest: 1:1 \(rgb\(159, 43, 31\) on rgb\(159, 43, 31\)/),
    expect.stringMatching(/^"Red on red" focused: 1:1/),
    expect.stringMatching(/^"Gone on hover" hovered: 1:1/),
  ]);
  expect(await smallTouchTargets(page, { within: '.probe' })).toEqual([{ name: 'button "Small"', width: expect.any(Number), height: 40 }]);
});

test('an unknown address shows a calm not-found page with SOS, signed out and signed in', async ({ page, request }) => {
  for (const who of ['signed out', 'signed in']) {
    if (who === 'signed in') await signIn(page, request);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'SOS' })).toHaveAttribute('href', '/pages/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /SOS/ })).toHaveAttribute('href', '/pages/contact');
    await expect(main.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  }
});

// Light and dark (issue 12.10): the system setting, which the app follows unless Settings says otherwise.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`signed-out screens, ${colorScheme}: readable buttons and large targets`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    await visit(page, '/', /Welcome|Steady/);
    await checkScreen(page, 'landing');
    await visit(page, '/Login', 'Log in');
    await checkScreen(page, 'login');
    await visit(page, '/forgot-password', /Forgot/);
    await checkScreen(page, 'forgot password');
    await visit(page, '/pages/faq', /FAQ|Questions/i);
    await page
      .getByRole('button')
      .filter({ hasText: /account/i })
      .first()
      .click();
    await checkScreen(page, 'FAQ');
    await visit(page, '/pages/contact', /.+/);
    await checkScreen(page, 'SOS');
    await visit(page, '/no-such-page', "We can't find that page");
    await checkScreen(page, 'not found');
  });
}

test('signed-in screens: readable buttons and large targets', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signIn(page, request);
  await visit(page, '/ChooseOption', 'What would be most helpful right now?');
  await checkScreen(page, 'home');
  await page.getByRole('button', { name: 'Menu' }).click();
  // The open menu covers the page: only what is on top can be hovered.
  await checkScreen(page, 'menu', '.site-menu');
  await page.keyboard.press('Escape');

  await visit(page, '/QuickCope', /.+/);
  await checkScreen(page, 'Quick Cope');
  await visit(page, '/Activities', 'Practice');
  await checkScreen(page, 'Activities');
  await visit(page, '/Liked', /.+/);
  await checkScreen(page, 'favourites');
  await visit(page, '/skills/stop', 'STOP');
  await checkScreen(page, 'skill intro');

  // A saved chain analysis: the past-analyses list with its skill links.
  await visit(page, '/RCA', 'Chain analysis');
  for (const [button, option] of [
    [/^Choose triggers$/, 'Conflict with someone'],
    [/^Choose emotions$/, 'Anxious or worried'],
    [/^Choose immediate thoughts$/, "I can't cope with this"],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: option }).check();
    if (option === 'Conflict with someone') await checkScreen(page, 'chain analysis options', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const next = page.getByRole('button', { name: 'Next step' });
    if (await next.isVisible()) await next.click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Your past analyses' }).getByRole('listitem').first()).toBeVisible();
  await checkScreen(page, 'chain analysis with results');

  await visit(page, '/Settings', 'Settings');
  await checkScreen(page, 'settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await checkScreen(page, 'delete account dialog', '[role="alertdialog"]');
  await page.keyboard.press('Escape');

  await visit(page, '/Profile', /Hello/);
  await checkScreen(page, 'profile');
  await visit(page, '/safety-plan', /safety plan/i);
  await checkScreen(page, 'safety plan');
  await visit(page, '/diary', /diary/i);
  await checkScreen(page, 'diary');
  await visit(page, '/what-helps', /What helps/i);
  await checkScreen(page, 'what helps me');
  await visit(page, '/go-premium', 'Go Premium');
  await checkScreen(page, 'go premium');
  await visit(page, '/no-such-page', "We can't find that page");
  await checkScreen(page, 'not found, signed in');
});

// Light and dark (issue 12.10): the system setting, which the app follows unless Settings says otherwise.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`billing screens, then Settings in the same visit, ${colorScheme}: readable buttons and large targets`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme });
    await signIn(page, request);
    await visit(page, '/go-premium', 'Go Premium');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await fillCheckout(page, CARDS.success);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    await checkScreen(page, 'thank you');

    for (const tab of ['orders', 'subscriptions', 'address', 'payment-methods']) {
      await visit(page, `/dashboard?tab=${tab}`, 'My account');
      await checkScreen(page, `dashboard ${tab}`);
    }
    await page.goto('/dashboard?tab=subscriptions');
    await page.getByRole('tabpanel').getByRole('link', { name: /View/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Steady Premium' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Previous charges' }).getByRole('row')).toHaveCount(2);
    await checkScreen(page, 'subscription details');
    await page.getByRole('button', { name: /View Receipt/ }).click();
    await expect(page.getByRole('dialog', { name: 'Receipt' })).toBeVisible();
    await checkScreen(page, 'receipt', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkScreen(page, 'cancel subscription dialog', '[role="alertdialog"]');
    await page.keyboard.press('Escape');

    // The billing styles are loaded now; Settings is reached without a reload, as a person would.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkScreen(page, 'delete account dialog after billing', '[role="alertdialog"]');
  });
}
