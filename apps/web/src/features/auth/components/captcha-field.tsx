import { Trans, useLingui } from '@lingui/react/macro';
import type { CaptchaChallenge } from '@steady/contracts';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ReloadIcon, ShieldCheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { CaptchaCanvas } from './captcha-canvas';

type CaptchaFieldProps = {
  challenge: CaptchaChallenge | undefined;
  loading: boolean;
  loadFailed: boolean;
  onReload: () => void;
  /** Runs the proof-of-work instead of the typed code, then signs in. */
  onCheckWithoutPicture: () => void;
  checking: boolean;
  error?: string | undefined;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

/**
 * The captcha picture, 'Reload captcha', the answer input, and 'I can't read the code': for anyone who
 * cannot read the picture, the browser proves a little work instead (decision 006), which reveals
 * nothing about the code. Its progress is announced politely.
 */
export function CaptchaField({ challenge, loading, loadFailed, onReload, onCheckWithoutPicture, checking, error, inputProps }: CaptchaFieldProps) {
  const { t } = useLingui();
  const hintId = useId();
  return (
    <div className="captcha">
      <div className="captcha__picture" aria-live="polite">
        {challenge ? (
          <CaptchaCanvas svg={challenge.svg} />
        ) : loading ? (
          // The picture's own size while it loads, so nothing below it moves when it arrives.
          <div className="captcha__canvas captcha__placeholder">
            <Spinner label={t`Loading captcha`} />
          </div>
        ) : loadFailed ? (
          <p className="captcha__unavailable">
            <Trans>We could not load the captcha.</Trans>
          </p>
        ) : null}
        <div className="captcha__actions">
          <button type="button" className="btn btn--link captcha__action" onClick={onReload} disabled={loading || checking}>
            <ReloadIcon size={18} />
            <span>
              <Trans>Reload captcha</Trans>
            </span>
          </button>
          {/* There from the start (needing a challenge to work), so the row does not grow when the picture comes. */}
          <button
            type="button"
            className="btn btn--link captcha__action"
            onClick={onCheckWithoutPicture}
            disabled={!challenge || loading || checking}
            aria-describedby={hintId}
          >
            <ShieldCheckIcon size={18} />
            <span>
              <Trans>I can&apos;t read the code</Trans>
            </span>
          </button>
        </div>
      </div>
      <p className="captcha__status" role="status">
        {checking ? (
          <>
            <Spinner /> <Trans>Checking you are a person… this takes a few seconds.</Trans>
          </>
        ) : null}
      </p>
      <p className="visually-hidden" id={hintId}>
        <Trans>Your browser does a short check instead of the picture, then signs you in with your email and password.</Trans>
      </p>
      <FormField label={t`Captcha`} hint={t`Type the characters in the picture. Capital letters matter.`} error={error}>
        {(control) => (
          <input
            {...control}
            {...inputProps}
            className="input captcha__input"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={12}
          />
        )}
      </FormField>
    </div>
  );
}
