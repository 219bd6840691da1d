import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/modal-dialog';
import './logout-confirm.css';

export type LogoutChoice = {
  /** Offline only: keep a read-only copy of the safety plan on this device until the next sign-in. */
  keepPlan: boolean;
};

type LogoutConfirmProps = {
  pending: number;
  offline: boolean;
  onStay: () => void;
  onLogOut: (choice: LogoutChoice) => void | Promise<void>;
};

/**
 * Asked only when logging out now costs something: offline, signing in again cannot work until the
 * connection returns; and changes made offline still waiting to be sent are forgotten (they belong to
 * this person, not to whoever uses the device next). The person decides.
 *
 * Offline they also decide whether their safety plan stays readable here meanwhile (lib/kept-safety-plan,
 * docs/decisions/022-kept-safety-plan.md): yes by default, since the plan is for hard moments, but said
 * plainly, since phones are shared.
 */
export default function LogoutConfirm({ pending, offline, onStay, onLogOut }: LogoutConfirmProps) {
  const { t } = useLingui();
  const [keepPlan, setKeepPlan] = useState(true);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
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
  const logOut = async () => {
    setBusy(true);
    try {
      await onLogOut({ keepPlan: offline && keepPlan });
    } finally {
      setBusy(false);
    }
  };
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
      busy={busy}
      busyLabel={t({ message: 'Logging out…', comment: 'button while logging out (keeping the safety plan first)' })}
      onConfirm={() => void logOut()}
    >
      {offline ? (
        <div className="logout-confirm__keep">
          <label className="checkbox logout-confirm__keep-label">
            <input
              type="checkbox"
              className="checkbox__input"
              checked={keepPlan}
              disabled={busy}
              aria-describedby={hintId}
              onChange={(event) => setKeepPlan(event.target.checked)}
            />
            <span>
              <Trans>Keep my safety plan readable on this device until I sign in again</Trans>
            </span>
          </label>
          <p className="field__hint" id={hintId}>
            <Trans>Anyone who uses this device could read it. You can remove it at any time.</Trans>
          </p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
