import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ComponentPropsWithoutRef } from 'react';
import { SosLine } from './sos-line';

type DialogFrameProps = ComponentPropsWithoutRef<typeof Dialog.Content> & {
  /** The class of the dimmed layer behind the popup. */
  overlayClassName: string;
};

/**
 * The only way this app draws a modal popup (ESLint forbids `Dialog.Content` elsewhere): portal,
 * overlay and content, ending with the SOS line. A modal hides the page and with it the header's SOS
 * link, so every popup carries its own — last in its focus order, so the first control keeps the focus.
 * On closing, focus goes back to what had it when the popup opened: Radix returns it only to a
 * `Dialog.Trigger`, and these popups are opened by the screen's own buttons. A popup that moves focus
 * elsewhere itself (`onCloseAutoFocus` calling preventDefault) keeps its choice.
 */
export function DialogFrame({ overlayClassName, children, onOpenAutoFocus, onCloseAutoFocus, ...contentProps }: DialogFrameProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={overlayClassName} />
      <Dialog.Content
        {...contentProps}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        {children}
        <SosLine inDialog />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
