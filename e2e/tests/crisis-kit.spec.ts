import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations, lookAt, settleAnimations, signIn } from './support';

/**
 * Issue 9, the web side of the crisis kit: distress before and after a skill and the breathing
 * exercise, What helps me, the diary card and its week, the summary for a therapist and the export.
 * Each screen is checked at the phone size (390×844) and the desktop size: no sideways
 * scrolling, axe (once, at the phone size), and a screenshot in e2e/.tmp/screenshots/crisis-kit for people to look at.
 */
const shots = path.join(__dirname, '..', '.tmp', 'screenshots', 'crisis-kit');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

/** No horizontal overflow and a full-page screenshot at the phone and then the desktop size; axe at the phone size. */
async function checkBothSizes(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await settleAnimations(page);
    // Against clientWidth: a phone-sized page (isMobile) zooms out to fit wide content, so innerWidth grows with it.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} is wider than the ${size} screen`).toBeLessThanOrEqual(0);
    // One axe scan per screen: the desktop size has the same markup and colours.
    if (size === 'phone') await expectNoSeriousA11yViolations(page);
    // From the top, so the sticky header is where a person sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, path.join(shots, `${name}-${size}.png`), { fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

const distress = (page: Page) => page.getByRole('radiogroup', { name: /distress/ });

/** Today in the browser's own time zone, as the diary and the export file name use it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

test.describe('crisis kit', () => {
  test('a skill rated 8 → 3 and breathing 9 → 6 rated beside the running exercise, then What helps me shows both', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, request);

    // A skill: rated before (8) and after (3).
    await page.goto('/skills/stop');
    await page.getByRole('button', { name: "Let's Start" }).click();
    const before = distress(page);
    await expect(before).toBeVisible();
    await expect(before.getByRole('radio')).toHaveCount(11);
    await expect(before.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
    await before.getByRole('radio', { name: '8', exact: true }).check();
    await checkBothSizes(page, 'distress-before');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'STOP: steps' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to step 4' }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/api/account/distress-ratings/') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Finish' }).click();
    const after = distress(page);
    await expect(after).toBeVisible();
    await after.getByRole('radio', { name: '3', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Well done' })).toBeVisible();
    expect((await saved).ok()).toBe(true);

    // Breathing starts with one tap; the rating is one tap beside it, and a 9 offers the safety plan and SOS there.
    await page.clock.install();
    await page.goto('/Breath');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    const ratedBefore = page.waitForResponse((r) => r.url().includes('/api/account/distress-ratings/') && r.request().method() === 'PUT');
    await distress(page).getByRole('radio', { name: '9', exact: true }).check();
    expect((await ratedBefore).ok()).toBe(true);
    const support = page.locator('.distress-check__support');
    await expect(support.getByRole('link', { name: 'My safety plan' })).toHaveAttribute('href', '/safety-plan');
    await expect(support.getByRole('link', { name: 'SOS' })).toHaveAttribute('href', '/pages/contact');
    await checkBothSizes(page, 'distress-high');
    await page.clock.fastForward(64_000);
    await expect(page.locator('.breathing__phase')).toHaveText('FINISHED!');
    // The one-tap rating goes with the exercise: only the question after it is left.
    await expect(distress(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: 'You made it through' })).toBeVisible();
    await distress(page).getByRole('radio', { name: '6', exact: true }).check();
    await checkBothSizes(page, 'distress-after');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Opened by its address: Done ends at home.
    await expect(page).toHaveURL(/:\d+\/$/);

    await page.goto('/what-helps');
    const table = page.getByRole('table', { name: /distress before and after each skill/i });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    // Best first: STOP helped most.
    await expect(rows.nth(0).getByRole('rowheader')).toHaveText('STOP');
    await expect(rows.nth(0)).toContainText('8 → 3');
    await expect(rows.nth(0)).toContainText('−5');
    await expect(table.getByRole('row', { name: /Box breathing/ })).toContainText('9 → 6');
    await checkBothSizes(page, 'what-helps');
  });

  test('the diary card keeps what was saved, nothing pre-filled, and shows it in the week', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page, request);
    await page.goto('/diary');
    const card = page.getByRole('form', { name: 'Diary card for today' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('radio', { checked: true })).toHaveCount(0);
    await checkBothSizes(page, 'diary-empty');

    await card.getByRole('radiogroup', { name: 'Sadness' }).getByRole('radio', { name: '3' }).check();
    await card.getByRole('radiogroup', { name: 'Anxiety' }).getByRole('radio', { name: '4' }).check();
    await card.getByRole('radiogroup', { name: 'Urge to quit or avoid' }).getByRole('radio', { name: '2' }).check();
    await card.getByRole('radiogroup', { name: 'Acted on it? Urge to quit or avoid' }).getByRole('radio', { name: 'Yes' }).check();
    await card.getByLabel('Find a skill').fill('stop');
    await card.getByRole('checkbox', { name: 'STOP' }).check();
    await card.getByLabel('Note').fill('Walked it off after the call.');
    await card.getByRole('button', { name: "Save today's entry" }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.reload();
    const again = page.getByRole('form', { name: 'Diary card for today' });
    await expect(again.getByRole('radiogroup', { name: 'Sadness' }).getByRole('radio', { name: '3' })).toBeChecked();
    await expect(again.getByRole('radiogroup', { name: 'Anxiety' }).getByRole('radio', { name: '4' })).toBeChecked();
    await expect(again.getByRole('radiogroup', { name: 'Anger' }).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(again.getByRole('radiogroup', { name: 'Acted on it? Urge to quit or avoid' }).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'STOP' })).toBeChecked();
    await expect(again.getByLabel('Note')).toHaveValue('Walked it off after the call.');

    // The week: today's column holds the numbers; other days say 'not answered'.
    const today = await browserToday(page);
    const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
    const week = page.getByRole('table', { name: /^Week of/ });
    const sadness = week.getByRole('row', { name: /^Sadness/ }).getByRole('cell');
    await expect(sadness.nth(weekday)).toHaveText('3');
    const acted = week.getByRole('row', { name: /^Urge to quit or avoid/ }).getByRole('cell');
    await expect(acted.nth(weekday)).toContainText('2');
    await expect(acted.nth(weekday)).toContainText('acted on it');
    await expect(sadness.nth((weekday + 1) % 7)).toContainText('not answered');
    await checkBothSizes(page, 'diary-filled');

    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(
      week
        .getByRole('row', { name: /^Sadness/ })
        .getByRole('cell')
        .nth(weekday),
    ).toContainText('not answered');
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(
      week
        .getByRole('row', { name: /^Sadness/ })
        .getByRole('cell')
        .nth(weekday),
    ).toHaveText('3');
  });

  test('Settings leads to the summary for a therapist, which prints on one or two pages, and downloads the data', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { user, jwt } = await signIn(page, request);
    // A full week's worth to print: a safety plan with three items in every step, and two rated skills.
    const auth = { Authorization: `Bearer ${jwt}` };
    const items = (section: string, phone?: string) =>
      [1, 2, 3].map((n) => ({ id: `${section.replace(/\W+/g, '-')}-${n}`, text: `${section} item ${n}, in my own words`, ...(phone ? { phone } : {}) }));
    const plan = await request.put('/api/account/safety-plan', {
      headers: auth,
      data: {
        sections: {
          warningSigns: items('Warning sign'),
          copingAlone: items('On my own'),
          distractions: items('Place or person'),
          helpers: items('Friend', '+44 7700 900123'),
          professionals: items('Service', '0800 123 4567'),
          safeEnvironment: items('Safer space'),
          reasonsForLiving: items('Reason'),
        },
      },
    });
    expect(plan.ok(), await plan.text()).toBe(true);
    for (const [id, skill, before, after] of [
      ['summary-rating-1', 'stop', 7, 3],
      ['summary-rating-2', 'tipp', 9, 6],
    ] as const) {
      const rated = await request.put(`/api/account/distress-ratings/${id}-${jwt.slice(-8).replace(/[^A-Za-z0-9]/g, 'x')}`, {
        headers: auth,
        data: { skill, before, after },
      });
      expect(rated.ok(), await rated.text()).toBe(true);
    }
    // Something in this week's diary for the summary to show.
    await page.goto('/diary');
    const card = page.getByRole('form', { name: 'Diary card for today' });
    await card.getByRole('radiogroup', { name: 'Joy' }).getByRole('radio', { name: '2' }).check();
    await card.getByLabel('Note').fill('Saw a friend.');
    await card.getByRole('button', { name: "Save today's entry" }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.goto('/Settings');
    await page.getByRole('link', { name: 'Summary for my therapist' }).click();
    await expect(page).toHaveURL(/\/summary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Summary for my therapist' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Week of/ }).getByRole('row', { name: /^Joy/ })).toContainText('2');
    await expect(page.getByText('Saw a friend.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What helps me' }).getByRole('rowheader', { name: 'STOP' })).toBeVisible();
    const planSection = page.getByRole('region', { name: 'My safety plan' });
    await expect(planSection.getByText('Reason item 3, in my own words')).toBeVisible();
    await expect(planSection.getByRole('link', { name: '+44 7700 900123' }).first()).toHaveAttribute('href', 'tel:+447700900123');
    await checkBothSizes(page, 'summary');

    // Printed: no header, no buttons, and at most two A4 pages with all of the above.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi, for the screenshot
    await expect(page.locator('.app-header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await lookAt(page, path.join(shots, 'summary-print.png'), { fullPage: true });
    const pdf = await page.pdf({ format: 'A4' });
    fs.writeFileSync(path.join(shots, 'summary.pdf'), pdf);
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(PHONE);

    // Download my data: GET /api/account/export with the token, saved as steady-data-YYYY-MM-DD.json.
    await page.goto('/Settings');
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await checkBothSizes(page, 'settings');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/export');
    const downloading = page.waitForEvent('download', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Download my data' }).click();
    expect((await answered).status(), 'GET /api/account/export answers').toBe(200);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`steady-data-${await browserToday(page)}.json`);
    const file = await download.path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    expect(typeof data).toBe('object');
    // It is this person's data: their email is in it, and no one else's token or password.
    expect(JSON.stringify(data)).toContain(user.email);
    expect(JSON.stringify(data)).not.toContain(user.password);
    await expect(page.getByText('Your file has been downloaded.')).toBeVisible();
  });
});
