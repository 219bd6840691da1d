import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { goOffline, goOnline, workerReady } from './offline-support';
import { expectNoSeriousA11yViolations, screenshots, settleAnimations, signIn, signOut, submitWithoutPicture, writeSafetyPlan } from './support';

/*
 * The app lock (docs/decisions/024-app-lock.md): a PIN set in Settings; from then on what the device keeps
 * about the person exists only sealed, the app opens locked, help opens without the PIN, wrong PINs end in
 * removing the device's copy, and the quick exit locks too. Storage is read here from the page itself, as
 * anyone holding the device could read it.
 */
test.use({ serviceWorkers: 'allow' });

const PIN = '2468';
/** Written in the plan; must appear nowhere on the device while the lock is set and the plan stays off the lock screen. */
const PHRASE = 'Walk to the lighthouse and count the boats';
const CALL_SAM = 'Call Sam, my sister (+44 7700 900123)';

const writePlan = (request: APIRequestContext, jwt: string) =>
  writeSafetyPlan(request, jwt, {
    warningSigns: [{ id: 'w1', text: 'I stop answering messages' }],
    copingAlone: [{ id: 'c1', text: PHRASE }],
    helpers: [{ id: 'sam', text: 'Sam, my sister', phone: '+44 7700 900123' }],
    reasonsForLiving: [],
  });

/** Everything the page can read of what this device keeps: both storages, every cache's bodies, every IndexedDB store. */
const deviceContents = (page: Page) =>
  page.evaluate(async () => {
    const parts: string[] = [];
    for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) parts.push(`${store.key(i)}=${store.getItem(store.key(i)!)}`);
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        // Code and pictures are the same for everyone; the person's answers are what matter.
        if (response && !/\.(js|css|png|svg|woff2?)$/.test(new URL(request.url).pathname))
          parts.push(`${request.url} sealed=${response.headers.has('x-steady-sealed')} ${await response.text()}`);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        parts.push(JSON.stringify(rows));
      }
      db.close();
    }
    return parts.join('\n');
  });

/** The plan's editor shows the phrase in one of its fields. */
const planShowsPhrase = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        (phrase) => Array.from(document.querySelectorAll('input, textarea'), (field) => (field as HTMLInputElement).value).includes(phrase),
        PHRASE,
      ),
    )
    .toBe(true);

const lockScreen = (page: Page) => page.getByRole('main', { name: 'Locked' });

async function setPin(page: Page, { planOnLockScreen }: { planOnLockScreen: boolean }) {
  // On the address the page is on (the passkey test uses localhost).
  await page.goto(page.url().startsWith('http') ? new URL('/Settings', page.url()).href : '/Settings');
  await page.getByRole('button', { name: 'Set a PIN' }).click();
  await page.getByLabel('New PIN').fill(PIN);
  await page.getByLabel('The same PIN again').fill(PIN);
  await page.getByRole('radio', { name: '1 minute' }).check();
  const plan = page.getByRole('checkbox', { name: 'My safety plan opens from the lock screen' });
  await expect(plan).toBeChecked();
  if (!planOnLockScreen) await plan.uncheck();
  await page.getByRole('button', { name: 'Turn on the lock' }).click();
  await expect(page.getByText('The lock is on')).toBeVisible();
}

async function unlock(page: Page, pin = PIN) {
  await lockScreen(page).getByLabel('PIN').fill(pin);
  await lockScreen(page).getByRole('button', { name: 'Unlock' }).click();
}

test('with a lock set, nothing on the device reads as the plan, and the PIN opens it again, offline too', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const { jwt } = await signIn(page, request);
  await writePlan(request, jwt);
  await page.goto('/safety-plan');
  await workerReady(page);
  await planShowsPhrase(page);
  // The worker kept the plan in the clear until now: that is what the lock must change.
  await expect.poll(() => deviceContents(page), { timeout: 30_000 }).toContain(PHRASE);

  await setPin(page, { planOnLockScreen: false });
  // Every load of the app from now on starts locked. Read again under the lock: the worker keeps a sealed copy.
  await page.goto('/safety-plan');
  await unlock(page);
  await planShowsPhrase(page);
  await expect(async () => {
    const stored = await deviceContents(page);
    expect(stored).toContain('steady.sealed.steady.jwt');
    expect(stored).toMatch(/\/api\/account\/safety-plan\?\S* sealed=true/);
  }).toPass();
  const stored = await deviceContents(page);
  expect(stored).not.toContain(PHRASE);
  expect(stored).not.toContain('Sam, my sister');
  expect(stored).not.toContain(jwt);

  // Opened again: locked, nothing of the plan on show, not even in the title.
  await page.reload();
  await expect(lockScreen(page)).toBeVisible();
  await expect(page).toHaveTitle('Locked');
  await expect(page.getByText(PHRASE)).toBeHidden();
  await expect(lockScreen(page).getByLabel('PIN')).toBeFocused();
  await expect(lockScreen(page)).toContainText('SOS and breathing open without your PIN.');
  await expect(lockScreen(page).getByRole('link', { name: 'My safety plan' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settleAnimations(page);
    await screenshots(page, `lock-screen-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Help never waits for the PIN.
  await lockScreen(page).getByRole('link', { name: 'SOS' }).click();
  await expect(page).toHaveURL(/\/pages\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Locked' })).toContainText('Steady is locked. Help stays open.');
  await screenshots(page, 'lock-sos-while-locked');
  await page.getByRole('region', { name: 'Locked' }).getByRole('button', { name: 'Unlock' }).click();

  await unlock(page, '1357');
  await expect(lockScreen(page).getByRole('alert')).toHaveText("That PIN isn't right. 4 tries left.");
  await unlock(page);
  await expect(lockScreen(page)).toBeHidden();
  // Within the app (a fresh load would start locked again): SOS, then its way to the plan.
  await page.getByRole('banner').getByRole('link', { name: 'SOS', exact: true }).click();
  await page.getByRole('link', { name: /^My safety plan/ }).click();
  await planShowsPhrase(page);

  // Offline: the worker's sealed copy opens with the unlocked page's key.
  await goOffline(context);
  await page.reload();
  await unlock(page);
  await expect(page).toHaveURL(/\/safety-plan$/);
  await planShowsPhrase(page);
  await goOnline(context);
});

test('the app locks after the chosen time out of sight, and the plan opens from the lock screen where allowed', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const { jwt } = await signIn(page, request);
  await writePlan(request, jwt);
  await page.goto('/safety-plan');
  await planShowsPhrase(page);
  await setPin(page, { planOnLockScreen: true });
  await page.goto('/diary');
  await unlock(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  // Out of sight for less than the minute: still open.
  await setVisibility('hidden');
  await page.clock.fastForward(30_000);
  await setVisibility('visible');
  await expect(lockScreen(page)).toHaveCount(0);
  // For more than the minute: locked, on the same address.
  await setVisibility('hidden');
  await page.clock.fastForward(61_000);
  await expect(lockScreen(page)).toBeVisible();

  await expect(lockScreen(page)).toContainText('SOS, breathing and your safety plan open without your PIN.');
  await lockScreen(page).getByRole('link', { name: 'My safety plan' }).click();
  await expect(page.getByRole('link', { name: CALL_SAM })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByText(PHRASE)).toBeVisible();
  await screenshots(page, 'lock-plan-while-locked');
  await page.getByRole('region', { name: 'Locked' }).getByRole('button', { name: 'Unlock' }).click();
  await unlock(page);
  await expect(lockScreen(page)).toBeHidden();
});

test('five wrong PINs remove the device copy; signing in brings the account back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { user, jwt } = await signIn(page, request);
  await writePlan(request, jwt);
  await setPin(page, { planOnLockScreen: false });
  await page.reload();
  for (const [pin, left] of [
    ['1111', 4],
    ['2222', 3],
  ] as const) {
    await unlock(page, pin);
    await expect(lockScreen(page).getByRole('alert')).toHaveText(`That PIN isn't right. ${left} tries left.`);
  }
  await unlock(page, '3333');
  await expect(lockScreen(page).getByRole('alert')).toContainText('2 tries left: after that, what this device keeps is removed');
  await unlock(page, '4444');
  await expect(lockScreen(page).getByRole('alert')).toContainText('1 try left');
  await unlock(page, '5555');

  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByText('For your privacy, what Steady kept on this device was removed.')).toBeVisible();
  const left = await deviceContents(page);
  expect(left).not.toContain('steady.sealed');
  expect(left).not.toContain('steady.lock=');
  expect(left).not.toContain(jwt);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await submitWithoutPicture(page);
  await expect(page).not.toHaveURL(/\/Login/);
  await page.goto('/safety-plan');
  await planShowsPhrase(page);
});

test('the quick exit locks: Back shows the cover, then the lock screen, never the last screen', async ({ page, request }) => {
  await page.route('https://www.bbc.co.uk/weather**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather near you</h1>' }),
  );
  const { jwt } = await signIn(page, request);
  await writePlan(request, jwt);
  await page.addInitScript(() => localStorage.setItem('steady.quickExit', 'on'));
  await setPin(page, { planOnLockScreen: false });
  await page.goto('/safety-plan');
  await unlock(page);
  await planShowsPhrase(page);
  await page.getByRole('banner').getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('heading', { name: 'Weather near you' })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(lockScreen(page)).toBeVisible();
  await expect(page.getByText(PHRASE)).toBeHidden();
  await unlock(page);
  await expect(lockScreen(page)).toBeHidden();
});

test('the device passkey unlocks too, and signing out takes the lock away', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  // A platform authenticator with user verification and PRF, as a phone's fingerprint unlock is.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  const { jwt } = await signIn(page, request);
  await writePlan(request, jwt);
  // A passkey belongs to a domain name, never to an address like 127.0.0.1: the same server, as localhost.
  await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/`);
  await setPin(page, { planOnLockScreen: false });
  const settings = page.getByRole('region', { name: 'App lock' });
  await expectNoSeriousA11yViolations(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settleAnimations(page);
    await settings.scrollIntoViewIfNeeded();
    await screenshots(page, `lock-settings-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await settings.getByRole('button', { name: 'Also unlock with fingerprint, face or screen lock' }).click();
  await settings.getByLabel("Your PIN, to add this device's unlock").fill('0000');
  await settings.getByRole('button', { name: 'Add' }).click();
  await expect(settings.getByRole('alert')).toHaveText("That PIN isn't right.");
  await settings.getByLabel("Your PIN, to add this device's unlock").fill(PIN);
  await settings.getByRole('button', { name: 'Add' }).click();
  await expect(settings.getByRole('status')).toHaveText('Added: this device can unlock Steady too.');

  await page.reload();
  await lockScreen(page).getByRole('button', { name: 'Unlock with this device' }).click();
  await expect(lockScreen(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The lock belongs to the person signed in: logging out removes it and everything it sealed.
  await signOut(page);
  await expect(page.evaluate(() => localStorage.getItem('steady.lock'))).resolves.toBeNull();
  expect(await deviceContents(page)).not.toContain('steady.sealed');
  await page.reload();
  await expect(lockScreen(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
