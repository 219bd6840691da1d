import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/modal-dialog';

type LogoutConfirmProps = { pending: number; offline: boolean; onStay: () => void; onLogOut: () => void };

/**
 * Asked only when logging out now costs something: offline, signing in again cannot work until the
 * connection returns; and changes made offline still waiting to be sent are forgotten (they belong to
 * this person, not to whoever uses the device next). The person decides.
 */
export default function LogoutConfirm({ pending, offline, onStay, onLogOut }: LogoutConfirmProps) {
  const { t } = useLingui();
  const unsent =
    pending > 0
      ? t`${plural(pending, {
          one: "# change you made offline has not been sent yet. If you log out now, it will be lost. If you stay, it will be sent when you're back online.",
          other:
            "# changes you made offline have not been sent yet. If you log out now, they will be lost. If you stay, they will be sent when you're back online.",
        })}`
      : '';
  const stranded = offline
    ? t`You're offline. If you log out now, you can't sign in again until you're back online. SOS and breathing work without signing in.`
    : '';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t`Log out now?`}
      question={[stranded, unsent].filter(Boolean).join(' ')}
      cancelLabel={t`Stay logged in`}
      confirmLabel={t`Log out anyway`}
      onConfirm={onLogOut}
    />
  );
}
