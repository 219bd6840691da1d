import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations, fillCheckout, lookAt, screenshotsWanted, settleAnimations, signIn, uniqueUser } from './support';
import { CARDS } from './premium-support';

/**
 * Settings › Display (issue 12): the theme (System / Light / Dark) and the text size, kept on the device
 * and applied before first paint; and at 200 % text nothing on any main screen scrolls sideways.
 * Screenshots (dark, and 200 % text) go to e2e/.tmp/screenshots/display for people to look at.
 */
const shots = path.join(__dirname, '..', '.tmp', 'screenshots', 'display');
test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

/** The page's background, as the relative luminance of <body> (0 black … 1 white). */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  });
const isDark = async (page: Page) => (await backgroundLuminance(page)) < 0.05;

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

/** A screen has drawn its content: a level-1 heading, and nothing still loading. */
async function settled(page: Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
  await expect(page.locator('main[aria-busy="true"], .skeleton, .settings-skeleton')).toHaveCount(0);
  await settleAnimations(page);
}

/**
 * How far the page is wider than the window. Against clientWidth: a phone-sized page (isMobile) zooms out
 * to fit wide content, so innerWidth grows with it and would hide the overflow.
 */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The innermost elements that reach past the window's right edge, to name in a failure. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el));
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`);
  });

const shotName = (route: string, suffix: string) =>
  `${
    route
      .replace(/\?.*$/, '')
      .replace(/\/subscriptions\/.*/, '/subscription')
      .replace(/\W+/g, '-')
      .replace(/^-|-$/g, '') || 'landing'
  }-${suffix}.png`;

test('Dark in Settings turns the page dark and stays after a reload; System follows the device', async ({ page, request }) => {
  await signIn(page, request);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/Settings');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  expect(await isDark(page)).toBe(false);

  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Dark colours on.' })).toBeAttached();
  await expect.poll(() => isDark(page)).toBe(true);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#131a19');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await isDark(page)).toBe(true);
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();

  // Light wins over a dark device; System hands the choice back to the device.
  await page.emulateMedia({ colorScheme: 'dark' });
  await theme.getByRole('radio', { name: 'Light' }).check();
  await expect.poll(() => isDark(page)).toBe(false);
  await theme.getByRole('radio', { name: 'System' }).check();
  await expect.poll(() => isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await isDark(page)).toBe(true);
});

test('dark screens pass axe', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const route of ['/ChooseOption', '/Settings', '/skills/stop', '/Breath', '/RCA', '/pages/contact', '/dashboard', '/go-premium']) {
    await page.goto(route);
    await settled(page, route);
    expect(await isDark(page), route).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await lookAt(page, path.join(shots, shotName(route, 'dark-390')), { fullPage: true });
  }
  // The rest takes pictures only.
  if (!screenshotsWanted) return;
  await page.goto('/Breath');
  await startBreathing(page);
  await lookAt(page, path.join(shots, 'Breath-running-dark-390.png'));
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const route of ['/ChooseOption', '/dashboard/subscription']) {
    await page.goto(route);
    await settled(page, route);
    await lookAt(page, path.join(shots, shotName(route, 'dark-1280')), { fullPage: true });
  }
});

test('each text size changes the root font size, at once and after a reload', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/Settings');
  const size = page.getByRole('group', { name: 'Text size' });
  await expect(size.getByRole('radio', { name: '100 %' })).toBeChecked();
  expect(await rootFontSize(page)).toBe('16px');
  for (const [label, px] of [
    ['125 %', '20px'],
    ['150 %', '24px'],
    ['200 %', '32px'],
    ['100 %', '16px'],
  ] as const) {
    await size.getByRole('radio', { name: label }).check();
    await expect.poll(() => rootFontSize(page), label).toBe(px);
    await expect(page.getByRole('status').filter({ hasText: `Text size ${label}.` })).toBeAttached();
  }
  await size.getByRole('radio', { name: '150 %' }).check();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await rootFontSize(page)).toBe('24px');
});

/** Buys Premium with the sandbox's test card, so the billing screens have a subscription, an order and a charge. */
async function buyPremium(page: Page) {
  await page.goto('/go-premium');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await fillCheckout(page, CARDS.success);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/my-account\/order-thank-you\?order=/);
}

const SIGNED_IN_SCREENS = [
  '/ChooseOption', // home
  '/Activities', // skills list
  '/QuickCope',
  '/skills/stop', // a skill with steps
  '/Breath',
  '/RCA', // chain analysis
  '/rcao',
  '/dashboard',
  '/dashboard?tab=orders',
  '/dashboard/subscription',
  '/favorite-activities',
  '/Liked',
  '/Settings',
  '/Profile',
  '/go-premium',
  '/Subscription',
  '/pages/contact', // SOS
  '/pages/faq',
  '/safety-plan',
  '/diary',
  '/what-helps',
  '/summary',
  '/trends',
  '/trends?period=12m',
  '/check-in',
];
const PUBLIC_SCREENS = ['/', '/Login', '/register', '/forgot-password', '/Breath', '/pages/contact', '/pages/faq'];

/** On /Breath: the exercise running with its phase text in the square. */
async function startBreathing(page: Page) {
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.breathing__phase')).toHaveText('Breathe in');
}

async function overflowingScreens(page: Page, routes: string[], label: string) {
  const wide: string[] = [];
  const check = async (route: string) => {
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) wide.push(`${route} (${overflow}px too wide: ${(await widest(page)).join(', ')})`);
    await lookAt(page, path.join(shots, shotName(route, label)), { fullPage: true });
  };
  for (const route of routes) {
    await page.goto(route);
    await settled(page, route);
    await check(route);
    if (route === '/Breath') {
      await startBreathing(page);
      await check('/Breath running');
    }
  }
  return wide;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`at 200 % text no signed-in screen scrolls sideways (${viewport.name}, long username, premium)`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const user = uniqueUser();
    // One unbroken word, as long as a username can reasonably be.
    user.username = `${user.username}withaverylongnamethatneverbreaks`;
    await signIn(page, request, user);
    await page.setViewportSize(viewport);
    await buyPremium(page);
    // The billing screens link to the subscription itself.
    await page.goto('/dashboard/subscription');
    const subscription = page.getByRole('link', { name: /View/ }).first();
    await expect(subscription).toBeVisible();
    const subscriptionHref = (await subscription.getAttribute('href'))!;

    await page.goto('/Settings');
    await page.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: '200 %' }).check();
    await expect.poll(() => rootFontSize(page)).toBe('32px');
    await expect(page.getByText(user.username)).toBeVisible();

    const wide = await overflowingScreens(page, [...SIGNED_IN_SCREENS, subscriptionHref], `200-${viewport.name}`);
    expect(wide).toEqual([]);
  });

  test(`at 200 % text no public screen scrolls sideways (${viewport.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => localStorage.setItem('steady.textSize', '200'));
    const wide = await overflowingScreens(page, PUBLIC_SCREENS, `200-public-${viewport.name}`);
    expect(await rootFontSize(page)).toBe('32px');
    expect(wide).toEqual([]);
  });
}

/**
 * What helps me and the summary with something in them: the tables only appear with ratings and a diary week,
 * so the screens above, on a new account, cannot show how wide they grow. Long catalogue titles, both
 * breathing rows, a week with urges acted on and a plan with one long unbroken word.
 */
test('at 200 % text What helps me and the summary, filled in, do not scroll sideways (phone)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { jwt } = await signIn(page, request);
  const headers = { Authorization: `Bearer ${jwt}` };
  const run = jwt.slice(-8).replace(/[^A-Za-z0-9]/g, 'x');
  const ratings = [
    ['progressive-muscle-relaxation', 8, 3],
    ['safe-place-visualisation', 7, 5],
    ['half-smile-and-willing-hands', 6, 6],
    ['box-breathing', 9, 4],
    ['breathing', 7, 2],
    ['stop', null, null],
  ] as const;
  for (const [i, [skill, before, after]] of ratings.entries()) {
    const rated = await request.put(`/api/account/distress-ratings/wide-${i}-${run}`, { headers, data: { skill, before, after } });
    expect(rated.ok(), await rated.text()).toBe(true);
  }
  const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const diary = await request.put(`/api/account/diary/${today}`, {
    headers,
    data: {
      emotions: { sadness: 3, anxiety: 5, joy: 1 },
      urges: { selfHarm: { level: 4, actedOn: true }, quitAvoid: { level: 5, actedOn: true }, substances: { level: 2, actedOn: false } },
      skills: ['progressive-muscle-relaxation', 'safe-place-visualisation'],
      note: 'A long day. https://example.org/a-very-long-address-that-someone-pasted-into-their-note-without-spaces',
    },
  });
  expect(diary.ok(), await diary.text()).toBe(true);
  const plan = await request.put('/api/account/safety-plan', {
    headers,
    data: {
      sections: {
        warningSigns: [{ id: 'w1', text: 'Notstopthinkingaboutitallnightlongwithoutanyspacesatall' }],
        helpers: [{ id: 'h1', text: 'My sister Alexandrina-Konstantinopoulou', phone: '+44 7700 900123' }],
        reasonsForLiving: [{ id: 'r1', text: 'The sea in the morning' }],
      },
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('steady.textSize', '200'));
  const wide: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const route of ['/what-helps', '/summary']) {
      await page.goto(route);
      await settled(page, route);
      await expect(page.getByRole('rowheader', { name: 'Breathing exercise' }).first(), route).toBeVisible();
      expect(await rootFontSize(page)).toBe('32px');
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${route} ${colorScheme} (${overflow}px too wide: ${(await widest(page)).join(', ')})`);
      await lookAt(page, path.join(shots, shotName(route, `filled-200-${colorScheme}-390`)), { fullPage: true });
    }
  }
  expect(wide).toEqual([]);
});
