import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strapiError, mockFetch } from '@/testing/mock-fetch';
import { WithI18n } from '@/testing/i18n';
import { clearOutbox, flushOutbox, queueWrite } from '@/lib/offline-outbox';
import { ConnectionBanner } from './connection-banner';

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
    render(<ConnectionBanner />, { wrapper: WithI18n });
    expect(region()).toBeEmptyDOMElement();
  });

  it('offline, says what happens to what the person does, and counts what waits', () => {
    render(<ConnectionBanner />, { wrapper: WithI18n });
    act(() => setOnline(false));
    expect(region()).toHaveTextContent("You're offline. What you do is saved on this device and will sync when you're back online.");
    act(() => void queueWrite({ method: 'PUT', path: '/account/favourites/a', key: 'favourite:a' }));
    expect(region()).toHaveTextContent('1 change waiting.');
  });

  it('tells the person when a change made offline was refused, until they dismiss it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mockFetch({ 'PUT /api/account/favourites/gone': () => strapiError(404, 'This skill does not exist', 'NotFoundError') });
    render(<ConnectionBanner />, { wrapper: WithI18n });
    queueWrite({ method: 'PUT', path: '/account/favourites/gone', key: 'favourite:gone' });
    await act(() => flushOutbox());
    expect(region()).toHaveTextContent('A change made offline could not be saved: This skill does not exist');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(region()).toBeEmptyDOMElement();
  });
});
