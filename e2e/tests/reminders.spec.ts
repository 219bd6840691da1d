import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations, mailDropMessages, screenshotsWanted, settleAnimations, signIn } from './support';

/*
 * Gentle reminders (docs/decisions/027-reminders.md): a person sets an email reminder for the next minute in
 * their own zone and it arrives (the e2e server looks for due reminders every second); its link opens the
 * one-tap check-in, and one tap records it; the reminder downloads as a valid .ics; it turns off, in the app
 * and by the email's one-tap stop link.
 */
const shots = path.join(__dirname, '..', '.tmp', 'screenshots', 'reminders');
test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

const card = (page: Page) => page.getByRole('region', { name: 'Reminders' });

/** Phone and desktop, light and dark, of one part of the page (or the page). */
async function snap(page: Page, name: string, target?: Locator) {
  if (!screenshotsWanted) return;
  const phone = page.viewportSize()!;
  for (const [width, height, size] of [
    [390, 844, 'phone'],
    [1280, 800, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await settleAnimations(page);
      const file = path.join(shots, `${name}-${colorScheme}-${size}.png`);
      // The sticky header would cover the top of a part scrolled into view.
      if (target) await target.screenshot({ path: file, style: '.app-header { position: static !important; }' });
      else await page.screenshot({ path: file, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(phone);
}

test('an email reminder arrives at its minute, opens the one-tap check-in, downloads as .ics and turns off', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { user, jwt } = await signIn(page, request);
  await page.goto('/Settings');
  const reminders = card(page);
  await expect(reminders.getByText('No reminders yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { within: '.reminders' });

  await reminders.getByRole('button', { name: 'Add a reminder' }).click();
  const form = reminders.getByRole('form', { name: 'A new reminder' });
  await expect(form.getByRole('radio', { name: 'Check in: how am I, 0 to 10' })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Name Steady in reminders' })).not.toBeChecked();
  // A minute soon on the browser's clock, in its zone; quiet hours off, so it is not moved to the morning.
  const nextMinute = await page.evaluate(() => {
    // 30 to 90 s ahead: the save lands well before that minute starts.
    const at = new Date(Date.now() + 90_000);
    return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  });
  await form.getByLabel('Time', { exact: true }).fill(nextMinute);
  await form.getByRole('checkbox', { name: 'Nothing during quiet hours' }).uncheck();
  await expect(form.getByRole('checkbox', { name: 'By email' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, { within: '.reminders' });
  await snap(page, 'form', reminders);
  await form.getByRole('button', { name: 'Save reminder' }).click();

  const item = reminders.getByRole('listitem').filter({ hasText: 'Check in: how am I, 0 to 10' });
  await expect(item).toContainText('Next:');
  const listed = await (await request.get('/api/account/reminders', { headers: { Authorization: `Bearer ${jwt}` } })).json();
  expect(listed.reminders).toEqual([expect.objectContaining({ time: nextMinute, email: true, push: false, nameSteady: false, quietHours: null })]);
  await expectNoSeriousA11yViolations(page, { within: '.reminders' });
  await snap(page, 'card', reminders);

  // The calendar file: one weekly event in the browser's zone, with a display alarm, in CRLF lines.
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Add to my calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect(ics).toMatch(/\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU\r\n/);
  expect(ics).toMatch(new RegExp(`\\r\\nDTSTART;TZID=[^:]+:\\d{8}T${nextMinute.replace(':', '')}00\\r\\n`));
  expect(ics).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\n/);
  expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);

  // The email arrives at its minute, plainly worded.
  await expect.poll(() => mailDropMessages().filter((m) => m.to === user.email).length, { timeout: 120_000, intervals: [1000] }).toBe(1);
  const email = mailDropMessages().find((m) => m.to === user.email)!;
  expect(email.subject).toBe('A moment for you');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/check-in\?from=reminder\S*)/.exec(email.text)![1];
  const stopLink = /(http:\/\/127\.0\.0\.1:\d+\/api\/reminders\/stop\?token=\S+)/.exec(email.text)![1];

  // Its link opens the one-tap check-in; one tap records it.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'How are you right now?' })).toBeVisible();
  const scale = page.getByRole('radiogroup', { name: 'One tap, from 0 (calm) to 10 (the worst).' });
  await expect(scale.getByRole('radio')).toHaveCount(11);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'check-in');
  const saved = page.waitForResponse((r) => r.url().includes('/api/account/distress-ratings/') && r.request().method() === 'PUT');
  await scale.getByRole('radio', { name: '3', exact: true }).check();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Noted. Thank you for checking in.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'check-in-done');
  const exported = await (await request.get('/api/account/export', { headers: { Authorization: `Bearer ${jwt}` } })).json();
  expect(exported.distressRatings).toEqual([expect.objectContaining({ skill: 'check-in', before: 3, after: null })]);

  // Off in the app, and on again.
  await page.goto('/Settings');
  await item.getByRole('button', { name: 'Turn off' }).click();
  await expect(item.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await expect(item).toContainText('Off');
  await item.getByRole('button', { name: 'Turn on' }).click();
  await expect(item).toContainText('Next:');

  // The email's stop link turns it off with one tap, without signing in.
  const stopped = await request.get(stopLink);
  expect(stopped.status()).toBe(200);
  expect(await stopped.text()).toContain('This reminder is off now.');
  await page.reload();
  await expect(item.getByRole('button', { name: 'Turn on' })).toBeVisible();
});
