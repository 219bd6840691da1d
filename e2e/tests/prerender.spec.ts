import { expect, test } from '@playwright/test';

/** The public screens the build prerenders (apps/web/src/app/prerender.tsx). */
const PRERENDERED = ['/', '/Login', '/forgot-password', '/pages/contact', '/pages/faq', '/Breath'];

test('prerendered screens hydrate their HTML, even when the data comes before the words', async ({ page }) => {
  // React reports a hydration it gave up on (minified errors 418, 423, 425) and renders the page again:
  // the first paint is thrown away and the page's work is done twice.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) errors.push(message.text());
  });
  // The screens' words arrive late, so a route's data is back before hydration can start.
  await page.route('**/assets/messages-en-screens-*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  for (const path of PRERENDERED) {
    const response = await page.goto(path);
    expect(await response?.text(), `${path} is prerendered`).toContain('data-prerendered>');
    // Hydrated: the prerendered forms and controls are enabled once the code runs.
    await page.waitForFunction(() => !document.querySelector('fieldset[disabled], button[disabled]'), undefined, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
    // React numbers useId's ids by their place in the tree, and hydration keeps the prerendered ones: a
    // control drawn after hydration (the captcha's 'I can't read the code') names its hint by the browser's
    // id, so if the trees differ the reference dangles and a screen reader hears nothing.
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-describedby], [aria-labelledby], label[for]')].flatMap((element) =>
        ['aria-describedby', 'aria-labelledby', 'for'].flatMap((name) =>
          (element.getAttribute(name) ?? '')
            .split(/\s+/)
            .filter((id) => id !== '' && !document.getElementById(id))
            .map((id) => `<${element.tagName.toLowerCase()} ${name}="${id}">`),
        ),
      ),
    );
    expect(dangling, `${path}: every id a control names is on the page`).toEqual([]);
  }
});
