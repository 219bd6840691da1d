import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/modal-dialog';
import { errorMessage } from '@/lib/api-client';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

type SignOutEverywhereProps = {
  /** Called once the server has ended every sign-in, this device's too. */
  onSignedOut: () => void;
};

/**
 * 'Log out on all devices' (decision 015): for a phone that was lost or a computer someone else uses. Asks
 * first, since this device is logged out too; needs a connection, and says so if there is none.
 */
export function SignOutEverywhere({ onSignedOut }: SignOutEverywhereProps) {
  const [asking, setAsking] = useState(false);
  const end = useSignOutEverywhere();

  return (
    <section className="settings-card" aria-labelledby="settings-sessions-title">
      <h2 id="settings-sessions-title" className="settings-card__title">
        Devices
      </h2>
      <p>Logged in on a phone you lost, or a computer someone else uses? Log out on every device at once.</p>
      <Button
        variant="secondary"
        onClick={() => {
          end.reset();
          setAsking(true);
        }}
      >
        Log out on all devices
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Log out on all devices?"
        question="You will be logged out on every device where you use Steady, this one too. You can log in again with your password."
        cancelLabel="Stay logged in"
        confirmLabel="Log out on all devices"
        busy={end.isPending}
        busyLabel="Logging out…"
        error={end.isError ? `We couldn't log you out on all devices. ${errorMessage(end.error)}` : null}
        onConfirm={() => end.mutate(undefined, { onSuccess: onSignedOut })}
      />
    </section>
  );
}
