import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { CloseIcon } from '@/components/ui/icons';
import './modal-dialog.css';

type ModalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for questions and warnings that need an answer. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium';
  /** Show the X in the corner (forms and the receipt). */
  closeButton?: boolean;
  className?: string;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A modal popup (the billing ones, account deletion): Radix Dialog, so focus stays inside while it is
 * open, Escape and a click outside close it (spec §9), and focus returns to what opened it.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  size = 'medium',
  closeButton = false,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ModalDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        overlayClassName="modal-dialog__overlay"
        className={['modal-dialog', `modal-dialog--${size}`, className].filter(Boolean).join(' ')}
        role={role}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="modal-dialog__header">
          <Dialog.Title className="modal-dialog__title">{title}</Dialog.Title>
          {closeButton ? (
            <Dialog.Close asChild>
              <button
                type="button"
                className="icon-button modal-dialog__close no-print"
                aria-label={t({ message: 'Close', comment: 'button: closes the popup' })}
              >
                <CloseIcon />
              </button>
            </Dialog.Close>
          ) : null}
        </div>
        {description ? <Dialog.Description className="modal-dialog__description">{description}</Dialog.Description> : null}
        {children}
      </DialogFrame>
    </Dialog.Root>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  onConfirm: () => void;
  busy?: boolean;
  busyLabel?: string;
  error?: string | null;
  /** Spec §9: Cancel and Confirm by default; deleting a card says No and Yes (spec §5). */
  cancelLabel?: string;
  confirmLabel?: string;
  onCloseAutoFocus?: (event: Event) => void;
  /** A choice that goes with the answer (a checkbox), between the question and the buttons. */
  children?: ReactNode;
};

/** A question with two answers; the safe answer comes first and has focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  question,
  onConfirm,
  busy = false,
  busyLabel,
  error,
  cancelLabel,
  confirmLabel,
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const safeAnswer = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={question}
      role="alertdialog"
      size="small"
      onOpenAutoFocus={(event) => {
        // The safe answer, not a choice placed above the buttons (children).
        event.preventDefault();
        safeAnswer.current?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {children}
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-dialog__actions">
        <Button ref={safeAnswer} variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {cancelLabel ?? t({ message: 'Cancel', comment: 'button: the safe answer to a question' })}
        </Button>
        <Button onClick={onConfirm} loading={busy} loadingLabel={busyLabel}>
          {confirmLabel ?? t({ message: 'Confirm', comment: 'button: the answer that goes ahead' })}
        </Button>
      </div>
    </ModalDialog>
  );
}

type MessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
};

/** A message that needs acknowledging ('Default Method!'). */
export function MessageDialog({ open, onOpenChange, title, message }: MessageDialogProps) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={title} description={message} role="alertdialog" size="small">
      <div className="modal-dialog__actions">
        <Button onClick={() => onOpenChange(false)}>
          <Trans comment="button: acknowledges a message">OK</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
