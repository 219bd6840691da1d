import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type MockRequest } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { skillHandlers } from '@/testing/skill-fixtures';

configure({ asyncUtilTimeout: 5000 });

const SESSION_ID = 'breath-session-0001';

beforeEach(() => {
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(SESSION_ID as ReturnType<Crypto['randomUUID']>);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const ratingHandler = () => {
  const saved: Record<string, unknown> = {};
  const put = vi.fn((request: MockRequest) => {
    Object.assign(saved, request.body);
    const now = new Date().toISOString();
    return json({ id: SESSION_ID, before: null, after: null, note: null, ...saved, createdAt: now, updatedAt: now });
  });
  return { saved, put, handlers: { [`PUT /api/account/distress-ratings/${SESSION_ID}`]: put } };
};

const runToFinished = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  await vi.advanceTimersByTimeAsync(65_000);
  await user.click(await screen.findByRole('button', { name: 'Done' }));
};

describe('/Breath and the distress question', () => {
  it('lets a signed-in person start at once, rate with one tap beside the exercise, and asks again after Done', async () => {
    const ratings = ratingHandler();
    const { handlers, server } = skillHandlers({ extra: ratings.handlers });
    const { user, router } = renderApp('/Breath', { token: 'jwt-1', handlers });

    // Start is there at once: nothing to answer first.
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const before = screen.getByRole('radiogroup', { name: /distress/ });
    expect(within(before).getAllByRole('radio')).toHaveLength(11);
    await user.click(within(before).getByRole('radio', { name: '6' }));
    expect(screen.getByText("Noted. We'll ask again at the end, to see how this helped.")).toBeInTheDocument();
    await waitFor(() => expect(ratings.put).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(65_000);
    // Finished: the one-tap rating goes with the exercise, so no tap there can be taken for the 'after'.
    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /distress/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const after = await screen.findByRole('radiogroup', { name: /distress/ });
    await user.click(within(after).getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // They came straight here: Done ends at home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    expect(server.complete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(ratings.put).toHaveBeenCalledTimes(2));
    expect(ratings.saved).toEqual({ skill: 'box-breathing', before: 6, after: 2 });
  });

  it('does not ask anonymous visitors, who have nowhere to keep a rating', async () => {
    const { user, network, router } = renderApp('/Breath');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await runToFinished(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('radiogroup', { name: /distress/ })).not.toBeInTheDocument();
    expect(network.calls.filter((c) => c.url.pathname.includes('distress'))).toHaveLength(0);
  });
});
