import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startS3Server, type S3Server } from '../../apps/cms/test/s3-server';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from '../../apps/cms/test/strapi-process';

/**
 * With uploads in S3-compatible storage (issue 11.2) images come from the storage's origin, not /uploads/
 * on the app's own: they must still show, and still show offline after one visit (issue 10). This spec
 * runs its own CMS, with a bucket on a real S3-compatible server (s3rver), instead of the shared e2e one.
 */
test.use({ serviceWorkers: 'allow' });

let s3: S3Server | undefined;
let cms: StrapiProcess;
let workDir: string;

test.beforeAll(async () => {
  // A CMS of its own to start: longer than a test's minute.
  test.setTimeout(180_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-e2e-s3-'));
  s3 = await startS3Server();
  cms = await startStrapi({ ...testServerEnv({ DATABASE_FILENAME: path.join(workDir, 'e2e.db') }, workDir), ...s3.env }, await freePort());
});

test.afterAll(async () => {
  await cms?.stop();
  await s3?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** The contact page's illustration, once the browser has finished with it: did it draw? */
const illustration = async (page: Page) => {
  const img = page.locator('img.page-featured-image');
  await expect(img).toHaveCount(1);
  await page.waitForFunction(() => (document.querySelector('img.page-featured-image') as HTMLImageElement | null)?.complete === true);
  return { src: await img.getAttribute('src'), drawn: await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0) };
};

test('an illustration kept in the S3 bucket shows, and shows again offline after one visit', async ({ page, context }) => {
  await page.goto(`${cms.url}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  await page.goto(`${cms.url}/pages/contact`);
  const online = await illustration(page);
  expect(online.src?.startsWith(`${s3!.endpoint}/${s3!.bucket}/`), `${online.src} comes from the bucket`).toBe(true);
  expect(online.drawn).toBe(true);

  // No network for the page or its worker, and the storage itself gone: only the worker's copy is left.
  await context.setOffline(true);
  await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
  await s3!.stop();
  s3 = undefined;
  await page.reload();
  await expect(page.getByRole('heading', { name: "You don't have to go through this alone" })).toBeVisible();
  expect(await illustration(page)).toEqual({ src: online.src, drawn: true });
});
