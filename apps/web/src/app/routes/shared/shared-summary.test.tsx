import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, strapiError, type MockRequest } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const summary = {
  from: '2026-11-16',
  to: '2026-11-28',
  include: ['diary', 'plan'],
  expiresAt: '2026-12-01T10:00:00.000Z',
  diary: [{ date: '2026-11-27', emotions: { sadness: 3 }, urges: {}, skills: [], note: 'Walked by the river.', updatedAt: '2026-11-27T20:00:00.000Z' }],
  plan: {
    warningSigns: [],
    copingAlone: [],
    distractions: [],
    helpers: [{ id: 'h1', text: 'Sam from work', phone: '+44 7700 900123' }],
    professionals: [],
    safeEnvironment: [],
    reasonsForLiving: [{ id: 'r1', text: 'My sister' }],
  },
};

/** The server's answer by the passcode sent: none → asked for, 'river 42' → the summary, anything else → refused. */
const withPasscode = (request: MockRequest) => {
  const passcode = request.headers.get('X-Share-Passcode');
  if (!passcode) return strapiError(401, 'This link needs its passcode', 'UnauthorizedError', 'share_passcode_required');
  if (passcode !== 'river 42')
    return strapiError(401, "That passcode doesn't match. Please check it and try again.", 'UnauthorizedError', 'share_passcode_incorrect');
  return json(summary);
};

describe('a summary shared with a therapist', () => {
  it('asks for the passcode, says when it is wrong, then shows only what was shared, read-only', async () => {
    const { user, network } = renderApp(`/shared/${TOKEN}`, { handlers: shellHandlers({ [`GET /api/shared/${TOKEN}`]: withPasscode }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'A summary shared with you' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await user.type(await screen.findByLabelText('Passcode'), 'river 41');
    await user.click(screen.getByRole('button', { name: 'Open summary' }));
    expect(await screen.findByText("That passcode doesn't match. Please check it and try again.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Passcode'));
    await user.type(screen.getByLabelText('Passcode'), 'river 42');
    await user.click(screen.getByRole('button', { name: 'Open summary' }));
    expect(await screen.findByText('Walked by the river.')).toBeInTheDocument();
    expect(screen.getByText('My sister')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(screen.queryByRole('heading', { name: 'What helps me' })).not.toBeInTheDocument();
    // No app header or menu, no edit controls.
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Save/ })).not.toBeInTheDocument();
    expect(network.callsTo('GET', `/api/shared/${TOKEN}`).at(-1)?.headers.get('X-Share-Passcode')).toBe('river 42');
  });

  it('never sends the reader’s own sign-in, and a refusal does not sign them out', async () => {
    const { network } = renderApp(`/shared/${TOKEN}`, { token: 'jwt-1', handlers: shellHandlers({ [`GET /api/shared/${TOKEN}`]: withPasscode }) });
    expect(await screen.findByLabelText('Passcode')).toBeInTheDocument();
    for (const call of network.callsTo('GET', `/api/shared/${TOKEN}`)) expect(call.headers.get('Authorization')).toBeNull();
    expect(window.sessionStorage.getItem('steady.jwt') ?? window.localStorage.getItem('steady.jwt')).toBe('jwt-1');
  });

  it('says calmly when the link has ended, and removes the robots tag when left', async () => {
    const { router } = renderApp(`/shared/${TOKEN}`, {
      handlers: shellHandlers({ [`GET /api/shared/${TOKEN}`]: () => strapiError(410, 'This link has ended', 'GoneError', 'share_link_ended') }),
    });
    expect(await screen.findByRole('heading', { name: 'This link has ended' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Passcode')).not.toBeInTheDocument();
    await router.navigate('/welcome');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });
});
