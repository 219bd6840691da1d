import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const end = useSignOutEverywhere();
  const problem = end.isError ? errorMessage(end.error) : null;

  return (
    <section className="settings-card" aria-labelledby="settings-sessions-title">
      <h2 id="settings-sessions-title" className="settings-card__title">
        <Trans comment="settings section: where the person is logged in">Devices</Trans>
      </h2>
      <p>
        <Trans>Logged in on a phone you lost, or a computer someone else uses? Log out on every device at once.</Trans>
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          end.reset();
          setAsking(true);
        }}
      >
        <Trans>Log out on all devices</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t`Log out on all devices?`}
        question={t`You will be logged out on every device where you use Steady, this one too. You can log in again with your password.`}
        cancelLabel={t`Stay logged in`}
        confirmLabel={t`Log out on all devices`}
        busy={end.isPending}
        busyLabel={t`Logging out…`}
        error={
          problem === null
            ? null
            : t({ message: `We couldn't log you out on all devices. ${problem}`, comment: '{problem} is the reason, a sentence of its own' })
        }
        onConfirm={() => end.mutate(undefined, { onSuccess: onSignedOut })}
      />
    </section>
  );
}
