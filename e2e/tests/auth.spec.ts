import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, nextCaptcha, uniqueUser } from './support';

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Login/);
};

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
  const firstCaptcha = nextCaptcha(page);
  await page.reload();
  const code = await firstCaptcha;
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
  await page.getByLabel('Captcha').fill(wrong);
  const reloaded = nextCaptcha(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Captcha Does Not Match' })).toBeVisible();
  await expect(page.getByLabel('Captcha')).toHaveValue('');
  const newCode = await reloaded;
  await expectNoSeriousA11yViolations(page);

  // Right captcha: signed in and back where they were going.
  await page.getByLabel('Captcha').fill(newCode);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/QuickCope/);
  await page.goto('/');
  await expect(page.getByText(`Hi ${user.firstName}`)).toBeVisible();

  await signOut(page);
  await page.goto('/');
  await expect(page.getByText(`Hi ${user.firstName}`)).toHaveCount(0);
});

test('the demo account signs in with Remember Me and stays signed in across tabs', async ({ page, context }) => {
  const captcha = nextCaptcha(page);
  await page.goto('/Login');
  const code = await captcha;
  await page.getByLabel('Email').fill('demo@steady.example');
  await page.getByLabel('Password', { exact: true }).fill('SteadyDemo1!');
  await page.getByLabel('Remember Me').check();
  await page.getByLabel('Captcha').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Hi Sam')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByText('Hi Sam')).toBeVisible();
});

test('a wrong password shows the server message under the form', async ({ page }) => {
  const captcha = nextCaptcha(page);
  await page.goto('/Login');
  const code = await captcha;
  await page.getByLabel('Email').fill('demo@steady.example');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Captcha').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid identifier or password' })).toBeVisible();
});

test('someone who cannot see the picture hears the code spelled out and signs in with it', async ({ page }) => {
  // Records what the page asks the browser's speech synthesis to say, then lets it speak.
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spoken });
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (utterance) => {
      spoken.push(utterance.text);
      speak(utterance);
    };
  });
  await page.goto('/Login');
  await page.getByLabel('Email').fill('demo@steady.example');
  await page.getByLabel('Password', { exact: true }).fill('SteadyDemo1!');
  await page.getByRole('button', { name: 'Hear the code' }).click();
  const sentence = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.at(-1) ?? '');
  expect(sentence).toMatch(/^The code is: .+\.$/);
  // What a listener types: 'capital Q' is Q, 'small a' is a, a digit is itself.
  const code = sentence
    .replace(/^The code is: |\.$/g, '')
    .split(', ')
    .map((word) => word.replace(/^(capital|small) /, ''))
    .join('');
  expect(code).toHaveLength(6);
  await page.getByLabel('Captcha').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Hi Sam')).toBeVisible();
});
