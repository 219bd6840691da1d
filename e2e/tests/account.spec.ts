import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import {
  expectNoSeriousA11yViolations,
  lookAt,
  mailDropMessages,
  register,
  screenshotsWanted,
  settleAnimations,
  signIn,
  signOut,
  submitWithoutPicture,
} from './support';

const shots = path.join(__dirname, '..', '.tmp', 'screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Signs in through the login form on the screen, answering the captcha with 'I can't read the code'. */
async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submitWithoutPicture(page);
  await expect(page.getByRole('heading', { name: 'What would be most helpful right now?' })).toBeVisible();
}

test('settings shows the account, with links to edit the profile and to the FAQ', async ({ page, request }) => {
  const { user } = await signIn(page, request);
  await page.goto('/Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText(user.username, { exact: true })).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${user.username}` })).toBeVisible();
});

test('profile: change the username, then the password, then sign in with the new one', async ({ page, request }) => {
  const { user } = await signIn(page, request);
  await page.goto('/Profile');
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${user.username}` })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expectNoSeriousA11yViolations(page);

  // Sent unchanged, the form says so instead of saving.
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(/nothing to update/)).toBeVisible();

  const renamed = `${user.username}x`;
  await page.getByLabel('Username').fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your profile was updated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${renamed}` })).toBeVisible();

  // A wrong current password is refused with the server's words.
  const newPassword = 'Quiet-Harbour-77';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is not correct');

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('New password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your profile was updated.')).toBeVisible();

  // The fresh token replaced the old one: the app still works after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${renamed}` })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await logIn(page, user.email, newPassword);
});

test('forgot password: the emailed link resets the password, then sign in with it', async ({ page, request }) => {
  const { user } = await register(request);
  await page.goto('/Login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expectNoSeriousA11yViolations(page);

  // An address with no account gets the same answer, so the form tells no one who has an account.
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('An email with password reset link has been sent. Please check your email.')).toBeVisible();
  await page.reload();

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('An email with password reset link has been sent. Please check your email.')).toBeVisible();

  let link = '';
  await expect
    .poll(() => {
      const message = mailDropMessages().find((m) => m.to === user.email);
      link = message?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const newPassword = 'Still-Water-31';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await logIn(page, user.email, newPassword);

  // The link works once.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`${pathname}${search}`);
  await page.getByLabel('New password').fill('Another-Try-55');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
});

test('reset password: a made-up token is refused; without a token it offers a new link', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password').fill('Some-Password-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');

  await page.goto('/reset-password');
  await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('API provider reads only our own API', async ({ page }) => {
  await page.goto('/api-provider');
  await expect(page.getByRole('heading', { level: 1, name: 'API data' })).toBeVisible();
  await page.getByLabel('API path').fill('https://example.com/api/skills');
  await page.getByRole('button', { name: 'Get data' }).click();
  await expect(page.getByRole('alert')).toContainText('not web addresses');

  await page.getByLabel('API path').fill('/api/pages?sort=slug');
  await page.getByRole('button', { name: 'Get data' }).click();
  const json = page.getByLabel('Response of /api/pages?sort=slug');
  await expect(json).toContainText('"slug": "faq"');
  await expectNoSeriousA11yViolations(page);
});

// For people to look at; what its steps prove is checked by the tests above, so without screenshots it is skipped.
test('screenshots of the account screens', async ({ page, request }) => {
  test.skip(!screenshotsWanted, 'screenshots are not wanted in this run');
  const { user } = await signIn(page, request);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const shot = async (name: string) => {
      // A full-page picture of a scrolled page would draw the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await lookAt(page, path.join(shots, `${name}-${viewport.name}.png`), { fullPage: true });
    };

    await page.goto('/Settings');
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    await shot('settings');

    await page.goto('/Profile');
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(/nothing to update/)).toBeVisible();
    await shot('profile');

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody@example.test');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('An email with password reset link has been sent.', { exact: false })).toBeVisible();
    await shot('forgot-password');

    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password').fill('Some-Password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shot('reset-password-error');

    await page.goto('/reset-password');
    await shot('reset-password-no-token');

    await page.goto('/api-provider');
    await page.getByRole('button', { name: '/api/pages?filters[slug][$eq]=faq' }).click();
    await expect(page.locator('.api-viewer__json')).toContainText('"slug"');
    await shot('api-provider');
  }
});

test('a person deletes their account from Settings with their password, and it is gone', async ({ page, request }) => {
  const { user } = await signIn(page, request);
  await page.goto('/Settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct');
  await expectNoSeriousA11yViolations(page, { within: '[role="alertdialog"]' });
  await lookAt(page, path.join(shots, 'delete-account-phone.png'));

  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  await expect.poll(() => mailDropMessages().some((m) => m.to === user.email && m.subject === 'Your Steady account has been deleted')).toBe(true);

  await page.reload();
  await expect(page.getByText('Your account has been deleted.')).toHaveCount(0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await submitWithoutPicture(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test('logging out ends the token on the server: a copy of it no longer opens the account', async ({ page, request }) => {
  const { jwt } = await signIn(page, request);
  await page.goto('/Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const asBefore = await request.get('/api/account', { headers: { Authorization: `Bearer ${jwt}` } });
  expect(asBefore.status()).toBe(200);
  const ended = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout') && r.request().method() === 'POST');
  await signOut(page);
  expect((await ended).status()).toBe(204);
  expect((await request.get('/api/account', { headers: { Authorization: `Bearer ${jwt}` } })).status()).toBe(401);
});

test('log out everywhere: another device signed in to the same account is sent to the login', async ({ page, request, browser }, testInfo) => {
  const { user, jwt } = await register(request);
  // The other device: a browser of its own, signed in with the token sign-up gave it.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const otherPage = await other.newPage();
  await otherPage.addInitScript((token) => {
    if (window.sessionStorage.getItem('e2e.seeded')) return;
    window.sessionStorage.setItem('e2e.seeded', '1');
    window.sessionStorage.setItem('steady.jwt', token);
  }, jwt);
  await otherPage.goto('/Settings');
  await expect(otherPage.getByText(user.email, { exact: true })).toBeVisible();

  // This device signs in through the form, and logs out everywhere from Settings.
  await page.goto('/Login');
  await logIn(page, user.email, user.password);
  await page.goto('/Settings');
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  // A full-page picture of a scrolled page would draw the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await lookAt(page, path.join(shots, 'settings-devices-light-phone.png'), { fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await lookAt(page, path.join(shots, 'settings-devices-dark-phone.png'), { fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Log out on all devices' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out on all devices?' });
  await expect(dialog).toContainText('this one too');
  await expect(dialog.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'SOS' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { within: '[role="alertdialog"]' });
  await settleAnimations(page);
  await lookAt(page, path.join(shots, 'log-out-everywhere-light-phone.png'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await settleAnimations(page);
  await lookAt(page, path.join(shots, 'log-out-everywhere-dark-phone.png'));
  await page.emulateMedia({ colorScheme: 'light' });

  await dialog.getByRole('button', { name: 'Log out on all devices' }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You are logged out on every device.' })).toBeVisible();

  // The other device finds out on its next request to the server.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/Login/);
  await expect(otherPage.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect((await request.get('/api/account', { headers: { Authorization: `Bearer ${jwt}` } })).status()).toBe(401);
  await other.close();

  // Logging in again works.
  await logIn(page, user.email, user.password);
});
