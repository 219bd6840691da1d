import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/mock-fetch';
import { renderApp, shellHandlers } from '@/testing/render-app';

configure({ asyncUtilTimeout: 5000 });

const SESSION_ID = '0b6f3f7e-5c1a-4d2e-8f90-1a2b3c4d5e6f';
beforeEach(() => {
  // One check-in, one id: fixed here so the fake server knows the address.
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(SESSION_ID);
});

describe('/check-in', () => {
  it('records a 0–10 rating in one tap, as a check-in, and leads on to the diary when the reminder was for it', async () => {
    const { user, network } = renderApp('/check-in?from=reminder&for=diary', {
      token: 'jwt-1',
      handlers: shellHandlers({
        [`PUT /api/account/distress-ratings/${SESSION_ID}`]: ({ body }) =>
          json({
            id: SESSION_ID,
            before: null,
            after: null,
            note: null,
            ...(body as object),
            createdAt: '2026-11-28T09:00:00Z',
            updatedAt: '2026-11-28T09:00:00Z',
          }),
      }),
    });
    const scale = await screen.findByRole('radiogroup', { name: 'One tap, from 0 (calm) to 10 (the worst).' });
    expect(scale.querySelectorAll('input[type=radio]')).toHaveLength(11);
    await user.click(screen.getByRole('radio', { name: '4' }));
    await waitFor(() => expect(network.callsTo('PUT', `/api/account/distress-ratings/${SESSION_ID}`)).toHaveLength(1));
    expect(network.callsTo('PUT', `/api/account/distress-ratings/${SESSION_ID}`)[0]?.body).toEqual({ skill: 'check-in', before: 4 });
    expect(await screen.findByText('Noted. Thank you for checking in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go on to my diary' })).toHaveAttribute('href', '/diary');
  });
});
