import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { CloseIcon } from '@/components/ui/icons';
import { displayTitle } from '../utils/display-title';
import type { WizardOption } from '../utils/wizard-state';

export type StepWords = {
  /** 'trigger', 'emotion', 'immediate thought' */
  singular: string;
  plural: string;
  /** Shown when the earlier choices leave nothing to offer. */
  emptyText: string;
};

type OptionsDialogProps = {
  words: StepWords;
  options: WizardOption[] | undefined;
  loading: boolean;
  /** A readable message when the options could not be loaded. */
  error: string | null;
  onRetry: () => void;
  isChecked: (option: WizardOption) => boolean;
  onToggle: (option: WizardOption) => void;
  chosenCount: number;
};

/**
 * The popup of checkboxes of one wizard step (spec §2). Radix Dialog: focus stays inside while it
 * is open, Escape and a click outside close it, and focus returns to the button that opened it.
 */
export function OptionsDialog({ words, options, loading, error, onRetry, isChecked, onToggle, chosenCount }: OptionsDialogProps) {
  const [open, setOpen] = useState(false);
  const title = `Choose ${words.plural}`;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn--secondary rca-choose">
          {chosenCount > 0 ? `Change ${words.plural} (${chosenCount} chosen)` : title}
        </button>
      </Dialog.Trigger>
      <DialogFrame overlayClassName="rca-dialog__overlay" className="rca-dialog">
        <div className="rca-dialog__header">
          <Dialog.Title className="rca-dialog__title">{title}</Dialog.Title>
          <Dialog.Close asChild>
            <button type="button" className="icon-button" aria-label="Close">
              <CloseIcon />
            </button>
          </Dialog.Close>
        </div>
        <Dialog.Description className="rca-dialog__description">Tick all that fit. There are no wrong answers.</Dialog.Description>

        <div className="rca-dialog__body">
          {loading ? (
            <div className="rca-options-skeleton" role="status">
              <span className="visually-hidden">Loading {words.plural}…</span>
              {[0, 1, 2, 3, 4].map((i) => (
                <span key={i} className="rca-skeleton rca-skeleton--row" aria-hidden="true" />
              ))}
            </div>
          ) : error ? (
            <div className="alert alert--error rca-dialog__error" role="alert">
              <p>{error}</p>
              <Button variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            </div>
          ) : !options || options.length === 0 ? (
            <p className="rca-empty">{words.emptyText}</p>
          ) : (
            <fieldset className="rca-options">
              <legend className="visually-hidden">{title}</legend>
              {options.map((option) => (
                <label key={option.documentId} className="rca-option">
                  <input type="checkbox" className="checkbox__input" checked={isChecked(option)} onChange={() => onToggle(option)} />
                  <span>{displayTitle(option.title)}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>

        <div className="rca-dialog__footer">
          <p className="rca-dialog__count" aria-live="polite">
            {chosenCount === 0 ? 'Nothing chosen yet' : `${chosenCount} chosen`}
          </p>
          <Dialog.Close asChild>
            <button type="button" className="btn btn--primary">
              Done
            </button>
          </Dialog.Close>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
