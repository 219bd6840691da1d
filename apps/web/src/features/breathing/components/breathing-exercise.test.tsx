import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers, testAccount } from '@/testing/render-app';

// Only the clock and the breathing timer's interval are fake: React Query and user-event keep their timeouts.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-01-05T09:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const liveRegion = () => document.querySelector('.breathing [role="status"]')!;
const phase = () => document.querySelector('.breathing__phase')?.textContent;
const count = () => document.querySelector('.breathing__count-number')?.textContent;

const SESSION_ID = '0d9c6a52-3b8e-4f7a-9d21-5c4e3b2a1f00';

async function openBreath(options: Parameters<typeof renderApp>[1] = {}) {
  if (options.token) {
    // The distress question saves under one session id: fixed, so the fake server knows the address.
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(SESSION_ID);
    const now = new Date().toISOString();
    options.handlers = {
      ...(options.handlers ?? shellHandlers()),
      [`PUT /api/account/distress-ratings/${SESSION_ID}`]: () =>
        json({ id: SESSION_ID, skill: 'breathing', before: null, after: null, note: null, createdAt: now, updatedAt: now }),
    };
  }
  const app = renderApp('/Breath', options);
  expect(await screen.findByRole('heading', { level: 1, name: 'Box breathing' }, { timeout: 5000 })).toBeInTheDocument();
  // A signed-in person is first asked how strong their distress is (issue 9; breath.test.tsx): skipped here.
  if (options.token) await app.user.click(screen.getByRole('button', { name: 'Skip' }));
  return app;
}

describe('box breathing (spec §4, §9)', () => {
  it('is idle until Start, then counts seconds in four-second phases, announcing each phase once', async () => {
    const { user } = await openBreath();
    expect(screen.getByText('Ready when you are')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(phase()).toBe('Breathe in');
    expect(count()).toBe('1');
    expect(screen.getByText('Round 1 of 4')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(/^Breathe in$/);
    // The same control is now Pause, so focus stays on it.
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();

    advance(1000);
    expect(count()).toBe('2');
    expect(liveRegion()).toHaveTextContent(/^Breathe in$/); // not every tick

    advance(3000);
    expect(count()).toBe('5');
    expect(liveRegion()).toHaveTextContent(/^Hold$/);
    advance(4000);
    expect(liveRegion()).toHaveTextContent(/^Breathe out$/);
    advance(4000);
    expect(liveRegion()).toHaveTextContent(/^Hold$/);
    advance(4000);
    expect(count()).toBe('17');
    expect(screen.getByText('Round 2 of 4')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Round 2 of 4. Breathe in');
  });

  it('pauses and resumes without counting the pause', async () => {
    const { user } = await openBreath();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    advance(2500);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(liveRegion()).toHaveTextContent('Paused');
    expect(count()).toBe('3');
    advance(20_000);
    expect(count()).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(liveRegion()).toHaveTextContent(/^Breathe in$/);
    advance(1500);
    expect(count()).toBe('5');
  });

  it('shows FINISHED! after 64 seconds with Done and Again; Again starts all four rounds from 1', async () => {
    const { user } = await openBreath();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    advance(63_000);
    expect(count()).toBe('64');
    expect(screen.getByText('Round 4 of 4')).toBeInTheDocument();
    advance(1000);
    expect(phase()).toBe('FINISHED!');
    expect(liveRegion()).toHaveTextContent('FINISHED!');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(count()).toBe('1');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
  });

  it('Done takes an anonymous visitor who came straight here to the start', async () => {
    const { user, router, network } = await openBreath();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    advance(64_000);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(network.calls.filter((c) => c.url.pathname.startsWith('/api/account/completions'))).toHaveLength(0);
  });

  it('Done records the completion for a signed-in person and goes home when they came straight here', async () => {
    const complete = vi.fn(() => json({ ...testAccount, completed: ['box-breathing'] }));
    const { user, router } = await openBreath({
      token: 'jwt-1',
      handlers: shellHandlers({ 'POST /api/account/completions/box-breathing': complete }),
    });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    advance(64_000);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('stays with a message when the completion cannot be saved', async () => {
    const { user, router } = await openBreath({
      token: 'jwt-1',
      handlers: shellHandlers({ 'POST /api/account/completions/box-breathing': () => strapiError(503, 'down') }),
    });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    advance(64_000);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save that you finished.");
    expect(router.state.location.pathname).toBe('/Breath');
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });
});
