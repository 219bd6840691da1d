import * as Dialog from '@radix-ui/react-dialog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { DialogFrame } from './dialog-frame';

function Popup({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    >
      <DialogFrame overlayClassName="overlay" aria-describedby={undefined}>
        <Dialog.Title>Are you sure?</Dialog.Title>
        <button type="button">Cancel</button>
        <button type="button">Confirm</button>
      </DialogFrame>
    </Dialog.Root>
  );
}

const renderPopup = () => {
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/Settings']}>
      <Routes>
        <Route path="/Settings" element={<Popup onOpenChange={onOpenChange} />} />
        <Route path="/pages/contact" element={<h1>Get help now</h1>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithI18n },
  );
  return { user, onOpenChange };
};

describe('DialogFrame', () => {
  it('ends every popup with an SOS link, last in its focus order', async () => {
    const { user } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    const sos = screen.getByRole('link', { name: 'SOS' });
    expect(dialog).toContainElement(sos);
    expect(sos).toHaveAttribute('href', '/pages/contact');
    expect(sos).toHaveClass('sos-link');
    // A link, not a button in disguise: Dialog.Close's type="button" is not passed on.
    expect(sos).not.toHaveAttribute('type');
    expect(sos.closest('p')).toHaveTextContent('Need help right now? SOS');

    // The first control keeps the initial focus; SOS comes after the popup's own controls.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(sos).toHaveFocus();
  });

  it('closes the popup as it opens the SOS page', async () => {
    const { user, onOpenChange } = renderPopup();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('link', { name: 'SOS' }));
    expect(await screen.findByRole('heading', { name: 'Get help now' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is reached with the keyboard: Enter on SOS opens the SOS page', async () => {
    const { user } = renderPopup();
    await screen.findByRole('dialog');
    screen.getByRole('link', { name: 'SOS' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Get help now' })).toBeInTheDocument();
  });
});

function OpenedByAButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report a problem
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <DialogFrame overlayClassName="overlay" aria-describedby={undefined}>
          <Dialog.Title>Report</Dialog.Title>
          <button type="button">Send</button>
        </DialogFrame>
      </Dialog.Root>
    </>
  );
}

describe('DialogFrame focus', () => {
  it('goes back to the button that opened the popup, which is no Radix trigger', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <OpenedByAButton />
      </MemoryRouter>,
      { wrapper: WithI18n },
    );
    const opener = screen.getByRole('button', { name: 'Report a problem' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Report' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
