import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { goOffline, goOnline } from './offline-support';
import { expectNoSeriousA11yViolations, screenshotsWanted, settleAnimations, signIn } from './support';

/*
 * A neutral face (docs/decisions/025-neutral-face.md): turned on in Settings, every screen's tab says 'Notes'
 * under a plain icon, and the page links a manifest that names nothing, from the first paint of a cold
 * load, prerendered screens included. Plain emails are kept on the account.
 */
const shots = path.join(__dirname, '..', '.tmp', 'screenshots', 'neutral-face');
test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

const FACE_SWITCH = 'Use a plain name and icon (Notes)';
const privacyCard = (page: Page) => page.getByRole('region', { name: 'Privacy on this device' });
const linkHref = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`).first().getAttribute('href');

async function expectNeutral(page: Page) {
  await expect(page).toHaveTitle('Notes');
  expect(await linkHref(page, 'icon')).toBe('/icons/notes.svg');
  await expect.poll(() => linkHref(page, 'manifest')).toBe('/manifest-notes.webmanifest');
}

async function snap(target: Locator, file: string) {
  if (screenshotsWanted) await target.screenshot({ path: path.join(shots, file) });
}

test('turned on in Settings, every screen is Notes, with a plain icon and manifest, after a reload too', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  await signIn(page, request);
  await page.goto('/Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Steady');
  expect(await linkHref(page, 'icon')).toBe('/favicon.svg');

  const toggle = privacyCard(page).getByRole('switch', { name: FACE_SWITCH });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  // At once, without a reload.
  await expectNeutral(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(toggle).toBeChecked();
  await expectNeutral(page);

  for (const [route, heading] of [
    ['/ChooseOption', 'What would be most helpful right now?'],
    ['/safety-plan', /safety plan/i],
    ['/Breath', /breath/i],
    ['/pages/contact', /help/i],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expectNeutral(page);
  }

  // Off again: Steady's own face comes back at once.
  await page.goto('/Settings');
  await toggle.uncheck();
  await expect(page).toHaveTitle('Settings · Steady');
  expect(await linkHref(page, 'icon')).toBe('/favicon.svg');
  expect(await linkHref(page, 'manifest')).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
});

test('a prerendered public screen loaded cold never says Steady in the tab', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('steady.neutralFace', 'on'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  // Stop the app's code: what shows is what index.html's inline script made of the prerendered HTML alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const response = await page.goto('/pages/contact', { waitUntil: 'domcontentloaded' });
  expect(await response!.text()).toContain('data-prerendered');
  await expectNeutral(page);

  // With its code, hydrated: still Notes, and nothing went wrong on the way.
  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto('/pages/contact');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expectNeutral(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('the neutral manifest names nothing and its icons are there', async ({ request }) => {
  const res = await request.get('/manifest-notes.webmanifest');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).not.toMatch(/steady|safety|sos|crisis|help|breath/i);
  const manifest = JSON.parse(text) as { name: string; short_name: string; shortcuts?: unknown; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: 'Notes', short_name: 'Notes' });
  expect(manifest.shortcuts).toBeUndefined();
  for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/notes.svg']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toMatch(/^image\/(png|svg\+xml)/);
  }
});

test('plain emails are kept on the account, and need a connection', async ({ page, request, context }) => {
  await signIn(page, request);
  await page.goto('/Settings');
  const emails = privacyCard(page).getByRole('switch', { name: 'Plain emails' });
  await expect(emails).toBeEnabled();
  await expect(emails).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/profile') && r.request().method() === 'PUT');
  await emails.check();
  expect((await saved).status()).toBe(200);
  await expect(emails).toBeChecked();
  await page.reload();
  await expect(emails).toBeChecked();
  await expect(emails).toBeEnabled();

  await goOffline(context);
  await expect(emails).toBeDisabled();
  await expect(privacyCard(page).getByText("You're offline: this is kept on your account, so it needs a connection.")).toBeVisible();
  // The device's own choice needs no connection.
  await expect(privacyCard(page).getByRole('switch', { name: FACE_SWITCH })).toBeEnabled();
  await privacyCard(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await snap(privacyCard(page), 'privacy-card-offline-390.png');
  await goOnline(context);
  await expect(emails).toBeEnabled();
});

test('a refused save says why, and the switch shows what the account holds', async ({ page, request }) => {
  await signIn(page, request);
  await page.route('**/api/account/profile', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { status: 503, message: 'Service unavailable' } }) }),
  );
  await page.goto('/Settings');
  const emails = privacyCard(page).getByRole('switch', { name: 'Plain emails' });
  await emails.click();
  await expect(privacyCard(page).getByRole('alert')).toContainText("We couldn't change your emails.");
  await expect(emails).not.toBeChecked();
});

test('the privacy card looks right at 390 px and on a desktop, light and dark, and passes axe', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  await page.addInitScript(() => localStorage.setItem('steady.quickExit', 'on'));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/Settings');
      const card = privacyCard(page);
      await expect(card.getByRole('switch', { name: 'Plain emails' })).toBeEnabled();
      await card.getByRole('switch', { name: FACE_SWITCH }).check();
      // In the middle of the window: at the top the sticky header would cover its title.
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await settleAnimations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await snap(card, `privacy-card-${colorScheme}-${width}.png`);
      await card.getByRole('switch', { name: FACE_SWITCH }).uncheck();
    }
  }
});
