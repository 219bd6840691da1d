import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Markdown } from '@/components/ui/markdown';

type StepWarningDialogProps = {
  open: boolean;
  stepTitle: string;
  warning: string;
  /** Whether there is a next step to move to. */
  canGoNext: boolean;
  /** 'I want to proceed', Escape or a click outside. */
  onProceed: () => void;
  onNextTip: () => void;
  /** Where focus goes once the popup has closed. */
  onClosed: () => void;
};

/**
 * Spec §4: a step's warning opens a popup with two choices. Radix gives it a focus trap, Escape
 * and outside click (both dismiss, like 'I want to proceed').
 */
export function StepWarningDialog({ open, stepTitle, warning, canGoNext, onProceed, onNextTip, onClosed }: StepWarningDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onProceed())}>
      <DialogFrame
        overlayClassName="dialog-overlay"
        className="dialog step-warning"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <p className="step-warning__eyebrow">
          <Trans comment="above a step's warning">Please read this first</Trans>
        </p>
        <Dialog.Title className="dialog__title">{stepTitle}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="step-warning__text">
            <Markdown headingBase={3}>{warning}</Markdown>
          </div>
        </Dialog.Description>
        <div className="dialog__actions">
          <button type="button" className="btn btn--primary" onClick={onProceed}>
            <span>
              <Trans comment="warning popup: carry on with this step">I want to proceed</Trans>
            </span>
          </button>
          {canGoNext ? (
            <button type="button" className="btn btn--secondary" onClick={onNextTip}>
              <span>
                <Trans comment="warning popup: skip to the next step of the skill">Next Tip</Trans>
              </span>
            </button>
          ) : null}
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
