import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations, lookAt, mailDropMessages, register, seededTranslation, settleAnimations, signIn, uniqueUser } from './support';

/**
 * Steady in other languages (decision 018): a pseudo-locale sweep that finds words left outside the
 * catalogues, Spanish chosen by the browser, Arabic chosen in Settings and laid out right-to-left, and
 * the reset email in the account's language. Screenshots in e2e/.tmp/screenshots/languages.
 */
const shots = path.join(__dirname, '..', '.tmp', 'screenshots', 'languages');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

/** The screens the Spanish and Arabic journeys walk through (besides Home and Settings). */
const JOURNEY = [
  ['/skills/stop', 'skill'],
  ['/Breath', 'breathing'],
  ['/safety-plan', 'safety-plan'],
  ['/diary', 'diary'],
  ['/pages/contact', 'sos'],
  ['/go-premium', 'go-premium'],
] as const;

/** Opens a screen, waits for its heading and finds no serious accessibility problem on it. */
async function openScreen(page: Page, where: string) {
  await page.goto(where);
  await expect(page.locator('h1').first()).toBeVisible();
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
}

/** Full-page screenshots at the phone and desktop sizes, light and dark, for a person to look at. */
async function lookInBothThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await lookAt(page, path.join(shots, `${name}-phone-${theme}.png`), { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await lookAt(page, path.join(shots, `${name}-desktop-${theme}.png`), { fullPage: true });
    await page.setViewportSize(PHONE);
  }
  await page.evaluate(() => delete document.documentElement.dataset.theme);
}

const INTL_WORDS =
  /^(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t|tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon(?:day)?|Tue(?:sday)?|Wed(?:nesday)?|Thu(?:rsday)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?|English|Spanish|French|German|Portuguese|Arabic|Dutch|Italian|Catalan|Basque|Galician)$/;

/** Every string value in a JSON answer: content and the person's own data, which are not the catalogue's. */
function collectStrings(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
}

/** Records the strings of every /api answer the page receives; `read()` waits for those still being read. */
function recordData(page: Page) {
  const data = new Set<string>(['Steady']);
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(
      response.json().then(
        (body) => collectStrings(body, data),
        () => undefined, // not JSON after all, or gone with a navigation
      ),
    );
  });
  return { data, read: () => Promise.all(reading) };
}

/**
 * Text on the page (and in labels people hear) with a plain ASCII word: in the pseudo-locale every catalogue
 * letter is accented, so such a word either comes from the server's data or escaped the catalogues.
 */
async function plainWords(page: Page, data: Set<string>) {
  const found = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden], code, pre')) continue;
      // Marked as another language than the page's: a language's own name in the picker, English content.
      const marked = parent.closest('[lang]');
      if (marked && marked !== document.documentElement) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(...document.title.split(' · '));
    return texts;
  });
  const fromData = [...data];
  return found.filter((text) => {
    // Dates and language names come from Intl, which has no pseudo-locale: it writes them in English.
    const words = text.match(/[A-Za-z]{2,}/g)?.filter((w) => !INTL_WORDS.test(w));
    if (!words || words.length === 0) return false;
    if (/^\S+@\S+$/.test(text) || /^https?:\/\//.test(text)) return false;
    // Data from the server, or a piece of it (markdown, a name inside a sentence).
    return !fromData.some((d) => d.includes(text) || words.every((w) => d.includes(w)));
  });
}

test.describe('languages', () => {
  test('the pseudo-locale finds no word outside the catalogues', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => localStorage.setItem('steady.locale', 'pseudo'));
    const { data, read } = recordData(page);
    const escaped: Record<string, string[]> = {};
    const visit = async (where: string, ready: () => Promise<unknown>) => {
      await ready();
      // Every answer read, so its words count as data.
      await page.waitForLoadState('networkidle');
      await read();
      await settleAnimations(page);
      const words = await plainWords(page, data);
      if (words.length > 0) escaped[where] = words;
    };
    const heading = () => expect(page.locator('h1').first()).toBeVisible();

    for (const where of ['/', '/Login', '/register', '/forgot-password', '/pages/contact', '/Breath']) {
      await page.goto(where);
      await visit(where, heading);
    }
    await signIn(page, request);
    for (const where of [
      '/ChooseOption',
      '/QuickCope',
      '/Activities',
      '/Liked',
      '/skills/stop',
      '/RCA',
      '/safety-plan',
      '/what-helps',
      '/diary',
      '/summary',
      '/Settings',
      '/Profile',
      '/go-premium',
      '/dashboard',
      '/Recommended',
    ]) {
      await page.goto(where);
      await visit(where, heading);
    }
    // Longer words must not break the layout at phone width.
    await page.goto('/Settings');
    await heading();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'Settings is wider than the phone in the pseudo-locale').toBeLessThanOrEqual(0);
    await lookAt(page, path.join(shots, 'pseudo-settings-phone.png'), { fullPage: true });
    expect(escaped).toEqual({});
  });

  test.describe('Spanish from the browser', () => {
    test.use({ locale: 'es-MX' });

    test('a new visitor reads Steady in Spanish, signs in, and breathes, plans and reaches help in Spanish', async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('link', { name: 'SOS', exact: true })).toBeVisible();
      await expect(page.getByRole('combobox', { name: /Idioma/ })).toHaveValue('es');
      // Installing it shows the Spanish description and shortcuts.
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-es.webmanifest');
      const manifest = await (await page.request.get('/manifest-es.webmanifest')).json();
      expect(manifest).toMatchObject({
        lang: 'es',
        name: 'Steady',
        shortcuts: expect.arrayContaining([expect.objectContaining({ name: 'Respirar', url: '/Breath' })]),
      });
      await expectNoSeriousA11yViolations(page);
      await lookAt(page, path.join(shots, 'es-landing-phone.png'), { fullPage: true });

      await signIn(page, request);
      await page.goto('/ChooseOption');
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await lookAt(page, path.join(shots, 'es-home-phone.png'), { fullPage: true });

      for (const [where, name] of JOURNEY) {
        await openScreen(page, where);
        await lookInBothThemes(page, `es-${name}`);
      }
      // The content is Spanish too: a skill, its first step and the FAQ, with nothing marked untranslated.
      const stop = seededTranslation('es', 'skills.json', 'stop');
      await page.goto('/skills/stop');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stop.Title);
      await expect(page.getByText('Aún sin traducir')).toHaveCount(0);
      await page.goto('/pages/faq');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededTranslation('es', 'pages.json', 'faq').title);
      await expect(page.getByRole('button', { name: seededTranslation('es', 'pages.json', 'faq').steps[0].item_title })).toBeVisible();
      await page.goto('/Breath');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/respiración/i);
      await page.goto('/safety-plan');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/plan de seguridad/i);
    });
  });

  test.describe('Arabic from the browser, straight to SOS', () => {
    test.use({ locale: 'ar-EG' });

    test('the contact page opened first comes in Arabic, not in English cached before the language was known', async ({ page }) => {
      const contact = seededTranslation('ar', 'pages.json', 'contact');
      await page.goto('/pages/contact');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('heading', { level: 1, name: contact.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'لا داعي لأن تواجه هذا وحدك' })).toBeVisible();
      await expect(page.getByText('Get help now')).toHaveCount(0);
    });
  });

  test('Arabic chosen in Settings lays the app out right-to-left, with no sideways scroll at 390 px and 200 % text', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { jwt } = await signIn(page, request);
    await page.goto('/Settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText('Machine-drafted, not yet reviewed')).toHaveCount(0);

    for (const [where, name] of [['/ChooseOption', 'home'], ...JOURNEY, ['/Settings', 'settings']] as const) {
      await openScreen(page, where);
      for (const textSize of ['100', '200']) {
        await page.evaluate((size) => {
          if (size === '100') delete document.documentElement.dataset.textSize;
          else document.documentElement.dataset.textSize = size;
        }, textSize);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${where} scrolls sideways in Arabic at ${textSize} % text`).toBeLessThanOrEqual(0);
      }
      await page.evaluate(() => delete document.documentElement.dataset.textSize);
      await lookInBothThemes(page, `ar-${name}`);
    }
    await page.goto('/skills/stop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededTranslation('ar', 'skills.json', 'stop').Title);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
    // The choice survives a reload and stays on the account.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const account = await request.get('/api/account', { headers: { Authorization: `Bearer ${jwt}` } });
    expect(((await account.json()) as { locale: string }).locale).toBe('ar');
  });

  test('the reset email comes in the language kept on the account', async ({ page, request }) => {
    const { user, jwt } = await register(request, uniqueUser());
    const chosen = await request.put('/api/account/profile', { headers: { Authorization: `Bearer ${jwt}` }, data: { locale: 'es' } });
    expect(chosen.ok()).toBe(true);
    await page.goto('/forgot-password');
    const before = mailDropMessages().length;
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => mailDropMessages().length, { timeout: 20_000 }).toBeGreaterThan(before);
    const mail = mailDropMessages()
      .filter((m) => m.to === user.email)
      .at(-1);
    expect(mail?.subject).toMatch(/contraseña/i);
  });
});
