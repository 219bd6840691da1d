import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

type SandboxAuthDialogProps = {
  open: boolean;
  /** true: the person confirmed; false: they cancelled (Cancel, Escape or a click outside). */
  onAnswer: (authenticated: boolean) => void;
};

/** The sandbox's stand-in for the bank's 3-D Secure step (test card 4000 0025 0000 3155). */
export function SandboxAuthDialog({ open, onAnswer }: SandboxAuthDialogProps) {
  const { i18n } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
    >
      <DialogFrame overlayClassName="payment-dialog__overlay" className="payment-dialog" role="alertdialog">
        <Dialog.Title className="payment-dialog__title">{i18n._(PAYMENT_WORDS.sandboxAuthTitle)}</Dialog.Title>
        <Dialog.Description className="payment-dialog__description">{i18n._(PAYMENT_WORDS.sandboxAuthText)}</Dialog.Description>
        <div className="payment-dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => onAnswer(false)}>
            <Trans comment="button: refuse the bank's request to confirm the payment">Cancel</Trans>
          </button>
          <button type="button" className="btn btn--primary" onClick={() => onAnswer(true)}>
            <Trans comment="button: confirm the payment for the bank">Confirm</Trans>
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
