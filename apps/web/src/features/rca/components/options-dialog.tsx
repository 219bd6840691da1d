import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { CloseIcon } from '@/components/ui/icons';
import { displayTitle } from '../utils/display-title';
import type { WizardOption } from '../utils/wizard-state';

/** The step's own words, already translated (each a whole sentence: see chain-wizard.tsx). */
export type StepWords = {
  /** 'Choose triggers': the button, the popup's title and the checkboxes' group name. */
  title: string;
  /** 'Change triggers (2 chosen)': the button once something is chosen. */
  changeLabel: string;
  /** 'Loading triggers…': read while the options load. */
  loadingLabel: string;
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
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { title } = words;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn--secondary rca-choose">
          {chosenCount > 0 ? words.changeLabel : title}
        </button>
      </Dialog.Trigger>
      <DialogFrame overlayClassName="rca-dialog__overlay" className="rca-dialog">
        <div className="rca-dialog__header">
          <Dialog.Title className="rca-dialog__title">{title}</Dialog.Title>
          <Dialog.Close asChild>
            <button type="button" className="icon-button" aria-label={t`Close`}>
              <CloseIcon />
            </button>
          </Dialog.Close>
        </div>
        <Dialog.Description className="rca-dialog__description">
          <Trans>Tick all that fit. There are no wrong answers.</Trans>
        </Dialog.Description>

        <div className="rca-dialog__body">
          {loading ? (
            <div className="rca-options-skeleton" role="status">
              <span className="visually-hidden">{words.loadingLabel}</span>
              {[0, 1, 2, 3, 4].map((i) => (
                <span key={i} className="rca-skeleton rca-skeleton--row" aria-hidden="true" />
              ))}
            </div>
          ) : error ? (
            <div className="alert alert--error rca-dialog__error" role="alert">
              <p>{error}</p>
              <Button variant="secondary" onClick={onRetry}>
                <Trans>Try again</Trans>
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
            {chosenCount === 0 ? (
              <Trans comment="chain analysis popup: how many options are ticked">Nothing chosen yet</Trans>
            ) : (
              <Plural value={chosenCount} one="# chosen" other="# chosen" comment="chain analysis popup: how many options are ticked" />
            )}
          </p>
          <Dialog.Close asChild>
            <button type="button" className="btn btn--primary">
              <Trans comment="chain analysis popup: closes it, keeping what was ticked">Done</Trans>
            </button>
          </Dialog.Close>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
