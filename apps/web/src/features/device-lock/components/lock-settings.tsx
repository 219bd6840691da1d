import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { LockRecord } from '@/lib/device-lock/lock-record';
import { addPasskey, passkeysPossible, removePasskey } from '../passkey';
import { useLockRecord } from '../use-lock-record';
import { changeLockChoices, lockNow, removeLock } from '../vault';
import { DelayChoice, PlanChoice } from './lock-choices';
import { PinCheck } from './pin-check';
import { SetPinForm } from './set-pin-form';
import './lock-settings.css';

/**
 * Settings › App lock (docs/decisions/024-app-lock.md): off for everyone until the person sets a PIN.
 * Everything here happens on this device only, so it works offline too.
 */
export function LockSettings() {
  const titleId = useId();
  const record = useLockRecord();
  const [settingUp, setSettingUp] = useState(false);
  return (
    <section className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-card__title">
        <Trans comment="settings section: a PIN that locks the app on this device">App lock</Trans>
      </h2>
      {record ? (
        <LockOn record={record} />
      ) : settingUp ? (
        <SetPinForm onDone={() => setSettingUp(false)} />
      ) : (
        <>
          <p>
            <Trans>
              Ask for a PIN to open Steady on this device. What Steady keeps here is then encrypted with it. SOS and breathing always open without it.
            </Trans>
          </p>
          <Button variant="secondary" onClick={() => setSettingUp(true)}>
            <Trans>Set a PIN</Trans>
          </Button>
        </>
      )}
    </section>
  );
}

type Asking = 'passkey' | 'remove' | null;

function LockOn({ record }: { record: LockRecord }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Asking>(null);
  const [passkeyNote, setPasskeyNote] = useState<string | null>(null);
  const [canPasskey, setCanPasskey] = useState(false);
  useEffect(() => {
    void passkeysPossible().then(setCanPasskey);
  }, []);

  return (
    <>
      <p>
        <Trans>The lock is on: Steady asks for your PIN when it opens, and what it keeps on this device is encrypted.</Trans>
      </p>
      <DelayChoice value={record.delayMinutes} onChange={(delayMinutes) => changeLockChoices({ delayMinutes })} />
      <PlanChoice checked={record.planOnLockScreen} onChange={(planOnLockScreen) => changeLockChoices({ planOnLockScreen })} />

      {canPasskey ? (
        record.passkey ? (
          <p className="lock-settings__passkey">
            <Trans>This device's fingerprint, face or screen lock also unlocks Steady.</Trans>{' '}
            <Button variant="link" onClick={removePasskey}>
              <Trans>Stop using it</Trans>
            </Button>
          </p>
        ) : asking === 'passkey' ? (
          <PinCheck
            label={t`Your PIN, to add this device's unlock`}
            action={t`Add`}
            onCancel={() => setAsking(null)}
            onPin={async (pin) => {
              const result = await addPasskey(pin);
              if (result === 'wrong-pin') return t`That PIN isn't right.`;
              setAsking(null);
              setPasskeyNote(
                result === 'added'
                  ? t`Added: this device can unlock Steady too.`
                  : result === 'unsupported'
                    ? t`This device or browser can't unlock Steady this way. Your PIN still does.`
                    : t`Nothing was added.`,
              );
              return null;
            }}
          />
        ) : (
          <Button variant="secondary" onClick={() => setAsking('passkey')}>
            <Trans>Also unlock with fingerprint, face or screen lock</Trans>
          </Button>
        )
      ) : null}
      {passkeyNote ? (
        <p className="muted" role="status">
          {passkeyNote}
        </p>
      ) : null}

      <div className="lock-settings__actions">
        <Button variant="secondary" onClick={lockNow}>
          <Trans>Lock now</Trans>
        </Button>
        {asking === 'remove' ? null : (
          <Button variant="secondary" onClick={() => setAsking('remove')}>
            <Trans>Turn off the lock</Trans>
          </Button>
        )}
      </div>
      {asking === 'remove' ? (
        <PinCheck
          label={t`Your PIN, to turn off the lock`}
          action={t`Turn off`}
          onCancel={() => setAsking(null)}
          onPin={async (pin) => ((await removeLock(pin)) ? null : t`That PIN isn't right.`)}
        />
      ) : null}
    </>
  );
}
