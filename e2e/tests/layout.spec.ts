import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations, lookAt, settleAnimations, signIn } from './support';

/**
 * Every screen, at the phone and the desktop size: it shows its heading and nothing runs off the side
 * (no horizontal scrolling); axe finds no serious or critical violation, scanned once per screen (at the
 * phone size: the desktop one is the same markup and colours, its media queries change only spacing and
 * grid columns). Screenshots are kept in e2e/.tmp/screenshots/layout for people to look at.
 */
const shots = path.join(__dirname, '..', '.tmp', 'screenshots', 'layout');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, axe: true },
  { name: 'desktop', width: 1280, height: 800, axe: false },
] as const;

const PUBLIC_SCREENS = ['/', '/welcome', '/Login', '/register', '/forgot-password', '/reset-password?token=not-a-real-token', '/Breath', '/api-provider'];
const SIGNED_IN_SCREENS = [
  '/ChooseOption',
  '/QuickCope',
  '/Activities',
  '/Recommended',
  '/favorite-activities',
  '/skills/stop',
  '/skills/box-breathing',
  '/RCA',
  '/rcao',
  '/pages/faq',
  '/pages/contact',
  '/pages/about',
  '/Profile',
  '/Settings',
  '/what-helps',
  '/diary',
  '/summary',
  '/go-premium',
  '/dashboard',
  '/dashboard/subscription',
  '/PaymentCancel',
  '/no-such-screen',
];

async function checkScreen(page: Page, route: string, viewport: string, axe: boolean) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
  await expect(page.locator('main[aria-busy="true"], .skeleton')).toHaveCount(0);
  await settleAnimations(page);
  // Against clientWidth: a phone-sized page (isMobile) zooms out to fit wide content, so innerWidth grows with it.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${route} is wider than the ${viewport} screen`).toBeLessThanOrEqual(0);
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const name = route.replace(/\?.*$/, '').replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
  await lookAt(page, path.join(shots, `${name}-${viewport}.png`), { fullPage: true });
}

test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

for (const viewport of VIEWPORTS) {
  test(`every screen fits the ${viewport.name} size${viewport.axe ? ' and passes axe' : ''}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const route of PUBLIC_SCREENS) await checkScreen(page, route, viewport.name, viewport.axe);
    await signIn(page, request);
    for (const route of SIGNED_IN_SCREENS) await checkScreen(page, route, viewport.name, viewport.axe);
  });
}
