import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { env } from '@/config/env';
import { leaveFor } from '@/lib/quick-exit/page-cover';
import { setQuickExit } from '@/lib/quick-exit/quick-exit-setting';
import { WithI18n } from '@/testing/i18n';
import { QuickExitKeys } from './quick-exit-keys';

vi.mock('@/lib/quick-exit/page-cover', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/quick-exit/page-cover')>()),
  leaveFor: vi.fn(),
}));

const status = () => document.querySelector('[aria-live="polite"]');

beforeEach(() => vi.mocked(leaveFor).mockClear());
afterEach(() => setQuickExit(false));

describe('Shift three times', () => {
  it('announces the presses left, then leaves for the neutral site', async () => {
    setQuickExit(true);
    const user = userEvent.setup();
    render(<QuickExitKeys />, { wrapper: WithI18n });
    await user.keyboard('{Shift}');
    expect(status()).toHaveTextContent('Shift, press 2 more times to exit.');
    await user.keyboard('{Shift}');
    expect(status()).toHaveTextContent('Shift, press 1 more time to exit.');
    expect(leaveFor).not.toHaveBeenCalled();
    await user.keyboard('{Shift}');
    expect(leaveFor).toHaveBeenCalledWith(env.QUICK_EXIT_URL);
  });

  it('clears what it said when another key comes between', async () => {
    setQuickExit(true);
    const user = userEvent.setup();
    render(<QuickExitKeys />, { wrapper: WithI18n });
    await user.keyboard('{Shift}{Shift}');
    expect(status()).toHaveTextContent('Shift, press 1 more time to exit.');
    await user.keyboard('x');
    expect(status()).toHaveTextContent('');
    await user.keyboard('{Shift}{Shift}');
    expect(leaveFor).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Shift, press 1 more time to exit.');
  });

  it('starts again when the presses are slower than five seconds', async () => {
    setQuickExit(true);
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    try {
      const user = userEvent.setup();
      render(<QuickExitKeys />, { wrapper: WithI18n });
      await user.keyboard('{Shift}');
      await user.keyboard('{Shift}');
      vi.setSystemTime(6000);
      await user.keyboard('{Shift}');
      expect(leaveFor).not.toHaveBeenCalled();
      expect(status()?.textContent).toBe('Shift, press 2 more times to exit.');
      // The same sentence again after another pause: changed by a space no one hears, so it is read again.
      vi.setSystemTime(12_000);
      await user.keyboard('{Shift}');
      expect(status()?.textContent).toBe('Shift, press 2 more times to exit.\u00a0');
      await user.keyboard('{Shift}{Shift}');
      expect(leaveFor).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still leaves while a popup is open, and is heard there', async () => {
    setQuickExit(true);
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <QuickExitKeys />
        <ModalDialog open onOpenChange={() => {}} title="A question">
          <button type="button">Inside</button>
        </ModalDialog>
      </MemoryRouter>,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('dialog', { name: 'A question' })).toBeInTheDocument();
    await user.keyboard('{Shift}');
    // The popup hides the page from screen readers, but not this live region.
    expect(screen.getByRole('status')).toHaveTextContent('Shift, press 2 more times to exit.');
    await user.keyboard('{Shift}{Shift}');
    expect(leaveFor).toHaveBeenCalledTimes(1);
  });

  it('listens to nothing while the quick exit is off, and stops when it is turned off', async () => {
    const user = userEvent.setup();
    render(<QuickExitKeys />, { wrapper: WithI18n });
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(leaveFor).not.toHaveBeenCalled();
    expect(status()).toBeNull();

    act(() => setQuickExit(true));
    await user.keyboard('{Shift}');
    act(() => setQuickExit(false));
    await user.keyboard('{Shift}{Shift}');
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
