import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  error?: string | null;
  /** Called instead of returning focus to the opener (e.g. when the opener is gone). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Spec §9: confirm dialogs have Cancel and Confirm, and close on outside click and Escape. */
export function ConfirmDialog({ open, onOpenChange, title, description, onConfirm, busy = false, error, onCloseAutoFocus }: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame overlayClassName="rca-dialog__overlay" className="rca-dialog rca-dialog--small" role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title className="rca-dialog__title">{title}</Dialog.Title>
        <Dialog.Description className="rca-dialog__description">{description}</Dialog.Description>
        {error ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="rca-dialog__actions">
          <Dialog.Close asChild>
            <Button variant="secondary">
              <Trans comment="confirm dialog: keep things as they are">Cancel</Trans>
            </Button>
          </Dialog.Close>
          <Button onClick={onConfirm} loading={busy} loadingLabel={t`Deleting…`}>
            <Trans comment="confirm dialog: go ahead with the deletion">Confirm</Trans>
          </Button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
