import { useLingui } from '@lingui/react/macro';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
};

/** A password input with the show/hide eye toggle of spec §2. */
export function PasswordInput({ ref, className, ...props }: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={['input', 'password-input__control', className].filter(Boolean).join(' ')}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
      <button type="button" className="password-input__toggle" aria-label={t`Show password`} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {visible ? <EyeOffIcon size={22} /> : <EyeIcon size={22} />}
      </button>
    </div>
  );
}
