import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEUTRAL_FACE_KEY, setNeutralFace } from '@/lib/neutral-face/neutral-face-setting';
import { json, strapiError, type MockRequest } from '@/testing/mock-fetch';
import { renderApp, shellHandlers, testAccount } from '@/testing/render-app';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const privacy = () => screen.findByRole('region', { name: 'Privacy on this device' });

afterEach(() => setNeutralFace(false));

describe('the neutral face in Settings', () => {
  it('turns the plain name and icon on for this device, with what it does said beside it', async () => {
    const { user } = renderApp('/Settings', { token: 'jwt-1' });
    const toggle = within(await privacy()).getByRole('switch', { name: 'Use a plain name and icon (Notes)' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/already installed keeps its name and icon/);
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(NEUTRAL_FACE_KEY)).toBe('on');
    await waitFor(() => expect(document.title).toBe('Notes'));
    await user.click(toggle);
    expect(localStorage.getItem(NEUTRAL_FACE_KEY)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Settings · Steady'));
  });

  it('saves plain emails to the account, and shows what the account holds', async () => {
    const { user, network } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({
        'PUT /api/account/profile': async (request: MockRequest) => json({ ...testAccount, ...(request.body as object) }),
      }),
    });
    const emails = within(await privacy()).getByRole('switch', { name: 'Plain emails' });
    await waitFor(() => expect(emails).toBeEnabled());
    await user.click(emails);
    await waitFor(() => expect(emails).toBeChecked());
    expect(network.callsTo('PUT', '/api/account/profile').map((c) => c.body)).toEqual([{ neutralEmails: true }]);
  });

  it('says why when the account refuses, and keeps the switch as the account has it', async () => {
    const { user } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'PUT /api/account/profile': () => strapiError(400, 'Plain emails must be true or false') }),
    });
    const section = await privacy();
    const emails = within(section).getByRole('switch', { name: 'Plain emails' });
    await waitFor(() => expect(emails).toBeEnabled());
    await user.click(emails);
    expect(await within(section).findByRole('alert')).toHaveTextContent("We couldn't change your emails.");
    expect(emails).not.toBeChecked();
    expect(emails).toHaveAccessibleDescription(/We couldn't change your emails/);
  });

  it('is disabled offline, saying why, while the device switch still works', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/Settings', { token: 'jwt-1' });
    const section = await privacy();
    expect(within(section).getByRole('switch', { name: 'Plain emails' })).toBeDisabled();
    expect(within(section).getByText("You're offline: this is kept on your account, so it needs a connection.")).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'Use a plain name and icon (Notes)' })).toBeEnabled();
  });
});
