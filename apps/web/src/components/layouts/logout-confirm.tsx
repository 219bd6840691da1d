import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/modal-dialog';

type LogoutConfirmProps = { pending: number; onStay: () => void; onLogOut: () => void };

/**
 * Asked only when changes made offline are still waiting to be sent: logging out forgets them (they
 * belong to this person, not to whoever uses the device next), so the person decides.
 */
export default function LogoutConfirm({ pending, onStay, onLogOut }: LogoutConfirmProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t`Log out now?`}
      question={t`${plural(pending, {
        one: "# change you made offline has not been sent yet. If you log out now, it will be lost. If you stay, it will be sent when you're back online.",
        other:
          "# changes you made offline have not been sent yet. If you log out now, they will be lost. If you stay, they will be sent when you're back online.",
      })}`}
      cancelLabel={t`Stay logged in`}
      confirmLabel={t`Log out anyway`}
      onConfirm={onLogOut}
    />
  );
}
