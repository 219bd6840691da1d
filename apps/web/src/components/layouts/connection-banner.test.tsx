import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { strapiError, mockFetch } from '@/testing/mock-fetch';
import { WithI18n } from '@/testing/i18n';
import { setToken } from '@/lib/auth-token';
import { forgetKeptSafetyPlan, keepSafetyPlan } from '@/lib/kept-safety-plan';
import { clearOutbox, flushOutbox, queueWrite } from '@/lib/offline-outbox';
import type { ScreenHandle } from '@/lib/screen-handle';
import { ConnectionBanner } from './connection-banner';
import { EMPTY_PLAN_SECTIONS } from '@/testing/safety-plan-fixtures';

const saves: ScreenHandle = { keepsWorkOffline: true };

/** The banner on a screen whose route keeps offline work (`/diary` here) or one that does not (`/pages/contact`). */
function renderBanner(url = '/diary') {
  const router = createMemoryRouter(
    [
      { path: '/diary', handle: saves, Component: ConnectionBanner },
      { path: '/pages/contact', Component: ConnectionBanner },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />, { wrapper: WithI18n });
}

const EMPTY_SECTIONS = EMPTY_PLAN_SECTIONS;

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

/** A live region without a role, so it never competes with a screen's own status messages. */
const region = () => document.querySelector('.connection-banner-region[aria-live="polite"]')!;

describe('ConnectionBanner', () => {
  afterEach(() => act(() => clearOutbox()));

  it('says nothing while online with nothing waiting', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderBanner();
    expect(region()).toBeEmptyDOMElement();
  });

  it('offline, on a screen that keeps work for later, says it is saved on this device, and counts what waits', () => {
    setToken('jwt-1', { remember: true });
    renderBanner('/diary');
    act(() => setOnline(false));
    expect(region()).toHaveTextContent("You're offline. What you do is saved on this device and will sync when you're back online.");
    act(() => void queueWrite({ method: 'PUT', path: '/account/favourites/a', key: 'favourite:a' }));
    expect(region()).toHaveTextContent('1 change waiting.');
  });

  it('offline, on a screen that keeps nothing for later, says what still works, and still counts what waits', () => {
    setToken('jwt-1', { remember: true });
    renderBanner('/pages/contact');
    act(() => setOnline(false));
    expect(region()).toHaveTextContent("You're offline. SOS, your safety plan and breathing still work.");
    expect(region()).not.toHaveTextContent('saved on this device');
    act(() => void queueWrite({ method: 'PUT', path: '/account/favourites/a', key: 'favourite:a' }));
    expect(region()).toHaveTextContent("You're offline. SOS, your safety plan and breathing still work. 1 change waiting.");
  });

  it('signed out, never says work is saved; the safety plan is named only while a copy is kept on this device', () => {
    onTestFinished(() => forgetKeptSafetyPlan());
    renderBanner('/diary');
    act(() => setOnline(false));
    expect(region()).toHaveTextContent("You're offline. SOS and breathing still work.");
    act(() => void keepSafetyPlan({ ...EMPTY_SECTIONS, helpers: [{ id: 'a', text: 'Alex', phone: '0800 11' }] }));
    expect(region()).toHaveTextContent("You're offline. SOS, your safety plan and breathing still work.");
  });

  it('tells the person when a change made offline was refused, until they dismiss it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mockFetch({ 'PUT /api/account/favourites/gone': () => strapiError(404, 'This skill does not exist', 'NotFoundError') });
    renderBanner();
    queueWrite({ method: 'PUT', path: '/account/favourites/gone', key: 'favourite:gone' });
    await act(() => flushOutbox());
    expect(region()).toHaveTextContent('A change made offline could not be saved: This skill does not exist');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(region()).toBeEmptyDOMElement();
  });
});
