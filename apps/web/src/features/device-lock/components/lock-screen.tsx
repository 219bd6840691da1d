import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { QuickExitButton } from '@/components/ui/quick-exit-button';
import { paths, sosHref } from '@/config/paths';
import type { LockRecord } from '@/lib/device-lock/lock-record';
import { leaveNotice } from '@/lib/flash-notice';
import { unlockWithPasskey } from '../passkey';
import { PIN_PATTERN, unlockWithPin, wipeDevice } from '../vault';
import { ForgotPin } from './forgot-pin';
import { PinInput } from './pin-input';
import './lock-screen.css';

type LockScreenProps = {
  record: LockRecord | null;
  /** Whether the safety plan opens from here (the person allows it and a copy is kept). */
  planOpens: boolean;
  goTo: (href: string) => void;
  onUnlocked: () => void;
};

/**
 * The lock screen (docs/decisions/024-app-lock.md): the PIN (or the device's passkey) opens the app;
 * help never waits behind it — SOS and breathing, and the plan where allowed, are one tap away and say
 * so. Its words name no feeling and no help until the help links, so a glance reads 'Locked'.
 */
export function LockScreen({ record, planOpens, goTo, onUnlocked }: LockScreenProps) {
  const { t } = useLingui();
  const titleId = useId();
  const pinId = useId();
  const errorId = useId();
  const helpId = useId();
  const pinInput = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => pinInput.current?.focus(), []);

  const wiped = () => {
    leaveNotice(t`For your privacy, what Steady kept on this device was removed. Sign in to get it back: your account and everything in it are safe.`);
    window.location.replace(paths.login.getHref());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!PIN_PATTERN.test(pin)) {
      setError(t`Enter your PIN: 4 to 8 digits.`);
      pinInput.current?.focus();
      return;
    }
    setChecking(true);
    const result = await unlockWithPin(pin);
    setChecking(false);
    setPin('');
    if (result.outcome === 'unlocked' || result.outcome === 'no-lock') return onUnlocked();
    if (result.outcome === 'wiped') return wiped();
    const left = result.triesLeft;
    setError(
      left > 2
        ? t({ message: plural(left, { one: "That PIN isn't right. # try left.", other: "That PIN isn't right. # tries left." }) })
        : t({
            message: plural(left, {
              one: "That PIN isn't right. # try left: after that, what this device keeps is removed and you sign in again (changes not yet sent are lost).",
              other: "That PIN isn't right. # tries left: after that, what this device keeps is removed and you sign in again (changes not yet sent are lost).",
            }),
          }),
    );
    pinInput.current?.focus();
  };

  const passkey = async () => {
    setError(null);
    const result = await unlockWithPasskey();
    if (result === 'unlocked') onUnlocked();
    else if (result === 'failed') setError(t`This device couldn't unlock Steady. Use your PIN.`);
  };

  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goTo(href);
  };

  return createPortal(
    <main className="lock-screen" aria-labelledby={titleId}>
      <title>{t({ message: 'Locked', comment: "the tab's title while the app is locked: names nothing" })}</title>
      <div className="lock-screen__top">
        <QuickExitButton />
      </div>
      <div className="lock-screen__body">
        <h1 id={titleId} className="lock-screen__title">
          <Trans comment="heading of the lock screen">Locked</Trans>
        </h1>
        <form className="lock-screen__form" noValidate onSubmit={(event) => void submit(event)}>
          <label htmlFor={pinId} className="field__label">
            <Trans comment="the app lock's PIN field">PIN</Trans>
          </label>
          <PinInput id={pinId} inputRef={pinInput} className="lock-screen__pin" value={pin} onChange={setPin} errorId={error ? errorId : undefined} />
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
          <Button type="submit" loading={checking} loadingLabel={t`Checking…`}>
            <Trans comment="button on the lock screen">Unlock</Trans>
          </Button>
          {record?.passkey ? (
            <Button variant="secondary" onClick={() => void passkey()}>
              <Trans comment="unlock with the phone's fingerprint, face or screen lock">Unlock with this device</Trans>
            </Button>
          ) : null}
        </form>

        <section className="lock-screen__help" aria-labelledby={helpId}>
          <h2 id={helpId} className="lock-screen__help-title">
            <Trans comment="on the lock screen, above SOS, breathing and the safety plan">Help is never locked</Trans>
          </h2>
          <p className="muted">
            {planOpens ? <Trans>SOS, breathing and your safety plan open without your PIN.</Trans> : <Trans>SOS and breathing open without your PIN.</Trans>}
          </p>
          <ul className="lock-screen__links">
            <li>
              <a href={sosHref()} className="sos-link" onClick={follow(sosHref())}>
                <Trans comment="link to the crisis help page">SOS</Trans>
              </a>
            </li>
            <li>
              <a href={paths.breath.getHref()} className="btn btn--secondary" onClick={follow(paths.breath.getHref())}>
                <Trans comment="link to the breathing exercise, from the lock screen">Breathe</Trans>
              </a>
            </li>
            {planOpens ? (
              <li>
                <a href={paths.safetyPlan.getHref()} className="btn btn--secondary" onClick={follow(paths.safetyPlan.getHref())}>
                  <Trans>My safety plan</Trans>
                </a>
              </li>
            ) : null}
          </ul>
        </section>

        <ForgotPin
          onRemove={async () => {
            await wipeDevice();
            wiped();
          }}
        />
      </div>
    </main>,
    document.body,
  );
}
