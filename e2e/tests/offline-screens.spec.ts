import { expect, test, type Page } from '@playwright/test';
import { reachesServer, serverStopped, workerReady } from './offline-support';
import { screenshots, signIn } from './support';

/**
 * No dead ends offline: signed in, Home opened once, then the server stops (the phone keeps its network, but
 * neither the page nor the service worker can reach the server). Every screen reachable from the menu, Home's
 * tiles and Settings, opened cold, answers within 2 s with its content or a calm 'This needs a connection'
 * panel that offers what works offline — never a spinner or skeleton that waits for nothing.
 */
test.use({ serviceWorkers: 'allow' });

type Outcome = 'works' | 'needs a connection' | 'error';

/** Where each screen must end up; `either` for screens whose data only the server has. */
const SCREENS: { path: string; name: string; expect: Outcome | 'either' }[] = [
  { path: '/', name: 'Home', expect: 'works' },
  { path: '/pages/contact', name: 'SOS', expect: 'works' },
  { path: '/Breath', name: 'Breathing', expect: 'works' },
  { path: '/safety-plan', name: 'Safety plan', expect: 'works' },
  { path: '/QuickCope', name: 'Quick Cope', expect: 'works' },
  { path: '/skills/box-breathing', name: 'Box breathing skill', expect: 'works' },
  { path: '/skills/leaves-on-a-stream', name: 'A free skill never opened', expect: 'works' },
  { path: '/Activities', name: 'Activities', expect: 'works' },
  { path: '/Liked', name: 'Favourites', expect: 'works' },
  { path: '/diary', name: 'Diary', expect: 'works' },
  { path: '/Settings', name: 'Settings', expect: 'works' },
  { path: '/Profile', name: 'Profile', expect: 'either' },
  { path: '/what-helps', name: 'What helps me', expect: 'either' },
  { path: '/summary', name: 'Summary', expect: 'either' },
  { path: '/trends', name: 'Trends', expect: 'either' },
  { path: '/Recommended', name: 'Recommended', expect: 'either' },
  { path: '/RCA', name: 'Chain analysis', expect: 'either' },
  { path: '/pages/faq', name: 'FAQ', expect: 'either' },
  { path: '/go-premium', name: 'Go premium', expect: 'either' },
  { path: '/dashboard', name: 'Dashboard', expect: 'either' },
];

const SETTLE_MS = 2000;
const PLAN_WORDS = 'Sam, my sister';

/** Every URL the service worker keeps answers for. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** What the screen shows once it stops waiting, or null while it still waits. */
async function outcome(page: Page): Promise<Outcome | null> {
  if (await page.locator('.offline-panel').first().isVisible()) return 'needs a connection';
  if (await page.locator('main [role="alert"]').first().isVisible()) return 'error';
  const waiting = page.locator('main[aria-busy="true"], main .spinner, main [class*="skeleton"]');
  if ((await waiting.count()) > 0) return null;
  return (await page.getByRole('heading', { level: 1 }).first().isVisible()) ? 'works' : null;
}

test('with the server stopped, every screen answers within 2 s: its content, or what works offline', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const { jwt } = await signIn(page, request);
  const planSaved = await request.put('/api/account/safety-plan', {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { sections: { helpers: [{ id: 'sam', text: PLAN_WORDS, phone: '+44 7700 900123' }] } },
  });
  expect(planSaved.ok(), await planSaved.text()).toBe(true);

  // One visit to Home, as after signing in; the app keeps what it needs offline once it is idle.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await workerReady(page);
  await expect
    .soft(async () => {
      const kept = await cachedUrls(page);
      expect(kept.some((url) => url.includes('leaves-on-a-stream'))).toBe(true);
      expect(kept.some((url) => url.includes('/api/account/safety-plan'))).toBe(true);
    })
    .toPass({ timeout: 20_000 });

  await serverStopped(context);
  expect(await reachesServer(page, `/api/skills?pagination[pageSize]=1&offline-probe=${Date.now()}`)).toBe(false);

  const table: { screen: string; outcome: Outcome | 'still waiting'; ms: number }[] = [];
  for (const screen of SCREENS) {
    const started = Date.now();
    await page.goto(screen.path);
    let seen: Outcome | null = null;
    while (seen === null && Date.now() - started < SETTLE_MS) {
      seen = await outcome(page);
      if (seen === null) await page.waitForTimeout(50);
    }
    table.push({ screen: screen.name, outcome: seen ?? 'still waiting', ms: Date.now() - started });
    if (seen === 'needs a connection') {
      // The panel offers what works offline.
      const panel = page.locator('.offline-panel');
      await expect(panel.getByRole('link', { name: /SOS/ }).first()).toBeVisible();
      await expect(panel.getByRole('link', { name: /breath/i }).first()).toBeVisible();
    }
  }
  console.log(table.map((row) => `${row.screen.padEnd(28)} ${row.outcome.padEnd(20)} ${row.ms} ms`).join('\n'));
  expect(table.filter((row) => row.outcome === 'still waiting' || row.outcome === 'error')).toEqual([]);
  for (const screen of SCREENS) {
    if (screen.expect !== 'either') expect.soft(table.find((row) => row.screen === screen.name)?.outcome, screen.name).toBe(screen.expect);
  }

  // The plan was never opened on this device, yet its words are there, and its people are on SOS.
  await page.goto('/safety-plan');
  await expect(page.getByRole('link', { name: `Call ${PLAN_WORDS} (+44 7700 900123)` })).toBeVisible();
  await page.goto('/pages/contact');
  await expect(page.getByRole('link', { name: new RegExp(`Call ${PLAN_WORDS}`) })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/pages/contact');
    await expect(page.getByRole('link', { name: new RegExp(`Call ${PLAN_WORDS}`) })).toBeVisible();
    await screenshots(page, `offline-stopped-sos-${colorScheme}`);
    await page.goto('/dashboard');
    await expect(page.locator('.offline-panel')).toBeVisible();
    await screenshots(page, `offline-stopped-needs-connection-${colorScheme}`);
  }
});
