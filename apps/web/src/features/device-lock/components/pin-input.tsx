import type { Ref } from 'react';

type PinInputProps = {
  id: string;
  value: string;
  onChange: (pin: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  className: string;
  /** The id of the message saying what is wrong, when something is. */
  errorId?: string | undefined;
};

/**
 * A PIN field: digits only (anything else typed is dropped), at most 8, hidden as typed, the phone's
 * number pad, and never offered to a password manager or autofill.
 */
export function PinInput({ id, value, onChange, inputRef, className, errorId }: PinInputProps) {
  return (
    <input
      ref={inputRef}
      id={id}
      className={`input ${className}`}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      value={value}
      aria-invalid={errorId !== undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
