import { expect, test } from '@playwright/test';
import { writeHistory, type HistoryDay } from './history';
import { expectNoSeriousA11yViolations, screenshots, settleAnimations, signIn } from './support';

/*
 * Trends: three months of a person's diary, ratings and check-ins, read as a sentence, a chart the
 * keyboard can walk, and a table; twelve months by month. Urges ease over the weeks, so the sentence
 * must say lower.
 */

const diary: HistoryDay[] = Array.from({ length: 30 }, (_, k) => ({
  daysAgo: 3 * k,
  body: {
    emotions: { sadness: Math.min(5, 1 + Math.floor(k / 7)), anxiety: k % 4, joy: k < 10 ? 3 : 1 },
    urges: { selfHarm: { level: k < 3 ? 0 : k < 12 ? 2 : 4, actedOn: k === 20 }, quitAvoid: { level: k % 3 } },
    skills: k % 2 === 0 ? ['box-breathing'] : [],
  },
}));
const ratings = Array.from({ length: 12 }, (_, k) => ({ daysAgo: 7 * k + 1, skill: 'box-breathing', before: 8, after: k < 6 ? 3 : 6 }));
const checkIns = [2, 20, 40, 60, 80].map((daysAgo) => ({ daysAgo, stresses: ['panic'] }));

test('three months of entries: a summary sentence, a chart the keyboard can read, a table, and twelve months', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { jwt } = await signIn(page, request);
  await writeHistory(request, jwt, { diary, ratings, checkIns });

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Your kit' })
    .getByRole('link', { name: /Trends/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
  await page.getByRole('group', { name: 'Time to show' }).getByRole('button', { name: '3 months' }).click();
  await expect(page).toHaveURL(/\/trends\?period=3m$/);

  const urges = page.getByRole('figure', { name: 'Urges' });
  await expect(urges).toContainText(/Your urges were lower in the week of \d+ \w+ than in the week of \d+ \w+\./);
  const glance = page.getByRole('region', { name: 'At a glance' });
  // 13 weeks hold every entry but the oldest few; no streak, no score.
  await expect(glance.getByRole('definition').first()).toHaveText(/^\d+ of 9[01]$/);
  await expect(page.locator('main')).not.toContainText(/streak|score/i);
  await expect(page.getByRole('figure', { name: 'Distress before and after a skill' })).toContainText(
    /your distress went from 8 before a skill to [\d.]+ after it, on average\./,
  );

  // The keyboard walks the points, each one read out.
  const plot = urges.getByRole('group', { name: 'Urges' });
  await plot.focus();
  const readout = urges.locator('[aria-live="polite"]');
  await expect(readout).toHaveText(/^Urge to harm myself, Week of \d+ \w+: 0$/);
  await page.keyboard.press('Home');
  await expect(readout).toHaveText(/^Urge to harm myself, Week of \d+ \w+: (4|nothing entered)$/);

  // The same numbers as a table: thirteen weeks.
  await urges.getByRole('button', { name: 'Show as a table' }).click();
  const table = urges.getByRole('table', { name: 'Urges' });
  await expect(table.getByRole('row')).toHaveCount(14);
  await expect(table.getByRole('columnheader')).toHaveText(['Urge to harm myself', 'Urge to use substances', 'Urge to quit or avoid']);

  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'trends-3m-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'trends-3m-dark');

  // Twelve months, by month; the table stays chosen.
  await page.getByRole('button', { name: '12 months' }).click();
  await expect(urges.getByRole('button', { name: 'Show as a chart' })).toBeVisible();
  await expect(urges.getByRole('table', { name: 'Urges' }).getByRole('row')).toHaveCount(13);
  await expect(urges.getByRole('table').getByRole('rowheader').last()).toHaveText(/^\w+ \d{4}$/);
  await expect(page.getByRole('figure', { name: 'Days and times' })).toContainText(/^.*days with a diary card \d+, check-ins \d+/);
});

test('a person with nothing entered yet is told how the page fills up', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/trends');
  await expect(page.getByText('Nothing to show for the last 4 weeks yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open my diary card' })).toHaveAttribute('href', '/diary');
  await expectNoSeriousA11yViolations(page);
});
