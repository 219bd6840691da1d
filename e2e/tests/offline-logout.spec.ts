import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { goOffline, goOnline, workerReady } from './offline-support';
import {
  expectNoSeriousA11yViolations,
  register,
  screenshots,
  screenshotsWanted,
  settleAnimations,
  signIn,
  submitWithoutPicture,
  writeSafetyPlan,
} from './support';

/**
 * Offline, the banner says only what is true on the screen, and logging out can keep a read-only copy of
 * the safety plan on the device until the next sign-in (docs/decisions/022-kept-safety-plan.md). Offline
 * as a phone is: no connection for the page nor for the service worker.
 */
test.use({ serviceWorkers: 'allow' });

const SAVED = "You're offline. What you do is saved on this device and will sync when you're back online.";
const STILL_WORKS = "You're offline. SOS, your safety plan and breathing still work.";
const KEEP = 'Keep my safety plan readable on this device until I sign in again';
const KEPT_LINK = 'Your safety plan (kept on this device)';
const CALL_SAM = 'Call Sam, my sister (+44 7700 900123)';
const KEPT_KEY = 'steady.kept-safety-plan';

const writePlan = (request: APIRequestContext, jwt: string) =>
  writeSafetyPlan(request, jwt, {
    warningSigns: [{ id: 'w1', text: 'I stop answering messages' }],
    copingAlone: [{ id: 'c1', text: 'A walk around the block' }],
    helpers: [{ id: 'sam', text: 'Sam, my sister', phone: '+44 7700 900123' }],
    reasonsForLiving: [{ id: 'r1', text: 'My dog, Biscuit' }],
  });

/** Every URL the service worker keeps answers for. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** One visit to Home, as after signing in; then the app keeps the plan and the skills for offline once it is idle. */
async function visitHomeOnce(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await workerReady(page);
  await expect(async () => {
    const kept = await cachedUrls(page);
    expect(kept.some((url) => url.includes('/api/account/safety-plan'))).toBe(true);
    // The last thing read: every free skill's steps.
    expect(kept.some((url) => url.includes('leaves-on-a-stream'))).toBe(true);
  }).toPass({ timeout: 30_000 });
}

async function openLogout(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Logout' }).click();
  return page.getByRole('alertdialog', { name: 'Log out now?' });
}

const keptCopy = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT_KEY);

test('offline, the banner says work is saved on a screen that saves it, and what still works on one that does not', async ({ page, request, context }) => {
  await signIn(page, request);
  await visitHomeOnce(page);
  await goOffline(context);

  await page.goto('/QuickCope');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.connection-banner')).toHaveText(SAVED);
  await screenshots(page, 'offline-banner-saves');

  await page.goto('/pages/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.connection-banner')).toHaveText(STILL_WORKS);
  await screenshots(page, 'offline-banner-still-works');
});

test('logging out offline with the box checked keeps the plan readable signed out, until the person removes it', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const { jwt } = await signIn(page, request);
  await writePlan(request, jwt);
  await visitHomeOnce(page);
  await goOffline(context);

  const dialog = await openLogout(page);
  await expect(dialog).toContainText("You're offline. If you log out now, you can't sign in again until you're back online.");
  await expect(dialog.getByRole('checkbox', { name: KEEP })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, { within: '[role="alertdialog"]' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The buttons fade between colour schemes: the picture shows where they end.
    await settleAnimations(page);
    await screenshots(page, `offline-logout-dialog-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Log out anyway' }).click();

  // The login screen, where an offline logout lands, leads to the copy.
  await expect(page).toHaveURL(/\/Login$/);
  await page.getByRole('link', { name: KEPT_LINK }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(page.getByText('A copy kept on this device.')).toBeVisible();
  await expect(page.locator('.kept-plan__notice')).toContainText('A copy kept on this device. Sign in to change it.');
  await expect(page.getByText('I stop answering messages')).toBeVisible();
  await expect(page.getByRole('link', { name: CALL_SAM })).toHaveAttribute('href', /^tel:\+447700900123$/);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.locator('.connection-banner')).toHaveText(STILL_WORKS);
  await expectNoSeriousA11yViolations(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The buttons fade between colour schemes: the picture shows where they end.
    await settleAnimations(page);
    await screenshots(page, `kept-plan-read-only-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // A cold load, still offline: the worker serves the app, the device the copy.
  await page.reload();
  await expect(page.getByRole('link', { name: CALL_SAM })).toBeVisible();

  // SOS, from the header: the plan's people with their Call links, and the way to the whole copy.
  await page.getByRole('link', { name: 'SOS', exact: true }).click();
  const people = page.getByRole('region', { name: 'From your safety plan' });
  await expect(people.getByRole('link', { name: CALL_SAM })).toHaveAttribute('href', /^tel:/);
  await expect(people.getByRole('link', { name: KEPT_LINK })).toBeVisible();
  await screenshots(page, 'kept-plan-sos');
  if (screenshotsWanted) await people.screenshot({ path: path.join(__dirname, '..', '.tmp', 'screenshots', 'kept-plan-sos-people-390.png') });

  // Removed from the copy itself: gone, and the plan needs signing in again.
  await people.getByRole('link', { name: KEPT_LINK }).click();
  await page.getByRole('button', { name: 'Remove it' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove the copy from this device?' });
  await screenshots(page, 'kept-plan-remove-confirm');
  await confirm.getByRole('button', { name: 'Remove it' }).click();
  await expect(page).toHaveURL(/\/Login/);
  await expect(page.getByText('The copy of your safety plan is removed from this device.')).toBeVisible();
  expect(await keptCopy(page)).toBeNull();
  await page.goto('/safety-plan');
  await expect(page).toHaveURL(/\/Login/);
  await page.goto('/pages/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'From your safety plan' })).toHaveCount(0);
});

test('logging out offline with the box unchecked keeps nothing', async ({ page, request, context }) => {
  const { jwt } = await signIn(page, request);
  await writePlan(request, jwt);
  await visitHomeOnce(page);
  await goOffline(context);

  const dialog = await openLogout(page);
  await dialog.getByRole('checkbox', { name: KEEP }).uncheck();
  await dialog.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: KEPT_LINK })).toHaveCount(0);
  expect(await keptCopy(page)).toBeNull();
  await page.goto('/pages/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'From your safety plan' })).toHaveCount(0);
  await page.goto('/safety-plan');
  await expect(page).toHaveURL(/\/Login/);
});

test('signing in again, to any account, removes the kept copy', async ({ page, request, context }) => {
  const { jwt } = await signIn(page, request);
  await writePlan(request, jwt);
  await visitHomeOnce(page);
  await goOffline(context);
  const dialog = await openLogout(page);
  await dialog.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page.getByRole('link', { name: KEPT_LINK })).toBeVisible();

  // Back online, someone else signs in on this phone.
  await goOnline(context);
  const { user: other } = await register(request);
  await page.goto('/Login');
  await page.getByLabel('Email').fill(other.email);
  await page.getByLabel('Password', { exact: true }).fill(other.password);
  await submitWithoutPicture(page);
  await expect(page.getByText(`Hi ${other.firstName}`)).toBeVisible();
  expect(await keptCopy(page)).toBeNull();
  await page.goto('/pages/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: CALL_SAM })).toHaveCount(0);
});
