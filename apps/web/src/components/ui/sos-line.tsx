import * as Dialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { sosHref } from '@/config/paths';
import { QuickExitButton } from './quick-exit-button';
import './sos-line.css';

/**
 * 'Need help right now? SOS' at the foot of anything that covers the page and with it the header's
 * SOS link (popups, the payment overlay). `inDialog`: the link also closes the Radix dialog it is in,
 * so nothing stays open over the SOS page. What covers the header covers its quick exit too: where the
 * person turned it on, its button starts the line (docs/decisions/023-quick-exit.md).
 */
export function SosLine({ inDialog = false }: { inDialog?: boolean }) {
  // Inside Dialog.Close, the close button's type="button" would land on the link: unset it.
  const link = (
    <Link to={sosHref()} className="sos-link" type={undefined}>
      <Trans comment="link to the crisis help page">SOS</Trans>
    </Link>
  );
  return (
    <p className="sos-line no-print">
      <QuickExitButton />
      <span>
        <Trans>Need help right now?</Trans>
      </span>{' '}
      {inDialog ? <Dialog.Close asChild>{link}</Dialog.Close> : link}
    </p>
  );
}
