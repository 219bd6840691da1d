import type { SafetyPlanSections } from '@steady/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { keepSafetyPlan, keptSafetyPlan } from '@/lib/kept-safety-plan';
import { clearOutbox, queueWrite } from '@/lib/offline-outbox';
import { json } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';
import { PLAN_WITH_A_PERSON } from '@/testing/safety-plan-fixtures';

/*
 * Logging out offline keeps a read-only copy of the safety plan when the person leaves the box checked
 * (docs/decisions/022-kept-safety-plan.md): signed out it shows on /safety-plan and on SOS, the person
 * can remove it, and any sign-in removes it.
 */

const PLAN = PLAN_WITH_A_PERSON;
const withPlan = (sections: SafetyPlanSections) =>
  shellHandlers({ 'GET /api/account/safety-plan': () => json({ sections, hasPicture: false, updatedAt: '2026-11-28T09:00:00Z' }) });

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu', hidden: true });

async function openOfflineLogout(user: ReturnType<typeof renderApp>['user']) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(await within(mainMenu()).findByRole('link', { name: 'Logout' }));
  return screen.findByRole('alertdialog', { name: 'Log out now?' });
}

describe('logging out offline', () => {
  it('keeps the plan readable when the box stays checked: on the login screen, /safety-plan and SOS, read-only', async () => {
    const { user, router } = renderApp('/safety-plan', { token: 'jwt-1', handlers: withPlan(PLAN) });
    expect(await screen.findByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('I stop answering messages');

    const dialog = await openOfflineLogout(user);
    const keep = within(dialog).getByRole('checkbox', { name: 'Keep my safety plan readable on this device until I sign in again' });
    expect(keep).toBeChecked();
    expect(keep).toHaveAccessibleDescription('Anyone who uses this device could read it. You can remove it at any time.');
    // The safe answer still has focus, not the box above it.
    expect(within(dialog).getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(keptSafetyPlan()?.sections).toEqual(PLAN);
    await user.click(screen.getByRole('link', { name: 'Your safety plan (kept on this device)' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My safety plan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/safety-plan');
    expect(screen.getByText('A copy kept on this device.').closest('p')).toHaveTextContent('A copy kept on this device. Sign in to change it.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/Login?redirectTo=%2Fsafety-plan');
    expect(screen.getByText('I stop answering messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Alex, my sister (+44 7700 900123)' })).toHaveAttribute('href', 'tel:+447700900123');
    // Read-only: nothing to type into, nothing to add.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();

    await router.navigate('/pages/contact');
    const people = await screen.findByRole('region', { name: 'From your safety plan' });
    expect(within(people).getByRole('link', { name: 'Call Alex, my sister (+44 7700 900123)' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(within(people).getByRole('link', { name: 'Your safety plan (kept on this device)' })).toHaveAttribute('href', '/safety-plan');
  });

  it('keeps the newest words: an edit made offline and not yet sent is in the copy', async () => {
    onTestFinished(() => clearOutbox());
    const { user } = renderApp('/QuickCope', { token: 'jwt-1', handlers: withPlan(PLAN) });
    await screen.findByRole('heading', { level: 1 });
    const edited = { ...PLAN, warningSigns: [{ id: 'w1', text: 'I stop answering messages from friends' }] };
    queueWrite({ method: 'PUT', path: '/account/safety-plan', body: { sections: edited }, key: 'safety-plan' });

    const dialog = await openOfflineLogout(user);
    expect(dialog).toHaveTextContent('1 change you made offline has not been sent yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(keptSafetyPlan()?.sections).toEqual(edited);
  });

  it('keeps nothing when the box is unchecked: /safety-plan needs signing in again', async () => {
    const { user, router } = renderApp('/QuickCope', { token: 'jwt-1', handlers: withPlan(PLAN) });
    await screen.findByRole('heading', { level: 1 });
    const dialog = await openOfflineLogout(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Keep my safety plan readable/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(keptSafetyPlan()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Your safety plan (kept on this device)' })).not.toBeInTheDocument();
    await router.navigate('/safety-plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
  });

  it('says on the login screen when the plan could not be kept (no copy of it on the device)', async () => {
    const { user } = renderApp('/QuickCope', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/account/safety-plan': () => Promise.reject(new TypeError('Failed to fetch')) }),
    });
    await screen.findByRole('heading', { level: 1 });
    const dialog = await openOfflineLogout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByText('Your safety plan could not be kept on this device. SOS and breathing still work.')).toHaveAttribute('role', 'status');
    expect(keptSafetyPlan()).toBeNull();
  });

  it('online, the question about unsent changes offers no copy, and none is kept', async () => {
    onTestFinished(() => clearOutbox());
    const { user } = renderApp('/QuickCope', { token: 'jwt-1', handlers: withPlan(PLAN) });
    await screen.findByRole('heading', { level: 1 });
    queueWrite({ method: 'PUT', path: '/account/favourites/stop', key: 'favourite:stop' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await within(mainMenu()).findByRole('link', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out now?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(keptSafetyPlan()).toBeNull();
  });
});

describe('the kept copy, signed out', () => {
  it('can be removed from the read-only view: then the plan needs signing in again', async () => {
    keepSafetyPlan(PLAN);
    const { user, router } = renderApp('/safety-plan');
    await user.click(await screen.findByRole('button', { name: 'Remove it' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the copy from this device?' });
    expect(confirm).toHaveTextContent("Your safety plan stays in your account. You'll see it again when you sign in.");
    await user.click(within(confirm).getByRole('button', { name: 'Remove it' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Login');
    expect(screen.getByText('The copy of your safety plan is removed from this device.')).toHaveAttribute('role', 'status');
    expect(keptSafetyPlan()).toBeNull();
  });

  it('stays while the person keeps it', async () => {
    keepSafetyPlan(PLAN);
    const { user } = renderApp('/safety-plan');
    await user.click(await screen.findByRole('button', { name: 'Remove it' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByText('I stop answering messages')).toBeInTheDocument();
    expect(keptSafetyPlan()?.sections).toEqual(PLAN);
  });

  it('is removed by any sign-in', async () => {
    keepSafetyPlan(PLAN);
    const { user } = renderApp('/Login', {
      handlers: shellHandlers({
        'GET /api/captcha': () => json({ enabled: false }),
        'POST /api/auth/local': () => json({ jwt: 'jwt-other', user: { id: 8, username: 'kim', email: 'kim@example.com' } }),
      }),
    });
    await user.type(await screen.findByLabelText('Email'), 'kim@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Hi Sam')).toBeInTheDocument();
    expect(keptSafetyPlan()).toBeNull();
  });

  it('is not there for anyone when nothing was kept: SOS shows no plan, /safety-plan asks to sign in', async () => {
    const { router } = renderApp('/pages/contact');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'From your safety plan' })).not.toBeInTheDocument();
    await router.navigate('/safety-plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
  });
});
