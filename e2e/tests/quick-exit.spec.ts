import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectReadableButtons } from './contrast';
import { expectNoSeriousA11yViolations, lookAt, settleAnimations, signIn } from './support';
import { expectTouchTargets } from './touch-targets';

/*
 * The quick exit (docs/decisions/023-quick-exit.md): off until turned on; then an Exit button beside SOS
 * and Shift three times leave for the neutral site, replacing the current history entry, and whatever
 * Steady page Back shows again is covered by a blank page with a lone Continue.
 *
 * The machine has no network: the neutral site (the build's default, VITE_QUICK_EXIT_URL unset) is
 * answered here by the browser's request interception, so the test follows the very address people get.
 */
const NEUTRAL_SITE = 'https://www.bbc.co.uk/weather';
const shots = path.join(__dirname, '..', '.tmp', 'screenshots', 'quick-exit');
test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

test.beforeEach(async ({ page }) => {
  await page.route(`${NEUTRAL_SITE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather near you</h1>' }),
  );
});

/** The quick exit on for this browser, as Settings leaves it. */
const turnedOn = (page: Page) => page.addInitScript(() => localStorage.setItem('steady.quickExit', 'on'));

const header = (page: Page) => page.getByRole('banner');
const HOME_HEADING = 'What would be most helpful right now?';

async function expectLeft(page: Page) {
  await expect(page).toHaveURL(NEUTRAL_SITE);
  await expect(page.getByRole('heading', { name: 'Weather near you' })).toBeVisible();
}

/** Back on a Steady page: only Continue shows, and nothing of the screen behind it, not even its title. */
async function expectCovered(page: Page, hidden: string | RegExp) {
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  // None of the screen's words shows, however many of them the page has drawn under the cover.
  await expect(page.getByText(hidden).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'SOS' }).filter({ visible: true })).toHaveCount(0);
  await expect(page).toHaveTitle('Continue');
}

test('turned on in Settings, Shift three times leaves, and Back shows a blank page, not Steady', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/ChooseOption');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  // Inside the app, as a person moves: these history entries are all one page of Steady's.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Exit' })).toHaveCount(0);

  const toggle = page.getByRole('switch', { name: 'Quick exit' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(header(page).getByRole('button', { name: 'Exit' })).toBeVisible();
  await lookAt(page, path.join(shots, 'settings-switch-on-390.png'));

  const said = (words: string) => page.getByRole('status').filter({ hasText: words });
  await page.keyboard.press('Shift');
  await expect(said('Shift, press 2 more times to exit.')).toBeAttached();
  await page.keyboard.press('Shift');
  await expect(said('Shift, press 1 more time to exit.')).toBeAttached();
  await page.keyboard.press('Shift');
  await expectLeft(page);

  // Back: the Settings entry was replaced, so the one before it — covered.
  await page.goBack();
  await expect(page).toHaveURL(/\/ChooseOption$/);
  await expectCovered(page, HOME_HEADING);
  await lookAt(page, path.join(shots, 'cover-after-back-390.png'));

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(/Steady/);
  // Once the person came back in, this tab shows Steady again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
});

test('every Steady page behind the exit stays covered, however far Back goes', async ({ page, request }) => {
  await signIn(page, request);
  await turnedOn(page);
  await page.goto('/ChooseOption');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await page.goto('/diary');
  await page.getByRole('link', { name: 'SOS' }).click();
  await expect(page).toHaveURL(/\/pages\/contact$/);
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await expectLeft(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/diary$/);
  await expectCovered(page, /diary/i);
  await page.goBack();
  await expect(page).toHaveURL(/\/ChooseOption$/);
  await expectCovered(page, HOME_HEADING);
});

test('the Exit button beside SOS leaves the same way, from the keyboard too', async ({ page, request }) => {
  await signIn(page, request);
  await turnedOn(page);
  await page.goto('/ChooseOption');
  await page.goto('/safety-plan');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const exit = header(page).getByRole('button', { name: 'Exit' });
  // Reached with Tab, before SOS.
  let reached = false;
  for (let i = 0; i < 8 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await exit.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'Exit reached with Tab').toBe(true);
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('link', { name: 'SOS' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(exit).toBeFocused();
  await lookAt(page, path.join(shots, 'header-exit-focused-390.png'));
  await page.keyboard.press('Enter');
  await expectLeft(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/ChooseOption$/);
  await expectCovered(page, HOME_HEADING);
});

test('in a popup: Shift three times and its own Exit button both leave', async ({ page, request }) => {
  await signIn(page, request);
  await turnedOn(page);
  await page.goto('/ChooseOption');
  await page.goto('/Settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  // SOS stays one tap away, and the exit sits on its line.
  await expect(question.getByRole('link', { name: 'SOS' })).toBeVisible();
  await expect(question.getByRole('button', { name: 'Exit' })).toBeVisible();
  await lookAt(page, path.join(shots, 'popup-exit-390.png'));
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await expectLeft(page);

  await page.goBack();
  await expectCovered(page, HOME_HEADING);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.goto('/Settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Exit' }).click();
  await expectLeft(page);
});

test('with the quick exit off there is no button, and Shift three times stays', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/ChooseOption');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit' })).toHaveCount(0);
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/ChooseOption$/);
  await expect(page.getByText(/Shift, press/)).toHaveCount(0);
});

test('the header keeps SOS whole beside Exit at 390 px, passes axe, and looks right light and dark', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await turnedOn(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const route of ['/ChooseOption', '/skills/stop']) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settleAnimations(page);
      const exit = (await header(page).getByRole('button', { name: 'Exit' }).boundingBox())!;
      const sos = (await header(page).getByRole('link', { name: 'SOS' }).boundingBox())!;
      const menu = (await header(page).getByRole('button', { name: 'Menu' }).boundingBox())!;
      // Side by side, nothing pushed off the screen or under another.
      expect(exit.x + exit.width, `${route}: Exit ends before SOS`).toBeLessThanOrEqual(sos.x);
      expect(sos.x + sos.width, `${route}: SOS ends before the menu`).toBeLessThanOrEqual(menu.x);
      expect(menu.x + menu.width, `${route}: the menu fits`).toBeLessThanOrEqual(390);
      expect(Math.round(sos.width)).toBeGreaterThanOrEqual(44);
      expect(Math.round(exit.height)).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await expectTouchTargets(page, `${route} ${colorScheme}`, { within: 'header' });
      await expectReadableButtons(page, `${route} ${colorScheme}`, { within: 'header' });
      const name = route.replace(/\W+/g, '-').replace(/^-/, '');
      await lookAt(page, path.join(shots, `header-${name}-${colorScheme}-390.png`));
      await page.setViewportSize({ width: 1280, height: 800 });
      await lookAt(page, path.join(shots, `header-${name}-${colorScheme}-1280.png`));
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/Settings');
  await expect(page.getByRole('switch', { name: 'Quick exit' })).toBeChecked();
  await page.getByRole('region', { name: 'Privacy on this device' }).scrollIntoViewIfNeeded();
  await lookAt(page, path.join(shots, 'settings-privacy-390.png'));
});

test("a tap on the first screen's switch before the page's code runs is kept", async ({ page }) => {
  // The app's code arrives late, so the prerendered switch shows for a while before its code can act.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('switch', { name: 'Quick exit' }).click();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 15_000 });
  await expect(header(page).getByRole('button', { name: 'Exit' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Quick exit' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('steady.quickExit'))).toBe('on');
});

test('the first screen offers it in one sentence, and the header shows Exit once it is on', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('switch', { name: 'Quick exit' });
  await expect(toggle).not.toBeChecked();
  await expect(header(page).getByRole('button', { name: 'Exit' })).toHaveCount(0);
  await toggle.check();
  await expect(header(page).getByRole('button', { name: 'Exit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, path.join(shots, 'landing-offer-390.png'), { fullPage: true });
});
