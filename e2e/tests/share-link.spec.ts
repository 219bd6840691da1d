import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations, lookAt, settleAnimations, signIn, writeSafetyPlan } from './support';

/**
 * A link for a therapist (decision 026): from the summary, a person makes a read-only link with a passcode;
 * someone without an account opens it, enters the passcode and reads the plan and diary; the opening shows
 * in the person's list; once revoked, the link says it has ended. Screenshots at the phone and desktop
 * sizes, light and dark, in e2e/.tmp/screenshots/share-link.
 */
const shots = path.join(__dirname, '..', '.tmp', 'screenshots', 'share-link');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

/** The phone and the desktop size, light and dark, from the top of the page. */
async function fourLooks(page: Page, name: string, { fullPage = true } = {}) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settleAnimations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} is wider than the ${size} screen`).toBeLessThanOrEqual(0);
      await lookAt(page, path.join(shots, `${name}-${size}-${scheme}.png`), { fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(PHONE);
}

const localDay = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('a person shares their summary with a passcode, sees it opened, and ends it', async ({ page, request, browser }) => {
  await page.setViewportSize(PHONE);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const { jwt } = await signIn(page, request);
  await writeSafetyPlan(request, jwt, {
    reasonsForLiving: [{ id: 'r1', text: 'My sister and her kids' }],
    helpers: [{ id: 'h1', text: 'Sam from work', phone: '+44 7700 900123' }],
  });
  for (const [offset, note] of [
    [-1, 'Walked by the river.'],
    [0, 'A hard morning, a better evening.'],
  ] as const) {
    const saved = await request.put(`/api/account/diary/${localDay(offset)}`, {
      headers: { Authorization: `Bearer ${jwt}` },
      data: { emotions: { sadness: 3, joy: 2 }, note },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  // The summary: last 2 weeks, then share.
  await page.goto('/summary');
  await expect(page.getByRole('heading', { level: 1, name: /Summary for my therapist/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Last 2 weeks' }).check();
  // Two weeks back from today touch at least two Monday-to-Sunday weeks, each its own table.
  await expect(page.getByRole('table', { name: /^Week of/ }).nth(1)).toBeVisible();
  await expect(page.getByText('Walked by the river.')).toBeVisible();

  await page.getByRole('button', { name: 'Share with my therapist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with my therapist' });
  await expect(dialog).toBeVisible();
  // SOS stays one tap away from the dialog, as from every other dialog.
  await expect(dialog.getByRole('link', { name: /SOS/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { within: '[role="dialog"]' });

  // Nothing included is refused before anything is sent.
  for (const part of ['Diary card', 'What helps me', 'Safety plan']) await dialog.getByRole('checkbox', { name: part }).uncheck();
  await dialog.getByRole('button', { name: 'Make link' }).click();
  await expect(dialog.getByText('Choose at least one part to share')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Diary card' }).check();
  await dialog.getByRole('checkbox', { name: 'Safety plan' }).check();
  await dialog.getByLabel('Days the link works').fill('3');
  await dialog.getByLabel(/^Passcode/).fill('ab');
  await dialog.getByRole('button', { name: 'Make link' }).click();
  await expect(dialog.getByText('A passcode has 4 to 64 characters')).toBeVisible();
  await dialog.getByLabel(/^Passcode/).fill('river 42');
  await fourLooks(page, 'dialog-form', { fullPage: false });
  await dialog.getByRole('button', { name: 'Make link' }).click();

  const url = await dialog.getByLabel('Link for your therapist').inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{32}$/);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousA11yViolations(page, { within: '[role="dialog"]' });
  await fourLooks(page, 'dialog-made', { fullPage: false });
  await dialog.getByRole('button', { name: 'Done' }).click();

  const links = page.getByRole('region', { name: 'Links you have shared' });
  await expect(links.getByRole('listitem').first()).toContainText('Active');
  await expect(links).toContainText('Includes: Diary card, Safety plan');
  await expect(links).toContainText('Not opened yet');

  // Someone without an account, in a browser of their own.
  const therapist = await browser.newContext({ viewport: PHONE });
  const reader = await therapist.newPage();
  const elsewhere: string[] = [];
  reader.on('request', (r) => {
    if (new URL(r.url()).origin !== new URL(url).origin) elsewhere.push(r.url());
  });
  await reader.goto(url);
  await expect(reader.getByRole('heading', { level: 1, name: 'A summary shared with you' })).toBeVisible();
  await expect(reader.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await reader.getByLabel('Passcode').fill('river 41');
  await reader.getByRole('button', { name: 'Open summary' }).click();
  await expect(reader.getByText("That passcode doesn't match. Please check it and try again.")).toBeVisible();
  await reader.getByLabel('Passcode').fill('river 42');
  await reader.getByRole('button', { name: 'Open summary' }).click();
  await expect(reader.getByRole('heading', { name: 'Diary card' })).toBeVisible();
  await expect(reader.getByText('Walked by the river.')).toBeVisible();
  await expect(reader.getByText('My sister and her kids')).toBeVisible();
  await expect(reader.getByRole('link', { name: '+44 7700 900123' }).first()).toHaveAttribute('href', 'tel:+447700900123');
  await expect(reader.getByRole('heading', { name: 'What helps me' })).toHaveCount(0);
  // Read-only, and none of the app's signed-in navigation.
  await expect(reader.getByRole('button', { name: /Edit|Save|Menu/ })).toHaveCount(0);
  await expect(reader.locator('.app-header')).toHaveCount(0);
  await expectNoSeriousA11yViolations(reader);
  await fourLooks(reader, 'shared');
  expect(elsewhere, 'requests to other sites').toEqual([]);

  // Back with the owner: the opening is listed with its time.
  await page.reload();
  await expect(links).toContainText('Opened 1 time');
  await links.getByText('Opened 1 time').click();
  await expect(links.locator('time')).toHaveCount(1);
  await fourLooks(page, 'summary-with-link');

  // Ended by the owner: the reader's next visit says so, calmly.
  await links.getByRole('button', { name: 'End link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'End this link?' });
  await confirm.getByRole('button', { name: 'End link' }).click();
  await expect(confirm).toBeHidden();
  await expect(links).toContainText('Ended by you');
  await expect(links.getByRole('button', { name: 'End link' })).toHaveCount(0);

  await reader.reload();
  await expect(reader.getByRole('heading', { name: 'This link has ended' })).toBeVisible();
  await expect(reader.getByText('My sister and her kids')).toHaveCount(0);
  await expectNoSeriousA11yViolations(reader);
  await fourLooks(reader, 'shared-ended');
  await therapist.close();
});
