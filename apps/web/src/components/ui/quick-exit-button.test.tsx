import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { leaveFor } from '@/lib/quick-exit/page-cover';
import { setQuickExit } from '@/lib/quick-exit/quick-exit-setting';
import { WithI18n } from '@/testing/i18n';
import { ModalDialog } from './modal-dialog';

vi.mock('@/lib/quick-exit/page-cover', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/quick-exit/page-cover')>()),
  leaveFor: vi.fn(),
}));

afterEach(() => {
  act(() => setQuickExit(false));
  vi.mocked(leaveFor).mockClear();
});

const popup = (
  <MemoryRouter>
    <ModalDialog open onOpenChange={() => {}} title="A question">
      <button type="button">Inside</button>
    </ModalDialog>
  </MemoryRouter>
);

describe('the quick exit in a popup', () => {
  it('starts the SOS line where it is on, and leaves with one tap', async () => {
    setQuickExit(true);
    const user = userEvent.setup();
    render(popup, { wrapper: WithI18n });
    const dialog = screen.getByRole('dialog', { name: 'A question' });
    const exit = screen.getByRole('button', { name: 'Exit' });
    const sos = screen.getByRole('link', { name: 'SOS' });
    expect(dialog).toContainElement(exit);
    expect(exit.compareDocumentPosition(sos) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The popup's own control keeps the first focus.
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();

    await user.click(exit);
    expect(leaveFor).toHaveBeenCalledWith(env.QUICK_EXIT_URL);
  });

  it('is not there while the quick exit is off', () => {
    render(popup, { wrapper: WithI18n });
    expect(screen.getByRole('link', { name: 'SOS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exit' })).toBeNull();
  });
});
