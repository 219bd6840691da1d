import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const screenshotDir = path.join(__dirname, '..', '.tmp', 'screenshots');

export const mailDropDir = path.join(__dirname, '..', '.tmp', process.env.E2E_PORT || '1338', 'outbox');

export const uniqueUser = () => {
  const name = `e2e${randomBytes(4).toString('hex')}`;
  return { username: name, email: `${name}@example.test`, password: 'Calm-Waters-42', firstName: 'Rowan' };
};

/**
 * Answers the login captcha the accessible way: 'I can't read the code' lets the browser prove a little
 * work (the e2e server asks for little), then signs in with the email and password already typed.
 * The picture itself is outlines only, which a test cannot read any more than a bot should.
 */
export async function submitWithoutPicture(page: Page) {
  await page.getByRole('button', { name: "I can't read the code" }).click();
}

/** Waits for the next captcha challenge the page loads. */
export const nextChallenge = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/captcha') && r.request().method() === 'GET');

/** An entry of the CMS seed's translation into `locale` (apps/cms/seed/locales/<locale>/<file>), by slug. */
export const seededTranslation = (locale: string, file: string, slug: string) =>
  (JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'apps', 'cms', 'seed', 'locales', locale, file), 'utf8')) as { slug: string }[]).find(
    (e) => e.slug === slug,
  ) as Record<string, any>;

export const mailDropMessages = (): { to: string; subject: string; text: string }[] =>
  fs.existsSync(mailDropDir)
    ? fs
        .readdirSync(mailDropDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(mailDropDir, f), 'utf8')))
    : [];

/**
 * Ends finite CSS transitions and animations at once, so an accessibility scan reads the colours a
 * person ends up seeing rather than a frame in the middle of a fade. (Awaiting them does not work
 * while Playwright's clock is installed.)
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)) a.finish();
    }
  });

export type TestUser = ReturnType<typeof uniqueUser>;

/** Creates an account through the API and returns its sign-in token. */
export async function register(request: APIRequestContext, user: TestUser = uniqueUser()) {
  const response = await request.post('/api/auth/local/register', { data: user });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const { jwt } = (await response.json()) as { jwt: string };
  return { user, jwt };
}

/** A fresh account, signed in for this tab once (sessionStorage, as without Remember Me); later reloads keep whatever token the app holds then. */
export async function signIn(page: Page, request: APIRequestContext, newUser?: TestUser) {
  const { user, jwt } = await register(request, newUser);
  await page.addInitScript((token) => {
    if (window.sessionStorage.getItem('e2e.seeded')) return;
    window.sessionStorage.setItem('e2e.seeded', '1');
    window.sessionStorage.setItem('steady.jwt', token);
  }, jwt);
  return { user, jwt };
}

/** Writes the person's safety plan through the API, as the app would save it. */
export async function writeSafetyPlan(request: APIRequestContext, jwt: string, sections: Record<string, { id: string; text: string; phone?: string }[]>) {
  const saved = await request.put('/api/account/safety-plan', { headers: { Authorization: `Bearer ${jwt}` }, data: { sections } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Logs out through the menu, as a person does. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Login/);
}

/**
 * axe-core finds no serious or critical violation on what the page shows now; `within`: only that part
 * (an open modal dialog: Radix hides the page behind it with aria-hidden and traps focus itself, which
 * axe's aria-hidden-focus rule cannot see).
 */
export async function expectNoSeriousA11yViolations(page: Page, { within }: { within?: string } = {}) {
  // @axe-core/playwright is typed against its own copy of playwright-core: same object, other type.
  const options = { page } as unknown as ConstructorParameters<typeof AxeBuilder>[0];
  let builder = new AxeBuilder(options);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Screenshots are for a person to look at. CI runs in a clone it throws away, where they would cost minutes
 * and show no one anything, so there they are taken only with E2E_SCREENSHOTS=1.
 */
export const screenshotsWanted = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** A screenshot for a person to look at, when they are wanted (screenshotsWanted). */
export async function lookAt(page: Page, file: string, options: { fullPage?: boolean } = {}) {
  if (screenshotsWanted) await page.screenshot({ path: file, ...options });
}

/** Full-page screenshots at 390 and 1280 wide into e2e/.tmp/screenshots, for a person to look at. */
export async function screenshots(page: Page, name: string) {
  if (!screenshotsWanted) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  const phone = page.viewportSize();
  await page.screenshot({ path: path.join(screenshotDir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-1280.png`), fullPage: true });
  if (phone) await page.setViewportSize(phone);
}

/** The US address every checkout test buys with. */
export const CHECKOUT_ADDRESS = { line1: '12 Quiet Lane', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' };

/** Fills the go-premium form: country first, since the postcode and state fields are named after it ('ZIP code' and 'State' in the US). */
export async function fillCheckout(page: Page, card: string, expiry = '12/34', cvc = '123') {
  await page.getByLabel('Country').fill(CHECKOUT_ADDRESS.country);
  await page.getByLabel('Address line 1').fill(CHECKOUT_ADDRESS.line1);
  await page.getByLabel('City').fill(CHECKOUT_ADDRESS.city);
  await page.getByLabel('State', { exact: true }).fill(CHECKOUT_ADDRESS.state);
  await page.getByLabel('ZIP code', { exact: true }).fill(CHECKOUT_ADDRESS.zip);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}
