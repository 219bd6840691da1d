import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import { setNeutralFace, useNeutralFaceOn } from '@/lib/neutral-face/neutral-face-setting';
import { useOnline } from '@/lib/online-status';
import { useSaveNeutralEmails } from '../api/neutral-emails';
import { SettingsSwitch } from './settings-switch';
import './neutral-face-settings.css';

/**
 * Settings › Privacy on this device, below the quick exit (docs/decisions/025-neutral-face.md): a plain
 * name and icon on this device, and plain emails, kept on the account. Both drawn as the quick exit's
 * switch (SettingsSwitch).
 */
export function NeutralFaceSettings() {
  const faceHintId = useId();
  const emailsHintId = useId();
  const problemId = useId();
  const neutralFace = useNeutralFaceOn();
  const account = useAccount();
  const online = useOnline();
  const save = useSaveNeutralEmails();
  // While saving, the switch shows what was asked for; the account's answer follows. Set in the tap's own
  // handler, so the box never flicks back before the mutation's state arrives.
  const [asked, setAsked] = useState<boolean | null>(null);
  const plainEmails = asked ?? account.data?.neutralEmails ?? false;
  const problem = save.isError ? errorMessage(save.error) : null;

  return (
    <div className="neutral-face-settings">
      <SettingsSwitch checked={neutralFace} onChange={setNeutralFace} describedBy={faceHintId}>
        <Trans comment="switch: the browser tab and the installed app are called 'Notes', with a plain notepad icon, instead of Steady. Keep 'Notes' in English: it is the name shown">
          Use a plain name and icon (Notes)
        </Trans>
      </SettingsSwitch>
      <p id={faceHintId} className="muted">
        <Trans>
          The tab and any new install say Notes; an app you already installed keeps its name and icon until you accept your browser's offer to update it, or
          install it again.
        </Trans>
      </p>

      <SettingsSwitch
        checked={plainEmails}
        disabled={!online || !account.data || save.isPending}
        describedBy={problem ? `${emailsHintId} ${problemId}` : emailsHintId}
        onChange={(on) => {
          setAsked(on);
          save.mutate(on, { onSettled: () => setAsked(null) });
        }}
      >
        <Trans comment="switch: emails about the account (password reset, email changed) no longer name Steady or what it is for">Plain emails</Trans>
      </SettingsSwitch>
      <p id={emailsHintId} className="muted">
        {online ? (
          <Trans>Emails about your account won't name Steady or what it's for. Kept on your account, for every device.</Trans>
        ) : (
          <Trans>You're offline: this is kept on your account, so it needs a connection.</Trans>
        )}
      </p>
      {problem !== null && (
        <p id={problemId} className="alert alert--error" role="alert">
          <Trans comment="{problem} is the reason, a sentence of its own">We couldn't change your emails. {problem}</Trans>
        </p>
      )}
    </div>
  );
}
