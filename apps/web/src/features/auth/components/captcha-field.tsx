import type { CaptchaChallenge } from '@steady/contracts';
import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ReloadIcon, SpeakerIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { CaptchaCanvas } from './captcha-canvas';
import { canSpeak, speakCaptcha } from './captcha-speech';

type CaptchaFieldProps = {
  challenge: CaptchaChallenge | undefined;
  loading: boolean;
  loadFailed: boolean;
  onReload: () => void;
  error?: string | undefined;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

/** The captcha picture, its 'Reload captcha' and 'Hear the code' controls and the answer input. */
export function CaptchaField({ challenge, loading, loadFailed, onReload, error, inputProps }: CaptchaFieldProps) {
  return (
    <div className="captcha">
      <div className="captcha__picture" aria-live="polite">
        {challenge ? (
          <CaptchaCanvas svg={challenge.svg} />
        ) : loading ? (
          <Spinner label="Loading captcha" />
        ) : loadFailed ? (
          <p className="captcha__unavailable">We could not load the captcha.</p>
        ) : null}
        <div className="captcha__actions">
          <button type="button" className="btn btn--link captcha__action" onClick={onReload} disabled={loading}>
            <ReloadIcon size={18} />
            <span>Reload captcha</span>
          </button>
          {challenge && canSpeak() ? (
            <button type="button" className="btn btn--link captcha__action" onClick={() => speakCaptcha(challenge.svg)}>
              <SpeakerIcon size={18} />
              <span>Hear the code</span>
            </button>
          ) : null}
        </div>
      </div>
      <FormField label="Captcha" hint="Type the characters in the picture. Capital letters matter." error={error}>
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
