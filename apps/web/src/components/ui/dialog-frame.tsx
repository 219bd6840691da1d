import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { SosLine } from './sos-line';

type DialogFrameProps = ComponentPropsWithoutRef<typeof Dialog.Content> & {
  /** The class of the dimmed layer behind the popup. */
  overlayClassName: string;
};

/**
 * The only way this app draws a modal popup (ESLint forbids `Dialog.Content` elsewhere): portal,
 * overlay and content, ending with the SOS line. A modal hides the page and with it the header's SOS
 * link, so every popup carries its own — last in its focus order, so the first control keeps the focus.
 */
export function DialogFrame({ overlayClassName, children, ...contentProps }: DialogFrameProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={overlayClassName} />
      <Dialog.Content {...contentProps}>
        {children}
        <SosLine inDialog />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
