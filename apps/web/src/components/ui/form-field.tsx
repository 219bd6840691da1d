import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { ruleWords } from '@/lib/i18n/rule-words';

type FormFieldProps = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the control; receives the ids to wire up label, hint and error. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
  optional?: boolean;
};

/**
 * A label, a control, an optional hint and the validation message, wired together for assistive tech.
 * Labels and messages that come worded by the shared rules (postcode labels, zod messages) are shown in
 * the person's language (lib/i18n/rule-words).
 */
export function FormField({ label, error, hint, children, optional = false }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {ruleWords(label)}
        {optional ? (
          <span className="field__optional">
            {' '}
            <Trans comment="after a form field's label">(optional)</Trans>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p className="field__error" id={errorId}>
          {ruleWords(error)}
        </p>
      ) : null}
    </div>
  );
}
