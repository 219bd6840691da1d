import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import zlib from 'node:zlib';
import { expectNoSeriousA11yViolations, lookAt, settleAnimations, signIn } from './support';

const shots = path.join(__dirname, '..', '.tmp', 'screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

// Light mode, and a British browser: the contact page should pick the United Kingdom by itself.
test.use({ colorScheme: 'light', locale: 'en-GB' });

/** A small opaque PNG (a sage-to-teal gradient), built here so no binary file sits in the repository. */
function gradientPng(width = 64, height = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      rows.set([127 - x, 174 - y, 143], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = gradientPng();

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

async function addItem(page: Page, button: string, label: string, text: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const field = page.getByRole('textbox', { name: label, exact: true });
  await expect(field).toBeFocused();
  await field.fill(text);
}

for (const viewport of VIEWPORTS) {
  test(`safety plan at ${viewport.name} size: fill, autosave, reload, reorder, remove, call, picture`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await signIn(page, request);
    await page.goto('/safety-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a warning sign' })).toBeVisible();
    // Nothing pre-filled.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    // One axe scan per screen: the desktop size has the same markup and colours.
    if (viewport.name === 'phone') await expectNoSeriousA11yViolations(page);

    await addItem(page, 'Add a warning sign', 'Warning sign 1', 'I stop replying to friends');
    await addItem(page, 'Add something I can do', 'Thing I can do 1', 'Walk round the block');
    await addItem(page, 'Add something I can do', 'Thing I can do 2', 'Play my calm playlist');
    await addItem(page, 'Add a person', 'Person 1', 'Alex');
    await page.getByRole('textbox', { name: 'Phone for person 1 (optional)' }).fill('+44 7700 900123');
    await addItem(page, 'Add a professional or service', 'Professional or service 1', 'Dr Rao, GP surgery');
    await addItem(page, 'Add a step', 'Step 1', 'Ask Sam to keep my medication');
    await addItem(page, 'Add a reason', 'Reason 1', 'Seeing my niece grow up');
    await saved(page);
    await lookAt(page, path.join(shots, `safety-plan-saved-${viewport.name}.png`));

    // The picture: chosen, shrunk in the browser, stored, shown from the server.
    await page.getByLabel('Picture for my reasons for living').setInputFiles({ name: 'pip.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Your picture for your reasons for living' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('I stop replying to friends');
    await expect(page.getByRole('textbox', { name: 'Person 1', exact: true })).toHaveValue('Alex');
    await expect(page.getByRole('textbox', { name: 'Reason 1' })).toHaveValue('Seeing my niece grow up');
    await expect(page.getByRole('img', { name: 'Your picture for your reasons for living' })).toBeVisible();
    const call = page.getByRole('link', { name: 'Call Alex (+44 7700 900123)' });
    await expect(call).toHaveAttribute('href', 'tel:+447700900123');

    // Reorder: the first thing moves down, focus stays with it.
    await page.getByRole('button', { name: 'Move Thing I can do 1 down' }).click();
    await expect(page.getByRole('textbox', { name: 'Thing I can do 1' })).toHaveValue('Play my calm playlist');
    await expect(page.getByRole('textbox', { name: 'Thing I can do 2' })).toHaveValue('Walk round the block');
    await expect(page.getByRole('button', { name: 'Move Thing I can do 2 up' })).toBeFocused();
    await saved(page);
    // Remove: the walk goes.
    await page.getByRole('button', { name: 'Remove Thing I can do 2' }).click();
    await expect(page.getByRole('textbox', { name: 'Thing I can do 2' })).toHaveCount(0);
    await saved(page);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Thing I can do 1' })).toHaveValue('Play my calm playlist');
    await expect(page.getByRole('textbox', { name: 'Thing I can do 2' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Your picture for your reasons for living' })).toBeVisible();
    await settleAnimations(page);
    // One axe scan per screen: the desktop size has the same markup and colours.
    if (viewport.name === 'phone') await expectNoSeriousA11yViolations(page);
    await lookAt(page, path.join(shots, `safety-plan-${viewport.name}.png`), { fullPage: true });

    // Too long: said before the server is asked, and nothing is sent.
    const reason = page.getByRole('textbox', { name: 'Reason 1' });
    await reason.fill('x'.repeat(301));
    await expect(page.getByText('Keep each item under 300 characters')).toBeVisible();
    await expect(page.getByText('Not saved yet: please check the item marked below.')).toBeVisible();
    await reason.fill('Seeing my niece grow up');
    await saved(page);

    // Print: no menus, buttons or fields; plain lists with the phone number; one or two A4 pages.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Add a warning sign' })).toBeHidden();
    await expect(page.locator('.app-header')).toBeHidden();
    await expect(page.locator('.plan-print')).toContainText('Alex — +44 7700 900123');
    await expect(page.locator('.plan-print')).toContainText('Play my calm playlist');
    await lookAt(page, path.join(shots, `safety-plan-print-${viewport.name}.png`), { fullPage: true });
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });

    // Save as a file: a readable text file of the plan.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as a file' }).click()]);
    expect(download.suggestedFilename()).toBe('my-safety-plan.txt');
    const text = await (await download.createReadStream()).toArray();
    const content = Buffer.concat(text).toString('utf8');
    expect(content).toContain('4. People I can ask for help');
    expect(content).toContain('Alex — +44 7700 900123');
  });

  test(`contact page at ${viewport.name} size: My safety plan in one tap, helplines for the country, switchable`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await signIn(page, request);
    await page.goto('/ChooseOption');
    await expect(page.getByRole('link', { name: /^My safety plan/ })).toBeVisible();
    await page.getByRole('link', { name: 'SOS', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/contact$/);

    const helplines = page.getByRole('region', { name: 'Helplines' });
    const country = helplines.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('GB');
    await expect(helplines.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(helplines.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    await expect(helplines.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    // No person has confirmed the seeded numbers: each says who lists it, and no entry claims a check.
    await expect(helplines.getByRole('link', { name: 'NHS (opens in a new tab)' })).toHaveAttribute('href', /^https:\/\/www\.nhs\.uk\//);
    await expect(helplines.getByText(/^Checked /)).toHaveCount(0);
    await settleAnimations(page);
    // One axe scan per screen: the desktop size has the same markup and colours.
    if (viewport.name === 'phone') await expectNoSeriousA11yViolations(page);
    await lookAt(page, path.join(shots, `contact-helplines-${viewport.name}.png`), { fullPage: true });

    await country.selectOption({ label: 'United States' });
    await expect(helplines.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(helplines.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(helplines.getByRole('link', { name: 'Call 116 123' })).toHaveCount(0);
    // Emergency first.
    await expect(helplines.getByRole('heading', { level: 3 }).first()).toHaveText('Emergency services');

    await page.getByRole('link', { name: 'My safety plan' }).click();
    await expect(page).toHaveURL(/\/safety-plan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  });
}
