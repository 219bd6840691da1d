import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Over the help that opens while the app is locked (SOS, breathing, the plan): says the rest stays
 * locked, and leads back to the lock screen.
 */
export function LockedBar({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useLingui();
  // Before the app in the page, so it is read first and stays at the top while the page scrolls.
  const [place] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.prepend(place);
    return () => place.remove();
  }, [place]);
  return createPortal(
    <div
      className="locked-bar no-print"
      role="region"
      aria-label={t({ message: 'Locked', comment: 'name of the bar shown above help opened from the lock screen' })}
    >
      <span>
        <Trans comment="bar above SOS or breathing opened from the lock screen">Steady is locked. Help stays open.</Trans>
      </span>
      <button type="button" className="btn btn--link locked-bar__unlock" onClick={onUnlock}>
        <Trans comment="button in the bar: back to the lock screen">Unlock</Trans>
      </button>
    </div>,
    place,
  );
}
