import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The forgotten-PIN way out (docs/decisions/024-app-lock.md): the device's copy goes, the account stays.
 * Asked twice, so a stray tap removes nothing.
 */
export function ForgotPin({ onRemove }: { onRemove: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <details className="lock-screen__forgot">
      <summary>
        <Trans comment="on the lock screen">Forgot your PIN?</Trans>
      </summary>
      <p>
        <Trans>
          You can remove what Steady keeps on this device and sign in again. Your account and everything in it stay safe; only changes made offline and not yet
          sent are lost.
        </Trans>
      </p>
      {asking ? (
        <p className="lock-screen__confirm">
          <Button
            className="btn--danger"
            loading={removing}
            onClick={() => {
              setRemoving(true);
              void onRemove();
            }}
          >
            <Trans>Yes, remove it and sign in again</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </p>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <Trans>Remove this device's copy</Trans>
        </Button>
      )}
    </details>
  );
}
