import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { groupCardNumber, TEST_CARD_NUMBERS } from '@steady/contracts';
import { screenshotsWanted } from './support';

/** What the premium and billing specs share: Stripe's public test cards, the card form, and their screenshots. */

const shots = path.join(__dirname, '..', '.tmp', 'screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The sandbox's test cards the specs pay with, typed as printed ('4242 4242 4242 4242'). */
export const CARDS = {
  success: groupCardNumber(TEST_CARD_NUMBERS.success),
  declined: groupCardNumber(TEST_CARD_NUMBERS.declined),
  authentication: groupCardNumber(TEST_CARD_NUMBERS.authentication),
  mastercard: groupCardNumber(TEST_CARD_NUMBERS.mastercard),
};

/** Full-page screenshots at phone and desktop size (and in the dark theme too, when asked), then back to the phone. */
export async function screenshots(page: Page, name: string, { fullPage = true, dark = false }: { fullPage?: boolean; dark?: boolean } = {}) {
  if (!screenshotsWanted) return;
  for (const scheme of dark ? (['light', 'dark'] as const) : (['light'] as const)) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(shots, `premium-${name}-${viewport.name}${scheme === 'dark' ? '-dark' : ''}.png`), fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}

export async function fillCard(scope: Page | ReturnType<Page['getByRole']>, number: string, expiry = '12/34', cvc = '123') {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry (MM/YY)').fill(expiry);
  await scope.getByLabel('CVC').fill(cvc);
}

export const checkoutReady = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Steady Premium' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
};
