import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations as expectAccessible, screenshots, settleAnimations, signIn } from './support';

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test.describe('skills', () => {
  test('Quick Cope shows the banner and the featured skills', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/QuickCope');
    await expect(page.getByRole('heading', { level: 1, name: 'Use a coping skill to calm down quickly' })).toBeVisible();
    await expect(page.getByText('Taking a few breaths can help lower intense emotions. Try a skill below')).toBeVisible();
    const list = page.getByRole('list', { name: 'Quick coping skills' });
    await expect(list.getByRole('heading')).toHaveText([
      'Box breathing',
      'Paced breathing',
      '5-4-3-2-1 grounding',
      'STOP',
      'TIPP',
      'Self-soothe with your five senses',
    ]);
    await expect(card(page, 'TIPP').getByText('5 min')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get skills picked for how you feel' })).toHaveAttribute('href', '/Recommended');
    // Every card image has its size, so nothing jumps while they load.
    for (const img of await list.locator('img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
    await expectAccessible(page);
    await screenshots(page, 'quick-cope');
  });

  test('completes a skill through the carousel, warnings included, and shows it Completed', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/QuickCope');
    await card(page, 'TIPP').getByRole('link', { name: 'TIPP' }).click();
    await expect(page).toHaveURL(/\/skills\/tipp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'TIPP' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'skill-intro');

    await page.getByRole('button', { name: "Let's Start" }).click();
    // The distress question before the skill (issue 9; crisis-kit.spec.ts answers it): skipped here.
    await page.getByRole('button', { name: 'Skip' }).click();

    // The first step carries a warning: the popup opens as the step is reached.
    const warning = page.getByRole('dialog', { name: 'T: Temperature' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Cold water slows your heart rate fast.');
    await expect(warning.getByRole('button', { name: 'I want to proceed' })).toBeFocused();
    // axe reads colours: not a frame of the popup's fade-in.
    await settleAnimations(page);
    await expectAccessible(page);
    await screenshots(page, 'skill-warning');
    // Focus stays inside the popup, whose last stop is its SOS link (issue 12.7).
    const stops = await warning.locator('button, a[href]').count();
    for (let i = 0; i < stops - 1; i++) await page.keyboard.press('Tab');
    await expect(warning.getByRole('link', { name: 'SOS' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(warning.getByRole('button', { name: 'I want to proceed' })).toBeFocused();
    await warning.getByRole('button', { name: 'I want to proceed' }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'T: Temperature' })).toBeFocused();

    await expect(page.getByRole('button', { name: 'Previous' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Go to step 1' })).toHaveAttribute('aria-current', 'step');
    await expectAccessible(page);
    await screenshots(page, 'skill-carousel');

    await page.getByRole('button', { name: 'Next' }).click();
    const second = page.getByRole('dialog', { name: 'I: Intense exercise' });
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: 'Next Tip' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Go to step 3' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { level: 2, name: 'P: Paced breathing' })).toBeVisible();

    await page.getByRole('button', { name: 'Go to step 5' }).click();
    await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Well done' })).toBeFocused();
    await screenshots(page, 'skill-done');

    await page.getByRole('link', { name: 'Back to the options' }).click();
    await expect(page).toHaveURL(/\/chooseOption$/);
    await page.goto('/QuickCope');
    await expect(card(page, 'TIPP').getByText('Completed')).toBeVisible();
    await expect(card(page, 'STOP').getByText('2 min')).toBeVisible();
  });

  test('the carousel follows the keyboard and a swipe, and paced breathing warns on its step', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/skills/paced-breathing');
    await page.getByRole('button', { name: "Let's Start" }).click();
    // The distress question before the skill (issue 9; crisis-kit.spec.ts answers it): skipped here.
    await page.getByRole('button', { name: 'Skip' }).click();
    const current = page.locator('.carousel__slide:not([inert]) h2');
    const first = await current.textContent();

    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Go to step 2' })).toHaveAttribute('aria-current', 'step');
    // Step 3 of paced breathing has a warning.
    await page.keyboard.press('ArrowRight');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Go to step 3' })).toHaveAttribute('aria-current', 'step');
    // Closing the warning gives focus back to the carousel (a key pressed before that would go nowhere).
    await expect(page.getByRole('region', { name: /: steps$/ }).locator(':focus')).toHaveCount(1);
    // One step at a time: a key pressed while the carousel still slides can be lost on a busy machine.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'Go to step 2' })).toHaveAttribute('aria-current', 'step');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveText(first!);

    // A drag (as a finger would swipe) moves to the next step.
    const viewport = page.locator('.carousel__viewport');
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.8 - 0.07 * i), y);
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Go to step 2' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
  });

  test('favourites: heart a skill, find it in Liked, and take it out again', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/Liked');
    await expect(page.getByText('You have no favourites yet.')).toBeVisible();
    await expect(page.getByText(/tap the heart/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'liked-empty');

    await page.goto('/QuickCope');
    const heart = card(page, 'STOP').getByRole('button', { name: 'Add STOP to favourites' });
    await heart.click();
    const pressed = card(page, 'STOP').getByRole('button', { name: 'Remove STOP from favourites' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorite-activities');
    await expect(page.getByRole('list', { name: 'My favourite skills' }).getByRole('heading')).toHaveText(['STOP']);
    await page.goto('/Liked');
    const list = page.getByRole('list', { name: 'My favourite skills' });
    await expect(list.getByRole('heading')).toHaveText(['STOP']);
    await expectAccessible(page);
    await screenshots(page, 'liked');

    await list.getByRole('button', { name: 'Remove STOP from favourites' }).click();
    await expect(page.getByText('You have no favourites yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You have no favourites yet.')).toBeVisible();
  });

  test('Practice lists every skill with a category filter, and locks premium skills', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/Activities');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
    await expect(page.getByText("Try working on coping skills now so that you can easily apply them when you're in distress")).toBeVisible();
    const all = page.getByRole('list', { name: 'All skills' });
    await expect(all.getByRole('article')).toHaveCount(17);
    await expectAccessible(page);
    await screenshots(page, 'activities');

    const filter = page.getByRole('group', { name: 'Show skills for' });
    await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();
    await filter.getByRole('radio', { name: 'Calm the body' }).check();
    await expect(page).toHaveURL(/category=calm-the-body/);
    const calm = page.getByRole('list', { name: 'Skills for Calm the body' });
    await expect(calm.getByRole('heading').first()).toHaveText('Box breathing');
    // Arrow keys move within the radio group.
    await filter.getByRole('radio', { name: 'Calm the body' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', { name: 'Ground yourself' })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Skills for Ground yourself' })).toBeVisible();
    await screenshots(page, 'activities-filtered');

    // Premium: a lock badge and a link to Go Premium.
    await filter.getByRole('radio', { name: 'All' }).check();
    const premium = page.getByRole('article', { name: /^Wise mind/ });
    await expect(premium.getByText('Premium', { exact: true })).toBeVisible();
    await expect(premium.getByRole('link', { name: /Wise mind/ })).toHaveAttribute('href', '/go-premium');
    await page.goto('/skills/wise-mind');
    await expect(page.getByText('This skill is part of Premium')).toBeVisible();
    await expect(page.getByRole('button', { name: "Let's Start" })).toBeHidden();
  });

  test('Recommended invites a check-in and sends it', async ({ page, request }) => {
    const { user } = await signIn(page, request);
    await page.goto('/QuickCope');
    await page.getByRole('link', { name: 'Get skills picked for how you feel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Personalised Recommended Skills for ${user.username}` })).toBeVisible();
    await expect(page.getByText("You haven't checked in yet")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'recommended-empty');

    await page.getByRole('button', { name: 'Show skills for me' }).click();
    await expect(page.getByText('Choose at least one thing that fits how you feel')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I feel panicky' }).check();
    await page.getByRole('button', { name: 'Show skills for me' }).click();

    await expect(page.getByRole('heading', { name: 'Skills for you' })).toBeFocused();
    await expect(page.getByText('Thank you for checking in.', { exact: false })).toBeVisible();
    await expect(page.getByText(/From your check-in on/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check in again' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'recommended');
  });

  test('Recommended lists the skills matched to the check-in', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/Recommended');
    await page.getByRole('checkbox', { name: 'I feel panicky' }).check();
    await page.getByRole('button', { name: 'Show skills for me' }).click();
    const list = page.getByRole('list', { name: 'Recommended skills' });
    await expect(list.getByRole('heading').first()).toHaveText('Box breathing', { timeout: 5000 });
  });

  test("an unknown skill says 'No data found', and /StopSkill opens STOP", async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/skills/no-such-skill');
    await expect(page.getByRole('heading', { level: 1, name: 'No data found' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'skill-not-found');

    await page.goto('/StopSkill');
    await expect(page.getByRole('heading', { level: 1, name: 'STOP' })).toBeVisible();
    await expect(page).toHaveURL(/\/StopSkill$/);
    await page.getByRole('button', { name: "Let's Start" }).click();
    // The distress question before the skill (issue 9; crisis-kit.spec.ts answers it): skipped here.
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('region', { name: 'STOP: steps' })).toBeVisible();
  });
});
