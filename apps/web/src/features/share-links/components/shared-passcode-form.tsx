import { Trans, useLingui } from '@lingui/react/macro';
import { SHARE_PASSCODE_MAX } from '@steady/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';

type SharedPasscodeFormProps = {
  onSubmit: (passcode: string) => void;
  /** The server's answer to the last try, in words (wrong passcode, too many tries). */
  error?: string | undefined;
  busy?: boolean;
};

/** The passcode a link's owner gave alongside it; the server checks it and limits guesses. */
export function SharedPasscodeForm({ onSubmit, error, busy = false }: SharedPasscodeFormProps) {
  const { t } = useLingui();
  const [passcode, setPasscode] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passcode) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onSubmit(passcode);
  };
  return (
    <form className="form shared-passcode" onSubmit={submit} noValidate>
      <p>
        <Trans>This summary is protected by a passcode. The person who shared it with you can tell you what it is.</Trans>
      </p>
      <FormField label={t`Passcode`} error={empty ? t`Enter the passcode` : error}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            autoComplete="off"
            maxLength={SHARE_PASSCODE_MAX}
            value={passcode}
            onChange={(e) => setPasscode(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" loading={busy} loadingLabel={t`Opening…`}>
        <Trans comment="button: opens a shared summary with its passcode">Open summary</Trans>
      </Button>
    </form>
  );
}
