import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a spinner, keeps the label for screen readers, and blocks repeat clicks. */
  loading?: boolean;
  loadingLabel?: string;
};

export function Button({ variant = 'primary', loading = false, loadingLabel, className, children, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  );
}
