import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, nextChallenge, signOut, submitWithoutPicture, uniqueUser } from './support';

/** Never a code: 0 is not in the captcha's alphabet. */
const WRONG_CODE = '000000';

test('a newcomer creates an account, is greeted, signs out, fails the captcha, then signs in', async ({ page }) => {
  const user = uniqueUser();

  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(`Hi ${user.firstName}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What would be most helpful right now?' })).toBeVisible();
  for (const tile of [/Quick Cope/, /Practice/, /Chain analysis/, /Contact/]) {
    await expect(page.getByRole('main').getByRole('link', { name: tile })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await signOut(page);
  // A guarded screen now sends the visitor to the login screen.
  await page.goto('/QuickCope');
  await expect(page).toHaveURL(/\/Login/);

  // Wrong captcha: the alert shows, the input is cleared and a new captcha is loaded.
  const first = nextChallenge(page);
  await page.reload();
  await first;
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Captcha').fill(WRONG_CODE);
  const reloaded = nextChallenge(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Captcha Does Not Match' })).toBeVisible();
  await expect(page.getByLabel('Captcha')).toHaveValue('');
  await reloaded;
  await expectNoSeriousA11yViolations(page);

  // Answered the other way: signed in and back where they were going.
  await submitWithoutPicture(page);
  await expect(page).toHaveURL(/\/QuickCope/);
  await page.goto('/');
  await expect(page.getByText(`Hi ${user.firstName}`)).toBeVisible();

  await signOut(page);
  await page.goto('/');
  await expect(page.getByText(`Hi ${user.firstName}`)).toHaveCount(0);
});

test('the demo account signs in with Remember Me and stays signed in across tabs', async ({ page, context }) => {
  await page.goto('/Login');
  await page.getByLabel('Email').fill('demo@steady.example');
  await page.getByLabel('Password', { exact: true }).fill('SteadyDemo1!');
  await page.getByLabel('Remember Me').check();
  await submitWithoutPicture(page);
  await expect(page.getByText('Hi Sam')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByText('Hi Sam')).toBeVisible();
});

test('a wrong password shows the server message under the form', async ({ page }) => {
  await page.goto('/Login');
  await page.getByLabel('Email').fill('demo@steady.example');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await submitWithoutPicture(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test("someone who cannot read the picture signs in with 'I can't read the code', by keyboard", async ({ page }) => {
  const challenge = nextChallenge(page);
  await page.goto('/Login');
  const { svg, pow } = (await (await challenge).json()) as { svg: string; pow: { difficulty: number } };
  // The picture is outlines: nothing in it a script (or a screen reader) could read as the code.
  expect(svg).not.toMatch(/<text|<title|<desc|aria-/);
  expect(pow.difficulty).toBeGreaterThan(0);

  await page.getByLabel('Email').fill('demo@steady.example');
  await page.getByLabel('Password', { exact: true }).fill('SteadyDemo1!');
  const button = page.getByRole('button', { name: "I can't read the code" });
  await expect(button).toHaveAccessibleDescription(/short check instead of the picture/);
  await button.focus();
  // Listening before the key: at the test server's small difficulty the request can leave at once.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/local') && r.method() === 'POST');
  await page.keyboard.press('Enter');
  const login = await sent;
  expect(Object.keys(login.postDataJSON() as object).sort()).toEqual(['captchaId', 'identifier', 'password', 'proof']);
  await expect(page.getByText('Hi Sam')).toBeVisible();
});
