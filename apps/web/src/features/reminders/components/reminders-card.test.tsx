import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reminder } from '@steady/contracts';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

configure({ asyncUtilTimeout: 5000 });

const saved: Reminder = {
  id: 'r1reminder0000000000001',
  kind: 'check-in',
  time: '19:00',
  days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
  timeZone: 'Europe/London',
  email: true,
  push: false,
  quietHours: { start: '22:00', end: '07:00' },
  nameSteady: false,
  enabled: true,
  nextDueAt: '2026-11-28T19:00:00.000Z',
  snoozedUntil: null,
};

describe('Settings › Reminders', () => {
  it('is empty until a reminder is made, then lists it; the form sends the browser zone, plain wording by default', async () => {
    let list: Reminder[] = [];
    const handlers = shellHandlers({
      'GET /api/account/reminders': () => json({ reminders: list }),
      'POST /api/account/reminders': ({ body }) => {
        list = [{ ...saved, ...(body as object) }];
        return json(list[0], 201);
      },
    });
    const { user, network } = renderApp('/Settings', { token: 'jwt-1', handlers });
    const card = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(card).findByText('No reminders yet.')).toBeInTheDocument();
    // No Web Push in this browser (jsdom): it says so plainly, and email and the calendar still work.
    expect(within(card).getByText(/This browser cannot show notifications/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Add a reminder' }));
    const form = within(card).getByRole('form', { name: 'A new reminder' });
    expect(within(form).getByRole('switch', { name: 'Name Steady in reminders' })).not.toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(within(form).getByRole('button', { name: 'Save reminder' }));

    await waitFor(() => expect(within(card).getByText('Check in: how am I, 0 to 10')).toBeInTheDocument());
    const sent = network.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/account/reminders')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: 'check-in', email: true, nameSteady: false, enabled: true, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(sent.days).toEqual(['MO', 'TU', 'WE', 'TH', 'FR', 'SA']);
  });

  it('turns a reminder off with one tap', async () => {
    let list = [saved];
    const { user } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({
        'GET /api/account/reminders': () => json({ reminders: list }),
        [`PUT /api/account/reminders/${saved.id}`]: ({ body }) => {
          list = [{ ...saved, ...(body as object), nextDueAt: null }];
          return json(list[0]);
        },
      }),
    });
    const card = await screen.findByRole('region', { name: 'Reminders' });
    await user.click(await within(card).findByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(within(card).getByText('Off')).toBeInTheDocument();
  });

  it('offers to try again when the reminders cannot load', async () => {
    renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/account/reminders': () => strapiError(500, 'Internal Server Error', 'InternalServerError', 'internal_error') }),
    });
    const card = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(card).findByRole('alert')).toHaveTextContent("We couldn't load your reminders.");
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offline, says calmly that reminders need a connection, with no alarm', async () => {
    renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/account/reminders': () => Promise.reject(new TypeError('Failed to fetch')) }),
    });
    const card = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(card).findByText('Your reminders can be seen and changed once you are online. Those already set still come.')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
