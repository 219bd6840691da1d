import { ConfirmDialog } from '@/components/ui/modal-dialog';

type LogoutConfirmProps = { pending: number; onStay: () => void; onLogOut: () => void };

/**
 * Asked only when changes made offline are still waiting to be sent: logging out forgets them (they
 * belong to this person, not to whoever uses the device next), so the person decides.
 */
export default function LogoutConfirm({ pending, onStay, onLogOut }: LogoutConfirmProps) {
  const one = pending === 1;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title="Log out now?"
      question={
        `${one ? '1 change' : `${pending} changes`} you made offline ${one ? 'has' : 'have'} not been sent yet. ` +
        `If you log out now, ${one ? 'it' : 'they'} will be lost. If you stay, ${one ? 'it' : 'they'} will be sent when you're back online.`
      }
      cancelLabel="Stay logged in"
      confirmLabel="Log out anyway"
      onConfirm={onLogOut}
    />
  );
}
