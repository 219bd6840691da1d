import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, reachesServer, serverStopped, workerReady } from './offline-support';
import { expectNoSeriousA11yViolations, screenshots, seededTranslation, signIn, signOut } from './support';

/**
 * After one visit, the crisis screens open with no connection at all (issue 10): the service worker
 * precaches the app and keeps content and the person's own data; sign-out removes their data.
 */
test.use({ serviceWorkers: 'allow' });

const accountCacheEntries = (page: Page) =>
  page.evaluate(async () => ((await caches.has('steady-account')) ? (await (await caches.open('steady-account')).keys()).length : 0));

test('SOS, breathing and Home open offline after one visit, cold reload included; sign-out clears the cached account', async ({ page, request, context }) => {
  const { jwt } = await signIn(page, request);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await workerReady(page);
  // One online visit to each crisis screen, as a person would have made.
  await page.goto('/pages/contact');
  await expect(page.getByRole('link', { name: '988' }).first()).toBeVisible();
  await page.goto('/Breath');
  await expect(page.getByRole('heading', { level: 1, name: 'Box breathing' })).toBeVisible();
  await page.goto('/QuickCope');
  await expect(page.getByRole('article', { name: 'STOP', exact: true })).toBeVisible();
  await page.goto('/safety-plan');
  await page.getByRole('button', { name: 'Add a warning sign' }).click();
  await page.getByRole('textbox', { name: 'Warning sign 1' }).fill('I stop answering messages');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /SOS/i }).first()).toBeVisible();
  expect(await accountCacheEntries(page)).toBeGreaterThan(0);

  await goOffline(context);
  expect(await reachesServer(page, `/api/skills?pagination[pageSize]=1&offline-probe=${Date.now()}`)).toBe(false);

  // SOS from Home, offline.
  await page.getByRole('link', { name: /SOS/i }).first().click();
  await expect(page).toHaveURL(/\/pages\/contact$/);
  // The page itself (from the worker's content cache), not only the built-in fallback.
  await expect(page.getByRole('heading', { name: "You don't have to go through this alone" })).toBeVisible();
  await expect(page.getByRole('link', { name: '988' }).first()).toHaveAttribute('href', 'tel:988');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'offline-sos');

  // A cold reload of the contact page, offline: served by the worker, helplines still there.
  await page.reload();
  await expect(page.getByRole('heading', { name: "You don't have to go through this alone" })).toBeVisible();
  await expect(page.getByRole('link', { name: '988' }).first()).toHaveAttribute('href', 'tel:988');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Breathing runs offline from one tap; the distress rating beside it waits on the device.
  await page.goto('/Breath');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /distress/ })
    .getByRole('radio', { name: '5', exact: true })
    .check();

  // The safety plan from a cold load, offline, with the person's own words; an edit waits on the device.
  await page.goto('/safety-plan');
  await expect(page.getByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('I stop answering messages');
  await page.getByRole('textbox', { name: 'Warning sign 1' }).fill('I stop answering messages from friends');
  await expect(page.getByText('Saved on this device — will sync')).toBeVisible();
  await screenshots(page, 'offline-safety-plan');

  // Home from a cold load, offline, with the person's own data from the worker's cache.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
  await screenshots(page, 'offline-home');

  // A heart tapped offline waits on the device, shows as tapped, and reaches the server once online.
  await page.goto('/QuickCope');
  const card = page.getByRole('article', { name: 'STOP', exact: true });
  await card.getByRole('button', { name: 'Add STOP to favourites' }).click();
  await expect(card.getByRole('button', { name: 'Remove STOP from favourites' })).toHaveAttribute('aria-pressed', 'true');
  // Three: the distress rating given before breathing, the safety plan edit and the heart.
  await expect(page.getByText("You're offline. What you do is saved on this device and will sync when you're back online. 3 changes waiting.")).toBeVisible();
  await screenshots(page, 'offline-heart');
  const serverFavourites = async () =>
    ((await (await request.get('/api/account', { headers: { Authorization: `Bearer ${jwt}` } })).json()) as { favourites: string[] }).favourites;
  expect(await serverFavourites()).toEqual([]);
  await goOnline(context);
  await expect.poll(serverFavourites).toEqual(['stop']);
  const serverPlan = async () =>
    (
      (await (await request.get('/api/account/safety-plan', { headers: { Authorization: `Bearer ${jwt}` } })).json()) as {
        sections: { warningSigns: { text: string }[] };
      }
    ).sections.warningSigns.map((i) => i.text);
  await expect.poll(serverPlan).toEqual(['I stop answering messages from friends']);
  const whatHelps = async () =>
    (await (await request.get('/api/account/what-helps', { headers: { Authorization: `Bearer ${jwt}` } })).json()) as {
      skills: { skill: string; averageBefore: number | null }[];
    };
  await expect.poll(whatHelps).toEqual({ skills: [expect.objectContaining({ skill: 'box-breathing', uses: 1 })] });
  await expect(page.getByText(/offline|waiting/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Remove STOP from favourites' })).toHaveAttribute('aria-pressed', 'true');

  // Logging out deletes what was kept about the person on this device.
  await signOut(page);
  await expect.poll(() => accountCacheEntries(page)).toBe(0);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('with the server stopped, Home, SOS, breathing and a skill open from a cold load, in Spanish', async ({ page, request, context }) => {
    await signIn(page, request);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await workerReady(page);
    // Kept in the worker's catalogue cache once the language is in use (lib/i18n/keep-catalogue-offline).
    await expect
      .poll(() => page.evaluate(async () => (await caches.has('steady-catalogues')) && (await (await caches.open('steady-catalogues')).keys()).length))
      .toBeGreaterThan(0);
    const sosTitle = seededTranslation('es', 'pages.json', 'contact').title as string;
    const stopTitle = seededTranslation('es', 'skills.json', 'stop').Title as string;
    await page.goto('/pages/contact');
    await expect(page.getByRole('heading', { level: 1, name: sosTitle })).toBeVisible();
    await page.goto('/skills/stop');
    await expect(page.getByRole('heading', { level: 1, name: stopTitle })).toBeVisible();
    await page.goto('/');

    await serverStopped(context);
    expect(await reachesServer(page, `/api/skills?pagination[pageSize]=1&offline-probe=${Date.now()}`)).toBe(false);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    for (const [where, heading] of [
      ['/', /¿Qué te ayudaría más ahora mismo\?/],
      ['/pages/contact', sosTitle],
      ['/Breath', /respiración/i],
      ['/skills/stop', stopTitle],
    ] as const) {
      await page.goto(where);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.getByText('Aún sin traducir')).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'SOS', exact: true })).toBeVisible();
    await screenshots(page, 'offline-server-stopped-es-skill');
  });
});
