import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PIN_PATTERN } from '../vault';
import { PinInput } from './pin-input';

type PinCheckProps = {
  label: string;
  action: string;
  onCancel: () => void;
  /** Resolves to an error to show, or null when done. */
  onPin: (pin: string) => Promise<string | null>;
};

/** Asks for the PIN before a change to the lock itself (turning it off, adding a passkey). */
export function PinCheck({ label, action, onCancel, onPin }: PinCheckProps) {
  const { t } = useLingui();
  const id = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!PIN_PATTERN.test(pin)) {
      setError(t`Enter your PIN: 4 to 8 digits.`);
      return;
    }
    setBusy(true);
    const problem = await onPin(pin);
    setBusy(false);
    setError(problem);
    if (problem) {
      setPin('');
      input.current?.focus();
    }
  };

  return (
    <form className="form lock-settings__pin-check" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <PinInput id={id} inputRef={input} className="lock-settings__pin" value={pin} onChange={setPin} errorId={error ? errorId : undefined} />
        {error ? (
          <p className="field__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="lock-settings__actions">
        <Button type="submit" loading={busy} loadingLabel={t`Checking…`}>
          {action}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
