import { expect, test } from '@playwright/test';
import path from 'node:path';
import { expectNoSeriousA11yViolations, lookAt, screenshotsWanted, signIn } from './support';

const shots = path.join(__dirname, '..', '.tmp', 'screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

test('FAQ: a banner and questions whose answers open and close', async ({ page }) => {
  await page.goto('/pages/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByText('Answers to common questions about Steady')).toBeVisible();

  const question = page.getByRole('button', { name: 'What is a chain analysis?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('A chain analysis helps you understand a hard moment.')).toBeVisible();

  // Another question opens on its own; the first stays open until it is toggled.
  const other = page.getByRole('button', { name: 'Is Steady therapy?' });
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-expanded', 'true');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('A chain analysis helps you understand a hard moment.')).toBeHidden();
});

test('the contact page shows helplines, each number one tap away', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/ChooseOption');
  await page.getByRole('link', { name: 'SOS', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Talk to someone now' })).toBeVisible();
  await expect(page.getByText('988 Suicide & Crisis Lifeline').first()).toBeVisible();
  await expect(page.getByText('Samaritans')).toBeVisible();
  for (const [name, href] of [
    ['112', 'tel:112'],
    ['988', 'tel:988'],
    ['116 123', 'tel:116123'],
    ['13 11 14', 'tel:131114'],
  ]) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute('href', 'https://findahelpline.com');
  // The header's SOS link stays.
  await expect(page.getByRole('link', { name: 'SOS', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a wrong number can be reported from the contact page, no account needed', async ({ page }) => {
  await page.goto('/pages/contact');
  const report = page
    .getByRole('region', { name: 'Helplines' })
    .getByRole('button', { name: /^Report a problem with this number/ })
    .first();
  await report.focus();
  await page.keyboard.press('Enter');
  // The popup's code loads when asked for: it opens, with the SOS link still in reach.
  const dialog = page.getByRole('dialog', { name: 'Report a problem with this number' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('link', { name: 'SOS', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // A keyboard user is back where they were.
  await expect(report).toBeFocused();
});

test("an unknown page says 'No data found'", async ({ page }) => {
  await page.goto('/pages/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'No data found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'SOS page' })).toHaveAttribute('href', '/pages/contact');
  await expectNoSeriousA11yViolations(page);
});

test('a content page shows its header, featured image and content', async ({ page }) => {
  await page.goto('/pages/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Steady' })).toBeVisible();
  const image = page.locator('.page-featured-image');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(page.locator('.content-page.page-about')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/pages/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.locator('.page-skeleton')).toHaveCount(0);
});

// For people to look at; the pages' contents are checked by the tests above, so without screenshots it is skipped.
test('screenshots of the content pages', async ({ page }) => {
  test.skip(!screenshotsWanted, 'screenshots are not wanted in this run');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const slug of ['faq', 'contact', 'about', 'privacy', 'no-such-page']) {
      await page.goto(`/pages/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.page-skeleton')).toHaveCount(0);
      if (slug === 'faq') await page.getByRole('button', { name: 'What is Steady?' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await lookAt(page, path.join(shots, `page-${slug}-${viewport.name}.png`), { fullPage: true });
    }
  }
});
